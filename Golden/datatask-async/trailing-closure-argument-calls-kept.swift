import Combine
import Foundation

// Calls that pass a defaulted closure parameter as a trailing closure are calls of the
// function (`api.user(id: 1) { print($0) }`), also awaited through a chain after the closure
// (`try await api.user(id: 2) { … }.singleOutput()`). Both stay in Combine, and so does
// `user(id:log:)`, with a warning. Calls matched by all the labels missed them, and the
// function became async under them.

struct User: Decodable, Sendable { let name: String }

final class API {
    let session = URLSession.shared

    func user(id: Int, log: ((String) -> Void)? = nil) -> AnyPublisher<User, Error> {
        session.dataTaskPublisher(for: URL(string: "https://x.example/u/\(id)")!)
            .map(\.data)
            .decode(type: User.self, decoder: JSONDecoder())
            .eraseToAnyPublisher()
    }
}

@MainActor
final class Model {
    let api = API()
    var name = ""
    var cancellables = Set<AnyCancellable>()
    func loadAsync() async throws -> User {
        try await api.user(id: 2) { print($0) }.singleOutput()
    }

    func load() {
        api.user(id: 1) { print($0) }
            .sink(receiveCompletion: { _ in }, receiveValue: { [weak self] user in self?.name = user.name })
            .store(in: &cancellables)
    }
}

extension Publisher {
    func singleOutput() async throws -> Output {
        for try await value in values { return value }
        throw URLError(.badServerResponse)
    }
}
