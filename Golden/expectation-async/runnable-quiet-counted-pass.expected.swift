// validation: runnable
// An `XCTestExpectation(description:)` counted by the values the test expects, its
// subscription cancelled after the wait, the values recorded and compared after it
// (corona-warn-app's BackgroundAppRefreshViewModelTests): the values that came by the time
// the wait returned are those the rewrite takes (`nextAndArrived(n, timeout:)`). Passes
// before and after, the second value coming a main-queue turn later, each delivered by the
// main run loop (`receive(on: RunLoop.main)`), which the async test still runs while it waits.
import Combine
import Foundation
import XCTest

/// The code under test: a status text that follows a provider's status, on the main queue.
final class StatusViewModel {
    @Published private(set) var statusText = "On"

    func providerChanged(to enabled: Bool) {
        DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(20)) {
            self.statusText = enabled ? "On" : "Off"
        }
    }
}

final class StatusTests: XCTestCase {
    @MainActor func testStatusTextFollowsTheProvider() async throws {
        let viewModel = StatusViewModel()
        let expectedValues = [
            "On",
            "Off",
        ]

        var receivedValues = [String]()
        let values = viewModel.$statusText.receive(on: RunLoop.main).testValues()

        viewModel.providerChanged(to: false)

        for value in try await values.nextAndArrived(expectedValues.count, timeout: 3.0) {
            receivedValues.append(value)
        }

        XCTAssertEqual(receivedValues, expectedValues)
    }
}

runTests([test("testStatusTextFollowsTheProvider", StatusTests.testStatusTextFollowsTheProvider)])
