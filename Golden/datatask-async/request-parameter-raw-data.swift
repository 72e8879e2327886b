import Combine
import Foundation

/// Sends prepared requests and hands back the raw body.
final class HTTPClient {
    private let session: URLSession

    init(session: URLSession = .shared) {
        self.session = session
    }

    func send(_ request: URLRequest) -> AnyPublisher<Data, Error> {
        session.dataTaskPublisher(for: request)
            .tryMap {
                guard let http = $1 as? HTTPURLResponse, http.statusCode != 401 else {
                    throw URLError(.userAuthenticationRequired)
                }
                return $0
            }
            .subscribe(on: DispatchQueue.global())
            .eraseToAnyPublisher()
    }
}
