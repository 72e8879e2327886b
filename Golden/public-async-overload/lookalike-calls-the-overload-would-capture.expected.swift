import Combine
import Foundation

// Public functions the rule leaves alone, each with a warning naming the call: one called
// unchained in asynchronous code, where Swift would pick an overload of its name (`let p =
// api.articles()` would stop compiling), and one named as a value, which either function
// could then mean. A `…Publisher` function gains a sibling without the suffix, as without
// this rule, and its callers are not read.
public struct Article: Decodable, Sendable {
    public let id: Int
}

public final class NewsAPI {
    private let session: URLSession

    public init(session: URLSession) {
        self.session = session
    }

    public func articles() -> AnyPublisher<[Article], Error> {
        session.dataTaskPublisher(for: URL(string: "https://news.example.com/articles")!)
            .map(\.data)
            .decode(type: [Article].self, decoder: JSONDecoder())
            .eraseToAnyPublisher()
    }

    public func article(id: Int) -> AnyPublisher<Article, Error> {
        session.dataTaskPublisher(for: URL(string: "https://news.example.com/articles/\(id)")!)
            .map(\.data)
            .decode(type: Article.self, decoder: JSONDecoder())
            .eraseToAnyPublisher()
    }

    public func headlinesPublisher() -> AnyPublisher<[Article], Error> {
        session.dataTaskPublisher(for: URL(string: "https://news.example.com/headlines")!)
            .map(\.data)
            .decode(type: [Article].self, decoder: JSONDecoder())
            .eraseToAnyPublisher()
    }

    public func headlines() async throws -> [Article] {
        let (data, _) = try await session.data(from: URL(string: "https://news.example.com/headlines")!)
        return try JSONDecoder().decode([Article].self, from: data)
    }
}

final class Refresher {
    let api: NewsAPI
    var cancellables = Set<AnyCancellable>()

    init(api: NewsAPI) {
        self.api = api
    }

    func refresh() async {
        let articles = api.articles()
        articles.sink(receiveCompletion: { _ in }, receiveValue: { print($0.count) }).store(in: &cancellables)
    }

    func details(of ids: [Int]) {
        ids.publisher
            .setFailureType(to: Error.self)
            .flatMap(api.article)
            .sink(receiveCompletion: { _ in }, receiveValue: { print($0.id) })
            .store(in: &cancellables)
    }
}
