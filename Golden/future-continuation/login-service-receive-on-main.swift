import Combine
import Foundation

struct Credentials {
    var email: String
    var password: String
}

final class AuthSDK {
    static let shared = AuthSDK()

    func signIn(email: String, password: String, completion: @escaping (String?, Error?) -> Void) {}
    func sendReset(email: String, completion: @escaping (Error?) -> Void) {}
}

final class LoginService {
    func login(with credentials: Credentials) -> AnyPublisher<String, Error> {
        Deferred {
            Future { promise in
                AuthSDK.shared.signIn(email: credentials.email, password: credentials.password) { token, error in
                    if let error {
                        promise(.failure(error))
                    } else {
                        promise(.success(token ?? ""))
                    }
                }
            }
        }
        .receive(on: RunLoop.main)
        .eraseToAnyPublisher()
    }

    func resetPassword(email: String) -> AnyPublisher<Void, Error> {
        Future { promise in
            AuthSDK.shared.sendReset(email: email) { error in
                if let error {
                    promise(.failure(error))
                } else {
                    promise(.success(()))
                }
            }
        }
        .receive(on: DispatchQueue.main)
        .eraseToAnyPublisher()
    }
}

@MainActor
final class LoginViewModel {
    private let service = LoginService()
    private var subscriptions = Set<AnyCancellable>()
    var token: String?
    var errorText: String?

    func login(email: String, password: String) {
        service.login(with: Credentials(email: email, password: password))
            .sink { [weak self] completion in
                if case .failure(let error) = completion {
                    self?.errorText = error.localizedDescription
                }
            } receiveValue: { [weak self] token in
                self?.token = token
            }
            .store(in: &subscriptions)
    }
}

// Not on the main actor: its subscriber ran on the main queue, where a Task here would not
// run it, so `resetPassword(email:)` stays.
final class ResetCoordinator {
    private let service = LoginService()
    private var subscriptions = Set<AnyCancellable>()
    var sent = false

    func reset(email: String) {
        service.resetPassword(email: email)
            .sink { _ in } receiveValue: { [weak self] in
                self?.sent = true
            }
            .store(in: &subscriptions)
    }
}

// Public: its callers outside the run keep the publisher, with its own body: a bridge calling
// the async sibling would hold the service while the SDK works, which the Future did not.
// The async sibling is written after it.
public final class SessionKit {
    public init() {}

    public func currentUserPublisher() -> AnyPublisher<String, Error> {
        Future { promise in
            AuthSDK.shared.signIn(email: "", password: "") { token, error in
                if let token {
                    promise(.success(token))
                } else {
                    promise(.failure(error ?? URLError(.userAuthenticationRequired)))
                }
            }
        }
        .receive(on: RunLoop.main)
        .eraseToAnyPublisher()
    }
}
