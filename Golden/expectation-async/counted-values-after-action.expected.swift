import Combine
import XCTest

final class SearchResultsTests: XCTestCase {
    private var subscriptions = [AnyCancellable]()

    @MainActor func testClearPublishesOnce() async throws {
        let viewModel = SearchViewModel()
        viewModel.search("a")

        let values = viewModel.$results
            .dropFirst()
            .testValues()

        viewModel.search("b")

        let results = try await values.next(timeout: 1)
        XCTAssertEqual(results, ["b"])
        try values.checkNothingMore()
    }

    /// The current value, then one per query: the closure collects them into a local
    /// variable that only the code after the wait reads.
    @MainActor func testEveryQueryIsPublishedInOrder() async throws {
        let viewModel = SearchViewModel()
        // the current value, then one per query

        var received = [[String]]()
        let values = viewModel.$results.testValues()

        viewModel.search("a")
        viewModel.search("b")

        for value in try await values.next(3, timeout: 3.0) {
            received.append(value)
        }
        try values.checkNothingMore()
        XCTAssertEqual(received, [[], ["a"], ["b"]])
    }

    @MainActor func testTwoQueriesPublishTwice() async throws {
        let viewModel = SearchViewModel()
        let values = viewModel.$results
            .dropFirst()
            .testValues()
        viewModel.search("a")
        viewModel.search("b")
        _ = try await values.next(2, timeout: 1)
        try values.checkNothingMore()
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
