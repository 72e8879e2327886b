import Foundation
import XCTest

/// Checks the tests of another file call with each value: they read only their arguments
/// (a type's name, a `catch` block's `error`), or a global that other code changes.
func checkPage(_ page: Int) {
    XCTAssertGreaterThan(page, 0)
    roundTrip(page)
}

func roundTrip<T: Codable & Equatable>(_ value: T) {
    do {
        let data = try JSONEncoder().encode([value])
        XCTAssertEqual(try JSONDecoder().decode([T].self, from: data), [value], "\(T.self) changed")
    } catch {
        XCTFail("\(T.self): \(error)")
    }
}

nonisolated(unsafe) var pageLimit = 10

func checkAgainstLimit(_ page: Int) {
    XCTAssertLessThan(page, pageLimit)
}
