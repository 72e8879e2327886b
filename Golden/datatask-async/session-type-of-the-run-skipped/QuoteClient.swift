import Combine
import Foundation

final class QuoteClient {
    private let session: HTTPSession
    private let baseURL: URL

    init(session: HTTPSession, baseURL: URL) {
        self.session = session
        self.baseURL = baseURL
    }

    func quote(symbol: String) -> AnyPublisher<Data, Error> {
        session.dataTaskPublisher(for: baseURL.appendingPathComponent(symbol))
            .map(\.data)
            .mapError { $0 as Error }
            .eraseToAnyPublisher()
    }
}
