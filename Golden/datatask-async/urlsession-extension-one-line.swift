import Combine
import Foundation

extension URLSession {
    /// The body at `url`, whatever the status.
    func body(at url: URL) -> AnyPublisher<Data, Error> {
        dataTaskPublisher(for: url).map(\.data).mapError { $0 as Error }.eraseToAnyPublisher()
    }
}
