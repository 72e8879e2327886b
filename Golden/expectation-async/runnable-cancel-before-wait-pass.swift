// validation: runnable
// A local cancellable cancelled before the wait (Azure's view model tests: the values come
// synchronously, as the action runs; `cancel.cancel()`, then `wait(for:)`): the values the
// `sink` heard before the cancellation are still awaited, and nothing after it is heard —
// `values.cancel()` where the test cancelled. The same `passed:` lines print on both sides.
import Combine
import Foundation
import XCTest

@MainActor
final class BannerViewModel: ObservableObject {
    @Published var isDisplayed = false
    private(set) var title = ""

    func update(recording: Bool) {
        objectWillChange.send()
        title = recording ? "Recording" : ""
        isDisplayed = recording
    }
}

final class CancelBeforeWaitTests: XCTestCase {
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
    test("testUpdatePublishesAChange", CancelBeforeWaitTests.testUpdatePublishesAChange),
    test("testUpdateDisplaysTheBanner", CancelBeforeWaitTests.testUpdateDisplaysTheBanner),
])
