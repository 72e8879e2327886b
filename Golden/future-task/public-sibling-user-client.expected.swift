import Combine
import Foundation

public struct User: Sendable {
    public let id: String
    public let name: String
}

public protocol UserBackend: Sendable {
    func fetchUser(id: String) async throws -> User
    func onlineCount() async -> Int
}

// A package's public client: callers outside this package subscribe to its publishers,
// so they stay, as bridges to async siblings; the view model of the package keeps calling
// the publisher too.
public final class UserClient: @unchecked Sendable {
    let backend: UserBackend

    public init(backend: UserBackend) {
        self.backend = backend
    }

    /// The user with `id`, from the backend.
    public func userPublisher(id: String) -> AnyPublisher<User, Error> {
        Future { promise in
            Task {
                do {
                    promise(.success(try await self.user(id: id)))
                } catch {
                    promise(.failure(error))
                }
            }
        }
        .eraseToAnyPublisher()
    }

    /// The user with `id`, from the backend.
    public func user(id: String) async throws -> User {
        let user = try await self.backend.fetchUser(id: id)
        return user
    }

    public func onlineCountPublisher() -> AnyPublisher<Int, Never> {
        Deferred {
            Future { promise in
                Task {
                    promise(.success(await self.onlineCount()))
                }
            }
        }
        .eraseToAnyPublisher()
    }

    public func onlineCount() async -> Int {
        let count = await self.backend.onlineCount()
        return count
    }
}

public extension UserClient {
    // A member of a `public extension` is public too.
    func namePublisher(id: String) -> AnyPublisher<String, Error> {
        Future { promise in
            Task {
                do {
                    promise(.success(try await self.name(id: id)))
                } catch {
                    promise(.failure(error))
                }
            }
        }
        .eraseToAnyPublisher()
    }

    func name(id: String) async throws -> String {
        return try await self.backend.fetchUser(id: id).name
    }
}

final class ProfileViewModel {
    private let client: UserClient
    private var cancellables = Set<AnyCancellable>()
    var name = ""

    init(client: UserClient) {
        self.client = client
    }

    func load() {
        client.userPublisher(id: "me")
            .map(\.name)
            .replaceError(with: "")
            .sink { [weak self] name in self?.name = name }
            .store(in: &cancellables)
    }
}
