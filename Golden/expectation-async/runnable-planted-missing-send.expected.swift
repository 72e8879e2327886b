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
    @MainActor
    func testLoadSetsTheTitle() async throws {
        let viewModel = ForgetfulViewModel()
        let values = viewModel.$title
            .dropFirst()
            .testValues()
        viewModel.load()
        let title = try await values.next(timeout: 0.5)
        XCTAssertEqual(title, "Profile")
        try values.checkNothingMore()
    }
}

runTests([test("testLoadSetsTheTitle", MissingSendTests.testLoadSetsTheTitle)])
