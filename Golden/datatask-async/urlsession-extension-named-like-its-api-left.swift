import Combine
import Foundation

// Requests in an extension of `URLSession`, which no file of the run declares. Its async API
// is known: `data`, `upload`, `download`, `bytes`, `tasks`, `allTasks`, `reset`, `flush`. A
// `dataPublisher(for:)` would become an async `data(for:)`, the session's own name and
// labels: its body's `data(for:)` call could pick it, and so could every call of Apple's in
// the module. It is left, with a warning; `feed(at:)`, a name the session has no async
// method of, migrates.
struct Feed: Decodable, Sendable {
    let title: String
}

extension URLSession {
    func dataPublisher(for request: URLRequest) -> AnyPublisher<Data, URLError> {
        dataTaskPublisher(for: request)
            .map(\.data)
            .eraseToAnyPublisher()
    }

    func feed(at url: URL) -> AnyPublisher<Feed, Error> {
        dataTaskPublisher(for: url)
            .map(\.data)
            .decode(type: Feed.self, decoder: JSONDecoder())
            .eraseToAnyPublisher()
    }
}
