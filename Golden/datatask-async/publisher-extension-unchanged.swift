import Combine
import Foundation

extension Publisher where Output == (data: Data, response: URLResponse), Failure == URLError {
    /// Fails unless the response is a 2xx HTTP response; used after `dataTaskPublisher`.
    func validatedData() -> AnyPublisher<Data, Error> {
        tryMap { data, response in
            guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode) else {
                throw URLError(.badServerResponse)
            }
            return data
        }
        .eraseToAnyPublisher()
    }
}
