import Combine
import Foundation

final class LoginCoordinator {
    private var pendingLogin: ((Result<String, Error>) -> Void)?

    /// The promise is completed later, when the login screen calls `finish(with:)`.
    func login() -> AnyPublisher<String, Error> {
        Future { promise in
            self.pendingLogin = promise
        }
        .eraseToAnyPublisher()
    }

    func finish(with user: String) {
        pendingLogin?(.success(user))
        pendingLogin = nil
    }
}
