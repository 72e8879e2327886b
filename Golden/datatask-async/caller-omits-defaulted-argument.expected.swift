import Combine
import Foundation

// A call that leaves out a parameter with a default value is a call of the function all
// the same: `feed()` and `feed(page: 2)` call `feed(page:)`, and are migrated with it (or,
// where one stays in Combine, keep the function as it is). Calls matched by all the labels
// alone missed them: the function became async under them, and they no longer compiled.
struct Post: Decodable, Sendable {
    let id: Int
}

final class FeedClient {
    private let session = URLSession.shared

    func feed(page: Int = 1) async throws -> [Post] {
        let output: (data: Data, response: URLResponse) = try await session.data(from: URL(string: "https://feed.example.com/posts?page=\(page)")!)
        let body = try self.checked(output)
        return try JSONDecoder().decode([Post].self, from: body)
    }

    func drafts(limit: Int = 10, tag: String) -> AnyPublisher<[Post], Error> {
        session.dataTaskPublisher(for: URL(string: "https://feed.example.com/drafts?limit=\(limit)&tag=\(tag)")!)
            .map(\.data)
            .decode(type: [Post].self, decoder: JSONDecoder())
            .eraseToAnyPublisher()
    }

    private func checked(_ output: URLSession.DataTaskPublisher.Output) throws -> Data {
        guard (output.response as? HTTPURLResponse)?.statusCode == 200 else { throw URLError(.badServerResponse) }
        return output.data
    }
}

@MainActor
final class FeedViewModel {
    private let client = FeedClient()
    private var cancellables = Set<AnyCancellable>()
    private(set) var posts: [Post] = []
    private(set) var drafts: [Post] = []

    func load() {
        Task { [weak self, client] in
            do {
                let posts = try await client.feed()
                guard !Task.isCancelled else { return }
                self?.posts = posts
            } catch {}
        }
        .store(in: &cancellables)
    }

    func loadMore() {
        Task { [weak self, client] in
            do {
                let posts = try await client.feed(page: 2)
                guard !Task.isCancelled else { return }
                self?.posts += posts
            } catch {}
        }
        .store(in: &cancellables)
    }

    // Stays in Combine: a `drafts(tag:)` call that `retry`s keeps `drafts(limit:tag:)` as
    // it is (its chain holds nothing of the client, so no bridge would do).
    func loadDrafts() {
        let loadedStream = client.drafts(tag: "swift")
            .retry(1)
            .bufferedValues()
        Task { [weak self] in
            for try await loaded in loadedStream {
                self?.drafts = loaded
            }
        }
        .store(in: &cancellables)
    }
}
