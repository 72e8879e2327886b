import Combine
import XCTest

final class SettingsStoreTests: XCTestCase {
    /// Already `async`: it awaits the expectation with `fulfillment(of:)` and keeps its
    /// isolation (no `@MainActor`); it becomes `throws`.
    func testSavedThemeIsPublished() async throws {
        let store = SettingsStore()
        let values = store.theme
            .dropFirst()
            .testValues()
        store.save(theme: "dark")
        let theme = try await values.next(timeout: 1)
        XCTAssertEqual(theme, "dark")
        try values.checkNothingMore()
    }

    /// A local cancellable cancelled after the wait: the cancellation goes with the sink.
    @MainActor func testResetPublishesTheDefault() async throws {
        let store = SettingsStore()
        let values = store.theme.dropFirst().testValues()
        store.reset()
        let theme = try await values.next(timeout: 1)
        XCTAssertEqual(theme, "light")
        try values.checkNothingMore()
        XCTAssertEqual(store.theme.value, "light")
    }
}
