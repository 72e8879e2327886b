import Combine
import XCTest

@MainActor
final class ProfileViewModelTests: XCTestCase {
    private var cancellables = Set<AnyCancellable>()

    func testLoadPublishesTheTitle() {
        let viewModel = ProfileViewModel(api: StubUserAPI(user: User(id: 7, name: "Grace")))
        let titleSet = expectation(description: "title")
        viewModel.$title
            .dropFirst()
            .sink { title in
                XCTAssertEqual(title, "Grace")
                titleSet.fulfill()
            }
            .store(in: &cancellables)

        viewModel.load(id: 7)

        waitForExpectations(timeout: 1)
        XCTAssertFalse(viewModel.isLoading)
    }

    func testDollarZeroAndLocalCancellable() {
        let viewModel = ProfileViewModel(api: StubUserAPI(user: User(id: 8, name: "Linus")))
        let exp = expectation(description: "loading")
        let cancellable = viewModel.$isLoading.dropFirst().sink {
            XCTAssertTrue($0)
            exp.fulfill()
        }
        viewModel.load(id: 8)
        wait(for: [exp], timeout: 1)
    }

    /// The fulfilment deferred at the closure's start: the same as at its end.
    func testDeferredFulfilment() {
        let viewModel = ProfileViewModel(api: StubUserAPI(user: User(id: 9, name: "Barbara")))
        let exp = expectation(description: "title")
        viewModel.$title.dropFirst().sink { title in
            defer { exp.fulfill() }
            XCTAssertEqual(title, "Barbara")
        }.store(in: &cancellables)
        viewModel.load(id: 9)
        waitForExpectations(timeout: 1)
    }

    /// The expectation first, a blank line after it: the blank line goes with it.
    func testExpectationFirst() {
        let exp = expectation(description: "loading")

        let viewModel = ProfileViewModel(api: StubUserAPI(user: User(id: 4, name: "Ken")))
        viewModel.$isLoading.dropFirst().sink { loading in
            XCTAssertTrue(loading)
            exp.fulfill()
        }.store(in: &cancellables)
        viewModel.load(id: 4)
        waitForExpectations(timeout: 1, handler: nil)
    }
}
