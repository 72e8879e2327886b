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
    func weatherPublisher(city: String) -> AnyPublisher<Weather, Error> {
        Future { promise in
            self.client.currentWeather(city: city) { result in
                promise(result)
            }
        }
        .eraseToAnyPublisher()
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
        service.weatherPublisher(city: city)
            .receive(on: DispatchQueue.main)
            .sink(receiveCompletion: { [weak self] completion in
                switch completion {
                case .finished:
                    break
                case .failure:
                    self?.temperature = "?"
                }
            }, receiveValue: { [weak self] weather in
                self?.temperature = "\(weather.celsius)°"
            })
            .store(in: &cancellables)
    }
}
