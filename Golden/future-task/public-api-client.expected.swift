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
    public func currentWeather(city: String) async throws -> Weather {
        let weather = try await self.backend.current(city: city)
        return weather
    }

    public func currentWeather(city: String) -> AnyPublisher<Weather, Error> {
        Deferred {
            Future { promise in
                Task {
                    do {
                        promise(.success(try await self.currentWeather(city: city)))
                    } catch {
                        promise(.failure(error))
                    }
                }
            }
        }
        .eraseToAnyPublisher()
    }
}
