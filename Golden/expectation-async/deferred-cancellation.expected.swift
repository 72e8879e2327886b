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

    /// Cancelled before the wait: values after the cancel do not count. Stays.
    func testCancelledBeforeTheWait() {
        let store = SettingsStore()
        let saved = expectation(description: "saved")
        let cancellable = store.theme.dropFirst().sink { theme in
            XCTAssertEqual(theme, "dark")
            saved.fulfill()
        }
        store.save(theme: "dark")
        cancellable.cancel()
        wait(for: [saved], timeout: 1)
    }
}
