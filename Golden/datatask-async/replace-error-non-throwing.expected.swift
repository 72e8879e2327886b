import Foundation

struct Article: Decodable {
    let title: String
    let url: URL
}

final class NewsFeed {
    private let session: URLSession
    private let feedURL = URL(string: "https://news.example/top.json")!

    init(session: URLSession = .shared) {
        self.session = session
    }

    /// The top stories, or none when the feed cannot be loaded.
    func topStories() async -> [Article] {
        do {
            let (data, _) = try await session.data(from: feedURL)
            return try JSONDecoder().decode([Article].self, from: data)
        } catch {
            return []
        }
    }
}
