import Combine
import Foundation

/// The framework deploys to iOS 14: `data(for:)` is not there, so `backDeployedData(for:)`.
final class FeedClient {
    private let session: URLSession

    init(session: URLSession) {
        self.session = session
    }

    func feed(request: URLRequest) -> AnyPublisher<Data, Error> {
        session.dataTaskPublisher(for: request)
            .map(\.data)
            .mapError { $0 as Error }
            .eraseToAnyPublisher()
    }
}
