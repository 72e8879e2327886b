import Combine
import Foundation

// Found by the review of the change. `user(id:)` has its async overload written already, in an
// extension (an earlier run's, moved by the team): no second one is added. `tasks()` is in an
// extension of Foundation's `URLSession`, which no file of the run declares: an SDK's type
// may offer its callback API as an async method of that name already (WebKit's
// `deleteCookie(_:) async` for `delete(_:completionHandler:)`), which an overload would
// repeat. Both stay.
public struct User: Decodable, Sendable {
    public let name: String
}

public final class API {
    let session = URLSession.shared

    public init() {}

    public func user(id: Int) -> AnyPublisher<User, Error> {
        session.dataTaskPublisher(for: URL(string: "https://api.example.com/users/\(id)")!)
            .map(\.data)
            .decode(type: User.self, decoder: JSONDecoder())
            .eraseToAnyPublisher()
    }
}

extension API {
    public func user(id: Int) async throws -> User {
        let (data, _) = try await session.data(from: URL(string: "https://api.example.com/users/\(id)")!)
        return try JSONDecoder().decode(User.self, from: data)
    }
}

@MainActor
public extension URLSession {
    func tasks() -> AnyPublisher<[URLSessionTask], Never> {
        Future { promise in
            self.getAllTasks { tasks in
                promise(.success(tasks))
            }
        }
        .eraseToAnyPublisher()
    }
}
