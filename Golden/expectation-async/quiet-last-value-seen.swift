import Combine
import XCTest

@MainActor
final class ProfileTitleTests: XCTestCase {
    private var cancellables = Set<AnyCancellable>()

    /// `XCTestExpectation(description:)` does not fail when fulfilled again: the current
    /// title comes at once, then the loaded one, and the test reads the last the sink saw
    /// before the wait returned — in the rewrite, the last that came with the first.
    func testTheLastTitleWins() {
        let viewModel = ProfileViewModel(api: StubUserAPI(user: User(id: 4, name: "Grace")))
        let exp = XCTestExpectation(description: "title")
        var title: String?
        viewModel.$title
            .sink { value in
                title = value
                exp.fulfill()
            }
            .store(in: &cancellables)
        viewModel.load(id: 4)
        wait(for: [exp], timeout: 1)
        XCTAssertEqual(title, "Grace")
    }
}
