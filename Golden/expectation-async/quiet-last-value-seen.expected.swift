import Combine
import XCTest

@MainActor
final class ProfileTitleTests: XCTestCase {
    /// `XCTestExpectation(description:)` does not fail when fulfilled again: the current
    /// title comes at once, then the loaded one, and the test reads the last the sink saw
    /// before the wait returned — in the rewrite, the last that came with the first.
    func testTheLastTitleWins() async throws {
        let viewModel = ProfileViewModel(api: StubUserAPI(user: User(id: 4, name: "Grace")))
        var title: String?
        let values = viewModel.$title.testValues()
        viewModel.load(id: 4)
        for value in try await values.nextAndArrived(timeout: 1) {
            title = value
        }
        XCTAssertEqual(title, "Grace")
    }
}
