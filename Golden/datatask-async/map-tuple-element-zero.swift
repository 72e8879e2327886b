import Combine
import Foundation

// The output's tuple elements by position, as real clients write them: `$0.0` is the data,
// `$0.1` the response.
final class FeedClient {
    private let session: URLSession
    private let feedURL: URL

    init(session: URLSession, feedURL: URL) {
        self.session = session
        self.feedURL = feedURL
    }

    func feed() -> AnyPublisher<Data, Error> {
        session.dataTaskPublisher(for: feedURL)
            .map { $0.0 }
            .mapError { $0 as Error }
            .eraseToAnyPublisher()
    }

    func feedResponse() -> AnyPublisher<URLResponse, Error> {
        session.dataTaskPublisher(for: feedURL)
            .map { $0.1 }
            .mapError { $0 as Error }
            .eraseToAnyPublisher()
    }
}
