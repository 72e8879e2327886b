import Combine
import XCTest

final class SettingsStoreTests: XCTestCase {
    /// Already `async`: it awaits the expectation with `fulfillment(of:)` and keeps its
    /// isolation (no `@MainActor`); it becomes `throws`.
    func testSavedThemeIsPublished() async {
        let store = SettingsStore()
        let exp = expectation(description: "theme")
        let cancellable = store.theme
            .dropFirst()
            .sink { theme in
                XCTAssertEqual(theme, "dark")
                exp.fulfill()
            }
        store.save(theme: "dark")
        await fulfillment(of: [exp], timeout: 1)

        cancellable.cancel()
    }

    /// A local cancellable cancelled after the wait: the cancellation goes with the sink.
    func testResetPublishesTheDefault() throws {
        let store = SettingsStore()
        let exp = expectation(description: "reset")
        let subscription = store.theme.dropFirst().sink { theme in
            XCTAssertEqual(theme, "light")
            exp.fulfill()
        }
        store.reset()
        wait(for: [exp], timeout: 1)
        subscription.cancel()
        XCTAssertEqual(store.theme.value, "light")
    }
}
