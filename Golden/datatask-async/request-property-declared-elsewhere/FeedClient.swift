import Combine
import Foundation

struct Feed: Decodable {
    let title: String
}

final class FeedClient {
    let session: URLSession

    init(session: URLSession) {
        self.session = session
    }

    func feed(at endpoint: Endpoint) -> AnyPublisher<Feed, Error> {
        session.dataTaskPublisher(for: endpoint.urlRequest)
            .map(\.data)
            .decode(type: Feed.self, decoder: JSONDecoder())
            .eraseToAnyPublisher()
    }
}

extension StatusMonitor {
    func ping() -> AnyPublisher<Int, Error> {
        session.dataTaskPublisher(for: pingRequest)
            .tryMap { _, response in
                guard let http = response as? HTTPURLResponse else { throw URLError(.badServerResponse) }
                return http.statusCode
            }
            .eraseToAnyPublisher()
    }
}
