// validation: runnable fails
// A planted bug in the code under test: `refresh()` publishes twice, the second time a
// partial feed. The test expects one value, with `expectation(description:)`: before the
// rewrite the second value runs the closure again, its assertion failing (and on Apple
// platforms its expectation fulfilled a second time, an API violation that fails the test
// alone); after it, the value not taken fails the test at its end. The tests fail before and
// after (exit status 1, the same `failed:` lines), not hang.
import Combine
import Foundation
import XCTest

/// The code under test, with its bug: each refresh sends its items, then part of them.
final class BuggyFeed {
    let items = PassthroughSubject<[String], Never>()
    func refresh() {
        items.send(["a", "b"])
        items.send(["a"])
    }
}

final class SecondValueTests: XCTestCase {
    @MainActor func testRefreshPublishesTheItemsOnce() async throws {
        let feed = BuggyFeed()
        let values = feed.items.testValues()
        feed.refresh()
        let items = try await values.next(timeout: 5)
        XCTAssertEqual(items, ["a", "b"])
        try values.checkNothingMore()
    }
}

runTests([
    test("testRefreshPublishesTheItemsOnce", SecondValueTests.testRefreshPublishesTheItemsOnce),
])
