import Combine
import Foundation

enum LocationAuthorization: Sendable {
    case granted, denied
}

struct Coordinate: Sendable {
    let latitude: Double
    let longitude: Double
}

struct Visit: Sendable {}

/// A stand-in for a location SDK's client with callback APIs.
final class LocationClient: @unchecked Sendable {
    let visits = PassthroughSubject<Visit, Never>()

    func requestAuthorization(_ completion: @escaping (LocationAuthorization) -> Void) {
        completion(.granted)
    }

    func requestLocation(_ completion: @escaping (Result<Coordinate, Error>) -> Void) {
        completion(.success(Coordinate(latitude: 0, longitude: 0)))
    }
}
