// Tests that also wait for expectations the rewrite does not follow — one a helper makes, one
// made again in a loop (as Realm's `testFrozenPublisherSubscribeOn` does): those waits would
// stay synchronous `wait(for:timeout:)` calls in an async test, where they are unavailable.
// The tests stay as they are, with a note naming the wait.
import Combine
import Foundation
import XCTest

final class Feed {
    let items = PassthroughSubject<Int, Never>()
    var onSubscribe: (() -> Void)?
}

final class OtherSynchronousWaitsTests: XCTestCase {
    var cancellable: AnyCancellable?

    func watchForSubscription(_ feed: Feed) -> XCTestExpectation {
        let exp = expectation(description: "subscribed")
        feed.onSubscribe = { exp.fulfill() }
        return exp
    }

    @MainActor
    func testItemsAfterSubscription() {
        let feed = Feed()
        let subscribed = watchForSubscription(feed)
        let done = expectation(description: "items")
        var seen: XCTestExpectation!
        cancellable = feed.items
            .handleEvents(receiveOutput: { _ in seen.fulfill() })
            .collect()
            .sink { items in
                XCTAssertEqual(items, [1, 2])
                done.fulfill()
            }
        feed.onSubscribe?()
        wait(for: [subscribed], timeout: 1)
        for item in 1...2 {
            seen = expectation(description: "seen \(item)")
            feed.items.send(item)
            wait(for: [seen], timeout: 1)
        }
        feed.items.send(completion: .finished)
        wait(for: [done], timeout: 1)
    }
}
