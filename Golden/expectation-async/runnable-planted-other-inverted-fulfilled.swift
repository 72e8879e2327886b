// validation: runnable fails
// A planted bug in the code under test: a tap on an active button also calls `onInactive`,
// which fulfils the inverted expectation: the test fails before and after (the inverted
// expectation, which stays, is awaited with `fulfillment(of:timeout:)`), within its timeout.
import Combine
import Foundation
import XCTest

/// The code under test: a button that starts a detection, whose states are published on the
/// main queue, and that calls `onInactive` only when the detection is off.
final class DetectionButton {
    enum State: Equatable { case idle, downloading, detecting }
    @Published private(set) var state = State.idle
    var isActive = true
    let onInactive: () -> Void

    init(onInactive: @escaping () -> Void) { self.onInactive = onInactive }

    func tap() {
        onInactive()  // planted: called whatever the state
        DispatchQueue.main.async {
            self.state = .downloading
            self.state = .detecting
            self.state = .idle
        }
    }
}

class DetectionTests: XCTestCase {

	func testTapDetects() {
		var subscriptions = Set<AnyCancellable>()
		let expectedStates: [DetectionButton.State] = [.idle, .downloading, .detecting, .idle]

		let stateExpectation = expectation(description: "state updated")
		stateExpectation.expectedFulfillmentCount = expectedStates.count

		var receivedStates = [DetectionButton.State]()
		let onInactiveExpectation = expectation(description: "onInactive not called")
		onInactiveExpectation.isInverted = true
		let button = DetectionButton(onInactive: { onInactiveExpectation.fulfill() })

		button.$state
			.sink {
				receivedStates.append($0)
				stateExpectation.fulfill()
			}
			.store(in: &subscriptions)

		button.tap()

		waitForExpectations(timeout: 0.5)

		XCTAssertEqual(receivedStates, expectedStates)
	}
}

runTests([test("testTapDetects", DetectionTests.testTapDetects)])
