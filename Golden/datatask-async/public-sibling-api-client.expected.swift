import Combine
import Foundation

public struct Repo: Decodable, Sendable {
    public let id: Int
    public let name: String
}

// A public API client: its publishers stay, as bridges to async siblings. The request is
// made for each subscription (`Deferred`), and the chain that received on the main queue
// still does.
public final class GitHubClient: @unchecked Sendable {
    private let session: URLSession
    private let baseURL: URL

    public init(session: URLSession = .shared, baseURL: URL) {
        self.session = session
        self.baseURL = baseURL
    }

    /// The repository with `id`.
    public func repoPublisher(id: Int) -> AnyPublisher<Repo, Error> {
        TaskPublisher { try await self.repo(id: id) }
            .receive(on: DispatchQueue.main)
            .eraseToAnyPublisher()
    }

    /// The repository with `id`.
    public func repo(id: Int) async throws -> Repo {
        let url = baseURL.appendingPathComponent("repositories/\(id)")
        let (data, _) = try await session.data(from: url)
        return try JSONDecoder().decode(Repo.self, from: data)
    }

    public func starredPublisher(request: URLRequest) -> AnyPublisher<[Repo], Error> {
        TaskPublisher { try await self.starred(request: request) }
            .receive(on: session.delegateQueue)
            .eraseToAnyPublisher()
    }

    public func starred(request: URLRequest) async throws -> [Repo] {
        let (data, response) = try await session.data(for: request)
        guard (response as? HTTPURLResponse)?.statusCode == 200 else {
            throw URLError(.badServerResponse)
        }
        return try JSONDecoder().decode([Repo].self, from: data)
    }

    public func readmePublisher(request: URLRequest) -> AnyPublisher<Data, Error> {
        let queue = DispatchQueue(label: "readme")
        return session.dataTaskPublisher(for: request)
            .map(\.data)
            .mapError { $0 as Error }
            .receive(on: queue)
            .eraseToAnyPublisher()
    }
}
