import Combine
import Foundation

enum LocationAuthorization {
    case notDetermined, denied, whenInUse, always
}

struct Coordinate {
    let latitude: Double
    let longitude: Double
}

/// A location service with completion handlers (no delegate).
final class LocationClient {
    func requestAuthorization(completion: @escaping (Result<LocationAuthorization, Error>) -> Void) {
        completion(.success(.whenInUse))
    }

    func currentLocation(accuracy: Double, completion: @escaping (Result<Coordinate, Error>) -> Void) {
        completion(.success(Coordinate(latitude: 48.85, longitude: 2.35)))
    }
}

final class LocationPermissionManager {
    private let client: LocationClient

    init(client: LocationClient) {
        self.client = client
    }

    func requestPermission() -> AnyPublisher<LocationAuthorization, Error> {
        return Future { promise in
            self.client.requestAuthorization { result in
                promise(result)
            }
        }
        .eraseToAnyPublisher()
    }

    func currentLocation() -> AnyPublisher<Coordinate, Error> {
        Future { promise in
            // Hundred-metre accuracy is enough for the weather screen.
            self.client.currentLocation(accuracy: 100) { result in
                promise(result)
            }
        }
        .eraseToAnyPublisher()
    }
}
