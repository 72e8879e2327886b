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
        auth.logIn(user: user, password: password)
            .receive(on: DispatchQueue.main)
            .sink(receiveCompletion: { completion in
                if case .failure(let error) = completion {
                    Log.info("login failed: \(error)")
                }
            }, receiveValue: { [weak self] session in
                self?.userName = session.userName
            })
            .store(in: &cancellables)
    }
}
