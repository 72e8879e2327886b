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

    func testTwoQueriesPublishTwice() {
        let viewModel = SearchViewModel()
        let exp = expectation(description: "two results")
        exp.expectedFulfillmentCount = 2
        viewModel.$results
            .dropFirst()
            .sink { _ in exp.fulfill() }
            .store(in: &cancellables)
        viewModel.search("a")
        viewModel.search("b")
        wait(for: [exp], timeout: 1)
    }
}
