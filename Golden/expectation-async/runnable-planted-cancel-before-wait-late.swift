// validation: runnable fails
// A planted bug in the code under test: the banner's update sends nothing before the tests
// cancel their subscriptions (it publishes later, in a task of its own). Both tests fail before
// (the wait times out) and after (the await times out) the rewrite, within the timeout, with
// exit status 1 and the same `failed:` lines. The tests are those of
// runnable-cancel-before-wait-pass.
import Combine
import Foundation
import XCTest

/// The code under test, with its bug: it publishes after the update returns.
@MainActor
final class BannerViewModel: ObservableObject {
    @Published var isDisplayed = false
    private(set) var title = ""

    func update(recording: Bool) {
        title = recording ? "Recording" : ""
        Task { @MainActor in
            self.objectWillChange.send()
            self.isDisplayed = recording
        }
    }
}

final class PlantedCancelBeforeWaitTests: XCTestCase {
    @MainActor
    func testUpdatePublishesAChange() {
        let sut = BannerViewModel()
        let expectation = XCTestExpectation(description: "Should publish a change")
        let cancel = sut.objectWillChange
            .sink(receiveValue: {
                expectation.fulfill()
            })
        sut.update(recording: true)
        XCTAssertEqual(sut.title, "Recording")
        cancel.cancel()
        wait(for: [expectation], timeout: 1)
    }

    @MainActor
    func testUpdateDisplaysTheBanner() {
        let sut = BannerViewModel()
        let expectation = expectation(description: "Should display")
        let cancel = sut.$isDisplayed
            .dropFirst()
            .sink(receiveValue: { isDisplayed in
                XCTAssertTrue(isDisplayed)
                expectation.fulfill()
            })
        sut.update(recording: true)
        cancel.cancel()
        // Not heard any more: the expectation is not fulfilled a second time.
        sut.update(recording: false)
        wait(for: [expectation], timeout: 1)
    }
}

runTests([
    test("testUpdatePublishesAChange", PlantedCancelBeforeWaitTests.testUpdatePublishesAChange),
    test("testUpdateDisplaysTheBanner", PlantedCancelBeforeWaitTests.testUpdateDisplaysTheBanner),
])
