import OpenCombine
import XCTest

/// A suite that tests OpenCombine publishers, in a file no project places: the test calls the
/// support file's OpenCombine form, and says where Swift concurrency runs, since a project
/// on OpenCombine usually deploys below it.
@MainActor
final class ProfileOpenCombineTests: XCTestCase {
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    func testTitleAfterLoading() async throws {
        let viewModel = ProfileViewModel(api: StubUserAPI(user: User(id: 5, name: "Ada")))
        let values = viewModel.$title
            .dropFirst()
            .testValues()
        viewModel.load(id: 5)
        let title = try await values.next(timeout: 1)
        XCTAssertEqual(title, "Ada")
        try values.checkNothingMore()
    }
}
