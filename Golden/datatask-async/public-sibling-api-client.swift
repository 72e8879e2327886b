import Combine
import Foundation

public struct Repo: Decodable, Sendable {
    public let id: Int
    public let name: String
}

// A public API client: its publishers stay as they are, for its callers outside the run —
// a bridge calling the async sibling would hold the client while the request ran, which the
// chains did not — and the async siblings are written after them.
public final class GitHubClient: @unchecked Sendable {
    private let session: URLSession
    private let baseURL: URL

    public init(session: URLSession = .shared, baseURL: URL) {
        self.session = session
        self.baseURL = baseURL
    }

    /// The repository with `id`.
    public func repoPublisher(id: Int) -> AnyPublisher<Repo, Error> {
        let url = baseURL.appendingPathComponent("repositories/\(id)")
        return session.dataTaskPublisher(for: url)
            .map(\.data)
            .decode(type: Repo.self, decoder: JSONDecoder())
            .receive(on: DispatchQueue.main)
            .eraseToAnyPublisher()
    }

    public func starredPublisher(request: URLRequest) -> AnyPublisher<[Repo], Error> {
        session.dataTaskPublisher(for: request)
            .tryMap { data, response in
                guard (response as? HTTPURLResponse)?.statusCode == 200 else {
                    throw URLError(.badServerResponse)
                }
                return try JSONDecoder().decode([Repo].self, from: data)
            }
            .eraseToAnyPublisher()
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
