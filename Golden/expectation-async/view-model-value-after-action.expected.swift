import Combine
import XCTest

@MainActor
final class ProfileViewModelTests: XCTestCase {
    func testLoadPublishesTheTitle() async throws {
        let viewModel = ProfileViewModel(api: StubUserAPI(user: User(id: 7, name: "Grace")))
        let values = viewModel.$title
            .dropFirst()
            .testValues()

        viewModel.load(id: 7)

        let title = try await values.next(timeout: 1)
        XCTAssertEqual(title, "Grace")
        try values.checkNothingMore()
        XCTAssertFalse(viewModel.isLoading)
    }

    func testDollarZeroAndLocalCancellable() async throws {
        let viewModel = ProfileViewModel(api: StubUserAPI(user: User(id: 8, name: "Linus")))
        let values = viewModel.$isLoading.dropFirst().testValues()
        viewModel.load(id: 8)
        let value = try await values.next(timeout: 1)
        XCTAssertTrue(value)
        try values.checkNothingMore()
    }

    /// The fulfilment deferred at the closure's start: the same as at its end.
    func testDeferredFulfilment() async throws {
        let viewModel = ProfileViewModel(api: StubUserAPI(user: User(id: 9, name: "Barbara")))
        let values = viewModel.$title.dropFirst().testValues()
        viewModel.load(id: 9)
        let title = try await values.next(timeout: 1)
        XCTAssertEqual(title, "Barbara")
        try values.checkNothingMore()
    }

    /// The expectation first, a blank line after it: the blank line goes with it.
    func testExpectationFirst() async throws {
        let viewModel = ProfileViewModel(api: StubUserAPI(user: User(id: 4, name: "Ken")))
        let values = viewModel.$isLoading.dropFirst().testValues()
        viewModel.load(id: 4)
        let loading = try await values.next(timeout: 1)
        XCTAssertTrue(loading)
        try values.checkNothingMore()
    }
}
