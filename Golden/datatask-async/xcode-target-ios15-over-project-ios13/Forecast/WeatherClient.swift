import Combine
import Foundation

/// The target deploys to iOS 15, above its project's iOS 13: migrated.
final class WeatherClient {
    private let session = URLSession.shared

    func forecast(request: URLRequest) -> AnyPublisher<Data, Error> {
        session.dataTaskPublisher(for: request)
            .map(\.data)
            .mapError { $0 as Error }
            .eraseToAnyPublisher()
    }
}
