import Combine
import Foundation

// A `flatMap` into a function that stays in Combine (another caller hands its publisher
// on): the chain cannot become async code, so the first function stays too — the run
// reads the callers again once a function is left as it is.
struct AuthToken: Sendable {
    let value: String
}

struct Profile: Sendable {
    let name: String
}

actor AccountBackend {
    func issueToken() -> AuthToken { AuthToken(value: "abc") }
    func fetchProfile(token: AuthToken) -> Profile { Profile(name: "Lin") }
}

final class AccountAPI {
    private let backend = AccountBackend()

    func token() -> AnyPublisher<AuthToken, Error> {
        Future { promise in
            Task {
                let token = await self.backend.issueToken()
                promise(.success(token))
            }
        }
        .eraseToAnyPublisher()
    }

    func profile(token: AuthToken) -> AnyPublisher<Profile, Error> {
        Future { promise in
            Task {
                let profile = await self.backend.fetchProfile(token: token)
                promise(.success(profile))
            }
        }
        .eraseToAnyPublisher()
    }
}

final class AccountViewModel {
    private let api = AccountAPI()
    private var cancellables = Set<AnyCancellable>()
    var name = ""

    func load() {
        api.token()
            .flatMap { [api] token in api.profile(token: token) }
            .sink(receiveCompletion: { _ in }, receiveValue: { [weak self] profile in
                self?.name = profile.name
            })
            .store(in: &cancellables)
    }

    func profilePublisher(token: AuthToken) -> AnyPublisher<Profile, Error> {
        api.profile(token: token)
    }
}
