import Combine

struct Post: Sendable {
    var title: String
}

protocol FeedClient {
    func updates() -> AnyPublisher<[Post], Never>
}
