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

    func temperature(in city: String) async throws -> Int {
        try await withCheckedThrowingContinuation { continuation in
            self.client.temperature(city: city) { result in
                continuation.resume(with: result)
            }
        }
    }
}

let service = WeatherService()
var cancellables = Set<AnyCancellable>()

func show(_ city: String) {
    Task {
        do {
            let degrees = try await service.temperature(in: city)
            guard !Task.isCancelled else { return }
            print("\(city): \(degrees)°C")
        } catch {
            guard !Task.isCancelled else { return }
            print("\(city): failed with \(error)")
        }
    }
    .store(in: &cancellables)
}

show("Paris")
RunLoop.main.run(until: Date().addingTimeInterval(0.3))
show("Atlantis")
RunLoop.main.run(until: Date().addingTimeInterval(0.3))
print("done")
