import Combine
import Foundation

/// Available where `data(for:)` is, on every platform the package lists: migrated.
@available(iOS 15.0, macOS 12.0, *)
final class RadarClient {
    private let session = URLSession.shared

    func frame(request: URLRequest) -> AnyPublisher<Data, Error> {
        session.dataTaskPublisher(for: request)
            .map(\.data)
            .mapError { $0 as Error }
            .eraseToAnyPublisher()
    }
}

extension WeatherClient {
    /// The function's own `@available`, in the long form.
    @available(iOS, introduced: 15.0)
    @available(macOS, introduced: 12.0)
    func raw(url: URL) -> AnyPublisher<Data, Error> {
        URLSession.shared.dataTaskPublisher(for: url)
            .map(\.data)
            .mapError { $0 as Error }
            .eraseToAnyPublisher()
    }
}
