import Combine
import XCTest

final class SearchViewModelTests: XCTestCase {
    private var cancellables = Set<AnyCancellable>()

    func testEmptyQueryPublishesNothing() {
        let viewModel = SearchViewModel()
        let exp = expectation(description: "no results")
        exp.isInverted = true
        viewModel.$results
            .dropFirst()
            .sink { _ in exp.fulfill() }
            .store(in: &cancellables)
        viewModel.search("")
        wait(for: [exp], timeout: 0.2)
    }

    /// Counted by a local array literal's count, which nothing can change: it migrates (the
    /// look-alikes that stay are in counted-by-expected-values).
    func testEachQueryPublishes() {
        let viewModel = SearchViewModel()
        let queries = ["a", "b"]
        let exp = expectation(description: "results")
        exp.expectedFulfillmentCount = queries.count
        viewModel.$results
            .dropFirst()
            .sink { _ in exp.fulfill() }
            .store(in: &cancellables)
        queries.forEach(viewModel.search)
        wait(for: [exp], timeout: 1)
    }
}
