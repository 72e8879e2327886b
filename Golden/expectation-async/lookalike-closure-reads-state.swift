import Combine
import XCTest

@MainActor
final class ProfileStateTests: XCTestCase {
    private var cancellables = Set<AnyCancellable>()
    private var viewModel = ProfileViewModel(api: StubUserAPI(user: User(id: 3, name: "Alan")))

    /// The closure reads the view model as the title comes: after an await it would read it later.
    func testLoadingWhileTheTitleComes() {
        let viewModel = ProfileViewModel(api: StubUserAPI(user: User(id: 3, name: "Alan")))
        let exp = expectation(description: "title")
        viewModel.$title
            .dropFirst()
            .sink { title in
                XCTAssertEqual(title, "Alan")
                XCTAssertTrue(viewModel.isLoading)
                exp.fulfill()
            }
            .store(in: &cancellables)
        viewModel.load(id: 3)
        wait(for: [exp], timeout: 1)
    }

    func testPropertyReadInTheClosure() {
        let exp = expectation(description: "loading")
        viewModel.$isLoading
            .dropFirst()
            .sink { loading in
                XCTAssertEqual(loading, !self.viewModel.title.isEmpty)
                exp.fulfill()
            }
            .store(in: &cancellables)
        viewModel.load(id: 3)
        wait(for: [exp], timeout: 1)
    }
}
