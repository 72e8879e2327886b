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

    func requestPermission() async throws -> LocationAuthorization {
        return try await withCheckedThrowingContinuation { continuation in
            self.client.requestAuthorization { result in
                continuation.resume(with: result)
            }
        }
    }

    func currentLocation() async throws -> Coordinate {
        try await withCheckedThrowingContinuation { continuation in
            // Hundred-metre accuracy is enough for the weather screen.
            self.client.currentLocation(accuracy: 100) { result in
                continuation.resume(with: result)
            }
        }
    }
}
