import OpenCombine
import XCTest

/// A suite that tests OpenCombine publishers, in a file no project places: the test calls the
/// support file's OpenCombine form, and says where Swift concurrency runs, since a project
/// on OpenCombine usually deploys below it.
@MainActor
final class ProfileOpenCombineTests: XCTestCase {
    private var cancellables = Set<AnyCancellable>()

    func testTitleAfterLoading() {
        let viewModel = ProfileViewModel(api: StubUserAPI(user: User(id: 5, name: "Ada")))
        let exp = expectation(description: "title")
        viewModel.$title
            .dropFirst()
            .sink { title in
                XCTAssertEqual(title, "Ada")
                exp.fulfill()
            }
            .store(in: &cancellables)
        viewModel.load(id: 5)
        wait(for: [exp], timeout: 1)
    }
}
