// validation: runnable fails
// A planted bug in the code under test: the view model never publishes its title. The test
// fails before (the wait times out) and after (the await times out) within the test's
// timeout, with exit status 1 and the same `failed:` line — it does not hang.
import Combine
import Foundation
import XCTest

/// The code under test, with its bug: `load()` forgets to set the title.
@MainActor
final class ForgetfulViewModel: ObservableObject {
    @Published var title = ""
    @Published var isLoading = false

    func load() {
        isLoading = true
    }
}

final class MissingSendTests: XCTestCase {
    private var cancellables = Set<AnyCancellable>()

    @MainActor
    func testLoadSetsTheTitle() {
        let viewModel = ForgetfulViewModel()
        let exp = expectation(description: "title")
        viewModel.$title
            .dropFirst()
            .sink { title in
                XCTAssertEqual(title, "Profile")
                exp.fulfill()
            }
            .store(in: &cancellables)
        viewModel.load()
        waitForExpectations(timeout: 0.5)
    }
}

runTests([test("testLoadSetsTheTitle", MissingSendTests.testLoadSetsTheTitle)])
