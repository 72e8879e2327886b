import Combine
import Foundation

final class SessionGate {
    @Published private(set) var isLoggedIn = false

    /// Calls `completion` once the user is logged in; the caller keeps the subscription.
    func waitForLogin(then completion: @escaping () -> Void) -> AnyCancellable {
        let cancellable = $isLoggedIn
            .filter { $0 }
            .sink { _ in completion() }
        return cancellable
    }

    func logIn() {
        isLoggedIn = true
    }
}
