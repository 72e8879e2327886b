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
    test("testUpdatePublishesAChange", CancelBeforeWaitTests.testUpdatePublishesAChange),
    test("testUpdateDisplaysTheBanner", CancelBeforeWaitTests.testUpdateDisplaysTheBanner),
])
