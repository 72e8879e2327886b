import Combine
import Foundation

struct Weather: Sendable {
    let celsius: Double
}

final class WeatherClient: @unchecked Sendable {
    func currentWeather(city: String, completion: @escaping (Result<Weather, Error>) -> Void) {
        completion(.success(Weather(celsius: 21)))
    }
}

final class WeatherService {
    private let client = WeatherClient()

    /// The weather in `city` now.
    func weather(city: String) async throws -> Weather {
        try await withCheckedThrowingContinuation { continuation in
            self.client.currentWeather(city: city) { result in
                continuation.resume(with: result)
            }
        }
    }

    /// A name that says nothing of its value once `Publisher` goes.
    func makePublisher(city: String) -> AnyPublisher<Weather, Error> {
        Future { promise in
            self.client.currentWeather(city: city) { result in
                promise(result)
            }
        }
        .eraseToAnyPublisher()
    }
}

@MainActor
final class WeatherViewModel {
    private let service = WeatherService()
    private var cancellables = Set<AnyCancellable>()
    private(set) var temperature = "–"

    func refresh(city: String) {
        Task { [weak self, service] in
            do {
                let weather = try await service.weather(city: city)
                guard !Task.isCancelled else { return }
                self?.temperature = "\(weather.celsius)°"
            } catch {
                guard !Task.isCancelled else { return }
                self?.temperature = "?"
            }
        }
        .store(in: &cancellables)
    }
}
