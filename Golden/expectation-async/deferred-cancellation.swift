import Combine
import XCTest

/// A local cancellable cancelled by a `defer` after the `sink`: the subscription ends with the
/// test, as releasing the awaited values does, so the `defer` goes.
final class DeferredCancellationTests: XCTestCase {
    func testLoginRefused() {
        let service = LoginService(validPassword: "secret")
        let refused = expectation(description: "refused")
        let cancellable = service.login(user: "ada", password: "wrong").sink(
            receiveCompletion: { completion in
                if case .failure(let error) = completion {
                    XCTAssertEqual(error, .wrongPassword)
                    refused.fulfill()
                }
            },
            receiveValue: { _ in XCTFail("a session") }
        )
        defer {
            cancellable.cancel()
        }
        waitForExpectations(timeout: 1)
    }

    /// Cancelled before the wait: values after the cancel do not count, those before it do —
    /// `values.cancel()` where it was.
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
