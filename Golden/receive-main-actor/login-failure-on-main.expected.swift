import Combine
import Foundation

final class LoginPresenter {
    private let auth: AuthService
    private(set) var userName = ""
    private var cancellables = Set<AnyCancellable>()

    init(auth: AuthService) {
        self.auth = auth
    }

    func logIn(user: String, password: String) {
        let sessionStream = auth.logIn(user: user, password: password).bufferedValues()
        Task { @MainActor [weak self] in
            do {
                for try await session in sessionStream {
                    self?.userName = session.userName
                }
            } catch {
                let error = sessionStream.failure(error)
                Log.info("login failed: \(error)")
            }
        }
        .store(in: &cancellables)
    }
}
