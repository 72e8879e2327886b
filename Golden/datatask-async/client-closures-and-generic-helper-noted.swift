import Combine
import Foundation

/// `dataTaskPublisher(for:)` where datatask-async does not read it: in a closure stored in a
/// client struct, and in a generic request helper. Each stays, with a note saying why.
struct FeedClient {
    var fetch: (URL) -> AnyPublisher<Data, URLError>

    static let live = FeedClient(fetch: { url in
        URLSession.shared.dataTaskPublisher(for: url)
            .map(\.data)
            .eraseToAnyPublisher()
    })
}

final class API {
    let session = URLSession.shared
    let decoder = JSONDecoder()

    func request<T: Decodable>(_ request: URLRequest) -> AnyPublisher<T, Error> {
        session.dataTaskPublisher(for: request)
            .map(\.data)
            .decode(type: T.self, decoder: decoder)
            .eraseToAnyPublisher()
    }
}
