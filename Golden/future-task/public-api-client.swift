import Combine
import Foundation

public struct Weather: Sendable {
    public let temperature: Double
}

public protocol WeatherBackend: Sendable {
    func current(city: String) async throws -> Weather
}

public final class WeatherClient {
    private let backend: WeatherBackend

    public init(backend: WeatherBackend) {
        self.backend = backend
    }

    /// Today's weather in `city`.
    public func currentWeather(city: String) -> AnyPublisher<Weather, Error> {
        Future { promise in
            Task {
                do {
                    let weather = try await self.backend.current(city: city)
                    promise(.success(weather))
                } catch {
                    promise(.failure(error))
                }
            }
        }
        .eraseToAnyPublisher()
    }
}
