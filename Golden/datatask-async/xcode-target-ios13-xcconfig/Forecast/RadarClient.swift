import Combine
import Foundation

/// Available where `data(for:)` is: migrated even in an iOS 13 app.
@available(iOS 15.0, *)
final class RadarClient {
    private let session = URLSession.shared

    func frame(request: URLRequest) -> AnyPublisher<Data, Error> {
        session.dataTaskPublisher(for: request)
            .map(\.data)
            .mapError { $0 as Error }
            .eraseToAnyPublisher()
    }
}
