import OpenCombine
import XCTest

/// A suite that tests OpenCombine publishers: the support file's helpers extend Combine's
/// `Publisher`, and a project on OpenCombine may deploy below Swift concurrency.
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
