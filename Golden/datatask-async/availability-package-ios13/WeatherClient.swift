import Combine
import Foundation

struct Forecast: Decodable {
    let temperature: Double
}

/// The package deploys to iOS 13 and macOS 10.15, where `URLSession.data(from:)` is not
/// available: the support file's `backDeployedData(from:)` instead, and its caller follows.
final class WeatherClient {
    private let session: URLSession

    init(session: URLSession) {
        self.session = session
    }

    func forecast(city: String) -> AnyPublisher<Forecast, Error> {
        let url = URL(string: "https://weather.example.com/\(city)")!
        return session.dataTaskPublisher(for: url)
            .map(\.data)
            .decode(type: Forecast.self, decoder: JSONDecoder())
            .eraseToAnyPublisher()
    }
}

/// Available from iOS 15 only: macOS 10.15 still lacks `data(for:)`, so `backDeployedData(for:)`.
@available(iOS 15.0, *)
final class AlertsClient {
    private let session = URLSession.shared

    func alerts(request: URLRequest) -> AnyPublisher<Data, Error> {
        session.dataTaskPublisher(for: request)
            .map(\.data)
            .mapError { $0 as Error }
            .eraseToAnyPublisher()
    }
}
