import Combine
import XCTest

final class SearchResultsTests: XCTestCase {
    private var subscriptions = [AnyCancellable]()

    func testClearPublishesOnce() {
        let viewModel = SearchViewModel()
        viewModel.search("a")
        let sinkExpectation = expectation(description: "Sink is called once.")
        sinkExpectation.expectedFulfillmentCount = 1

        viewModel.$results
            .dropFirst()
            .sink { results in
                XCTAssertEqual(results, ["b"])
                sinkExpectation.fulfill()
            }
            .store(in: &subscriptions)

        viewModel.search("b")

        waitForExpectations(timeout: 1, handler: nil)
    }

    /// The current value, then one per query: the closure collects them into a local
    /// variable that only the code after the wait reads.
    func testEveryQueryIsPublishedInOrder() {
        let viewModel = SearchViewModel()
        let exp = expectation(description: "results changed")
        exp.expectedFulfillmentCount = 3 // the current value, then one per query

        var received = [[String]]()
        let subscription = viewModel.$results.sink {
            received.append($0)
            exp.fulfill()
        }

        viewModel.search("a")
        viewModel.search("b")

        wait(for: [exp], timeout: 3.0)
        subscription.cancel()
        XCTAssertEqual(received, [[], ["a"], ["b"]])
    }

    func testTwoQueriesPublishTwice() {
        let viewModel = SearchViewModel()
        let exp = expectation(description: "two results")
        exp.expectedFulfillmentCount = 2
        viewModel.$results
            .dropFirst()
            .sink { _ in exp.fulfill() }
            .store(in: &subscriptions)
        viewModel.search("a")
        viewModel.search("b")
        wait(for: [exp], timeout: 1)
    }

    /// The variable is read between the subscription and the wait: kept, with a warning.
    func testReceivedBeforeTheWait() {
        let viewModel = SearchViewModel()
        let exp = expectation(description: "results")
        exp.expectedFulfillmentCount = 2
        var received = [[String]]()
        viewModel.$results
            .sink { received.append($0); exp.fulfill() }
            .store(in: &subscriptions)
        XCTAssertEqual(received, [[]])
        viewModel.search("a")
        wait(for: [exp], timeout: 1)
    }
}
