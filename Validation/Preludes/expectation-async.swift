// Stubs for the app types that Golden/expectation-async cases name. Compiled in the same
// module as each case of that folder (input and expected output alike). Declarations only.
import Combine
import Foundation

struct User: Equatable {
    let id: Int
    let name: String
}

struct NotFound: Error {}

/// Sends its user after a short delay on another queue, as a network call would.
final class StubUserAPI {
    let user: User
    init(user: User) { self.user = user }

    func user(id: Int) -> AnyPublisher<User, Error> {
        // A serial queue: on a concurrent one, the delayed completion may overtake the value.
        let queue = DispatchQueue(label: "stub-user-api")
        guard id == user.id else {
            return Fail(error: NotFound()).delay(for: .milliseconds(20), scheduler: queue).eraseToAnyPublisher()
        }
        return Just(user).setFailureType(to: Error.self).delay(for: .milliseconds(20), scheduler: queue).eraseToAnyPublisher()
    }
}

final class UserRepository {
    let api: StubUserAPI
    init(api: StubUserAPI) { self.api = api }
    func user(id: Int) -> AnyPublisher<User, Error> { api.user(id: id) }
}

enum LoginError: Error, Equatable {
    case wrongPassword, locked
}

struct Session: Equatable {
    let token: String
}

final class LoginService {
    let validPassword: String
    let locked: Bool
    init(validPassword: String, locked: Bool = false) {
        self.validPassword = validPassword
        self.locked = locked
    }

    func login(user: String, password: String) -> AnyPublisher<Session, LoginError> {
        if locked { return Fail(error: .locked).eraseToAnyPublisher() }
        guard password == validPassword else { return Fail(error: .wrongPassword).eraseToAnyPublisher() }
        return Just(Session(token: user)).setFailureType(to: LoginError.self).eraseToAnyPublisher()
    }
}

@MainActor
final class ProfileViewModel: ObservableObject {
    @Published var title = ""
    @Published var isLoading = false
    private let api: StubUserAPI
    private var cancellables = Set<AnyCancellable>()

    init(api: StubUserAPI) { self.api = api }

    func load(id: Int) {
        isLoading = true
        api.user(id: id)
            .receive(on: DispatchQueue.main)
            .sink(receiveCompletion: { [weak self] _ in self?.isLoading = false },
                  receiveValue: { [weak self] user in self?.title = user.name })
            .store(in: &cancellables)
    }
}

final class SearchViewModel {
    @Published var results: [String] = []
    func search(_ query: String) {
        guard !query.isEmpty else { return }
        results = [query]
    }
}

final class SyncService {
    let progress = PassthroughSubject<Int, Never>()
    func sync(completion: @escaping () -> Void) {
        progress.send(50)
        progress.send(100)
        completion()
    }
}

final class Waiter {
    func fulfill() {}
}
