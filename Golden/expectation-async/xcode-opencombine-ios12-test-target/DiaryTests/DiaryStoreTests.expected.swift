import OpenCombine
import XCTest

/// Look-alike: a class that says it needs iOS 13 already; its test needs no `@available` of
/// its own.
@available(iOS 13.0, *)
final class DiaryStoreTests: XCTestCase {
    @MainActor func testSavedEntry() async throws {
        let store = DiaryStore()
        let values = store.saved.testValues()
        store.save("Bakery")
        let entry = try await values.next(timeout: 5)
        XCTAssertEqual(entry, "Bakery")
        try values.checkNothingMore()
    }
}
