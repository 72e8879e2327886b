import Combine
import Foundation

final class HealthCheck {
    private let session: URLSession
    private let healthURL = URL(string: "https://status.example/health")!

    init(session: URLSession) {
        self.session = session
    }

    /// The HTTP status of the health endpoint; the body is ignored.
    func status() -> AnyPublisher<Int, Error> {
        session.dataTaskPublisher(for: healthURL)
            .map(\.response)
            .tryMap { response in
                guard let http = response as? HTTPURLResponse else {
                    throw URLError(.badServerResponse)
                }
                return http.statusCode
            }
            .eraseToAnyPublisher()
    }
}
