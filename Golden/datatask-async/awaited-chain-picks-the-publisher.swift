import Combine
import Foundation

// Async code that awaits a chain on the publisher: `await api.user(id: 1).singleOutput()`
// (an operator the project declares for publishers only). The `await` is the chain's, and
// the call is one of the publisher, which stays, as a bridge to the async function: Swift
// picks the publisher there too, since the async function's `User` has no `singleOutput()`.
// Such calls were taken for calls of the async function, and the function became async
// under them. `posts()` is read through `.values`, which other types have too (a
// dictionary's): Swift might pick the async function there, and `posts()` is left as it is.
struct User: Decodable, Sendable {
    let id: Int
}

struct Post: Decodable, Sendable {
    let id: Int
}

extension Publisher {
    func singleOutput() async throws -> Output {
        for try await value in values {
            return value
        }
        throw URLError(.badServerResponse)
    }
}

final class API {
    private let session = URLSession.shared

    func user(id: Int) -> AnyPublisher<User, Error> {
        session.dataTaskPublisher(for: URL(string: "https://api.example.com/users/\(id)")!)
            .tryMap { try self.checked($0) }
            .decode(type: User.self, decoder: JSONDecoder())
            .eraseToAnyPublisher()
    }

    func posts() -> AnyPublisher<[Post], Error> {
        session.dataTaskPublisher(for: URL(string: "https://api.example.com/posts")!)
            .tryMap { try self.checked($0) }
            .decode(type: [Post].self, decoder: JSONDecoder())
            .eraseToAnyPublisher()
    }

    private func checked(_ output: URLSession.DataTaskPublisher.Output) throws -> Data {
        guard (output.response as? HTTPURLResponse)?.statusCode == 200 else { throw URLError(.badServerResponse) }
        return output.data
    }
}

final class ProfileLoader {
    private let api = API()

    func load() async throws -> User {
        try await api.user(id: 1).singleOutput()
    }

    func firstPost() async throws -> Post? {
        for try await posts in api.posts().values {
            return posts.first
        }
        return nil
    }
}
