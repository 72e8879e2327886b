// validation: runnable fails
// The fulfilment deferred, the closure returning early: a test that passes (both themes
// collected), and one with a planted bug in the code under test, which saves one theme of
// two, so the collected values never come: the wait, then the await, times out. The same
// `passed:`/`failed:` lines before and after, exit status 1, within the timeout.
import Combine
import Foundation
import XCTest

/// The code under test, with its bug: `saveAll` saves only the first theme.
final class ThemeHistory {
    let themes = PassthroughSubject<String, Never>()
    func save(_ theme: String) {
        DispatchQueue.main.async { self.themes.send(theme) }
    }
    func saveAll(_ all: [String]) {
        if let first = all.first { save(first) }
    }
}

final class DeferredTests: XCTestCase {
    @MainActor func testTwoSaves() async throws {
        let history = ThemeHistory()
        let values = history.themes.collect(2).testValues()
        history.save("blue")
        history.save("dark")
        let themes = try await values.next(timeout: 5)
        guard let last = themes.last else {
            XCTFail("no theme")
            return
        }
        XCTAssertEqual(last, "dark")
        try values.checkNothingMore()
    }

    @MainActor func testSaveAll() async throws {
        let history = ThemeHistory()
        let values = history.themes.collect(2).testValues()
        history.saveAll(["blue", "dark"])
        let themes = try await values.next(timeout: 0.5)
        guard themes.count == 2 else { return }
        XCTAssertEqual(themes, ["blue", "dark"])
        try values.checkNothingMore()
    }
}

runTests([
    test("testTwoSaves", DeferredTests.testTwoSaves),
    test("testSaveAll", DeferredTests.testSaveAll),
])
