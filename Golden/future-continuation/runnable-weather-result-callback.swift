// validation: runnable
// A callback API that answers on a background queue, once with a value and once with an
// error: the subscriber and the migrated Task print the same lines.
import Combine
import Foundation

enum WeatherError: Error {
    case unknownCity(String)
}

final class WeatherClient: Sendable {
    private let queue = DispatchQueue(label: "weather")

    func temperature(city: String, completion: @escaping @Sendable (Result<Int, Error>) -> Void) {
        queue.async {
            if city == "Paris" {
                completion(.success(21))
            } else {
                completion(.failure(WeatherError.unknownCity(city)))
            }
        }
    }
}

final class WeatherService: Sendable {
    private let client = WeatherClient()

    func temperature(in city: String) -> AnyPublisher<Int, Error> {
        Future { promise in
            self.client.temperature(city: city) { result in
                promise(result)
            }
        }
        .eraseToAnyPublisher()
    }
}

let service = WeatherService()
var cancellables = Set<AnyCancellable>()

func show(_ city: String) {
    service.temperature(in: city)
        .sink(receiveCompletion: { completion in
            if case .failure(let error) = completion {
                print("\(city): failed with \(error)")
            }
        }, receiveValue: { degrees in
            print("\(city): \(degrees)°C")
        })
        .store(in: &cancellables)
}

show("Paris")
RunLoop.main.run(until: Date().addingTimeInterval(0.3))
show("Atlantis")
RunLoop.main.run(until: Date().addingTimeInterval(0.3))
print("done")
