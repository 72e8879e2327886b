import Combine
import Foundation

/// The app deploys to iOS 13 (its xcconfig says so), where `data(for:)` does not exist:
/// the support file's `backDeployedData(for:)` instead.
final class WeatherClient {
    private let session = URLSession.shared

    func forecast(request: URLRequest) -> AnyPublisher<Data, Error> {
        session.dataTaskPublisher(for: request)
            .map(\.data)
            .mapError { $0 as Error }
            .eraseToAnyPublisher()
    }
}
