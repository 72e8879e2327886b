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
    func testUpdatePublishesAChange() async throws {
        let sut = BannerViewModel()
        let values = sut.objectWillChange.testValues()
        sut.update(recording: true)
        XCTAssertEqual(sut.title, "Recording")
        values.cancel()
        _ = try await values.next(timeout: 1)
    }

    @MainActor
    func testUpdateDisplaysTheBanner() async throws {
        let sut = BannerViewModel()
        let values = sut.$isDisplayed
            .dropFirst()
            .testValues()
        sut.update(recording: true)
        values.cancel()
        // Not heard any more: the expectation is not fulfilled a second time.
        sut.update(recording: false)
        let isDisplayed = try await values.next(timeout: 1)
        XCTAssertTrue(isDisplayed)
        try values.checkNothingMore()
    }
}

runTests([
    test("testUpdatePublishesAChange", PlantedCancelBeforeWaitTests.testUpdatePublishesAChange),
    test("testUpdateDisplaysTheBanner", PlantedCancelBeforeWaitTests.testUpdateDisplaysTheBanner),
])
