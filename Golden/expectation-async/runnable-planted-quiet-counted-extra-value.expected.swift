// validation: runnable fails
// A planted bug in the code under test: the status text goes to "Off", then back to "On" at
// once, one value more than the count. It came before the wait returned, ran the closure and
// was recorded, so the recorded values differ from those expected and the test fails before;
// after the rewrite it came with the counted ones (`nextAndArrived(n, timeout:)`), and the
// test fails the same way: exit status 1 and the same `failed:` line on both sides.
import Combine
import Foundation
import XCTest

/// The code under test: a status text that follows a provider's status, on the main queue.
final class StatusViewModel {
    @Published private(set) var statusText = "On"

    func providerChanged(to enabled: Bool) {
        DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(20)) {
            self.statusText = enabled ? "On" : "Off"
            self.statusText = "On"  // planted: back at once
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
        let values = viewModel.$statusText.testValues()

        viewModel.providerChanged(to: false)

        for value in try await values.nextAndArrived(expectedValues.count, timeout: 3.0) {
            receivedValues.append(value)
        }

        XCTAssertEqual(receivedValues, expectedValues)
    }
}

runTests([test("testStatusTextFollowsTheProvider", StatusTests.testStatusTextFollowsTheProvider)])
