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

    func forecast(city: String) async throws -> Forecast {
        let url = URL(string: "https://weather.example.com/\(city)")!
        let (data, _) = try await session.backDeployedData(from: url)
        return try JSONDecoder().decode(Forecast.self, from: data)
    }
}

/// Available from iOS 15 only: macOS 10.15 still lacks `data(for:)`, so `backDeployedData(for:)`.
@available(iOS 15.0, *)
final class AlertsClient {
    private let session = URLSession.shared

    func alerts(request: URLRequest) async throws -> Data {
        let (data, _) = try await session.backDeployedData(for: request)
        return data
    }
}
