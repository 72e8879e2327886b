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
    private var cancellables = Set<AnyCancellable>()

    func testRefreshPublishesTheItemsOnce() {
        let feed = BuggyFeed()
        let published = expectation(description: "published")
        feed.items.sink { items in
            XCTAssertEqual(items, ["a", "b"])
            published.fulfill()
        }
        .store(in: &cancellables)
        feed.refresh()
        wait(for: [published], timeout: 5)
    }
}

runTests([
    test("testRefreshPublishesTheItemsOnce", SecondValueTests.testRefreshPublishesTheItemsOnce),
])
