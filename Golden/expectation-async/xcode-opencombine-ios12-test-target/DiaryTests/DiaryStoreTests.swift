import OpenCombine
import XCTest

/// Look-alike: a class that says it needs iOS 13 already; its test needs no `@available` of
/// its own.
@available(iOS 13.0, *)
final class DiaryStoreTests: XCTestCase {
    func testSavedEntry() {
        let store = DiaryStore()
        let saved = expectation(description: "saved")
        var subscriptions = Set<AnyCancellable>()
        store.saved.sink { entry in
            XCTAssertEqual(entry, "Bakery")
            saved.fulfill()
        }.store(in: &subscriptions)
        store.save("Bakery")
        wait(for: [saved], timeout: 5)
    }
}
