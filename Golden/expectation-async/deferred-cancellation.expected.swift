import Combine
import XCTest

/// A local cancellable cancelled by a `defer` after the `sink`: the subscription ends with the
/// test, as releasing the awaited values does, so the `defer` goes.
final class DeferredCancellationTests: XCTestCase {
    @MainActor func testLoginRefused() async throws {
        let service = LoginService(validPassword: "secret")
        let values = service.login(user: "ada", password: "wrong").testValues()
        let error = try await values.failure(timeout: 1)
        XCTAssertEqual(error, .wrongPassword)
    }

    /// Cancelled before the wait: values after the cancel do not count, those before it do —
    /// `values.cancel()` where it was.
    @MainActor func testCancelledBeforeTheWait() async throws {
        let store = SettingsStore()
        let values = store.theme.dropFirst().testValues()
        store.save(theme: "dark")
        values.cancel()
        let theme = try await values.next(timeout: 1)
        XCTAssertEqual(theme, "dark")
        try values.checkNothingMore()
    }
}
