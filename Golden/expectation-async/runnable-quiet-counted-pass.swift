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
    func testStatusTextFollowsTheProvider() {
        let viewModel = StatusViewModel()
        let expectedValues = [
            "On",
            "Off",
        ]
        let expectation = XCTestExpectation(description: "statusText changed")
        expectation.expectedFulfillmentCount = expectedValues.count

        var receivedValues = [String]()
        let subscription = viewModel.$statusText.receive(on: RunLoop.main).sink {
            receivedValues.append($0)
            expectation.fulfill()
        }

        viewModel.providerChanged(to: false)

        wait(for: [expectation], timeout: 3.0)

        subscription.cancel()

        XCTAssertEqual(receivedValues, expectedValues)
    }
}

runTests([test("testStatusTextFollowsTheProvider", StatusTests.testStatusTextFollowsTheProvider)])
