import Combine
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
    func topStories() -> AnyPublisher<[Article], Never> {
        session.dataTaskPublisher(for: feedURL)
            .map(\.data)
            .decode(type: [Article].self, decoder: JSONDecoder())
            .replaceError(with: [])
            .receive(on: RunLoop.main)
            .eraseToAnyPublisher()
    }
}
