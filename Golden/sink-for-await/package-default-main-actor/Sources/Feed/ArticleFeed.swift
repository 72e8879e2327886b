import Combine

struct Article: Sendable {
    var title: String
}

protocol ArticleFeed {
    func updates() -> AnyPublisher<[Article], Never>
}
