import Combine
import Foundation

/// The app's Combine face of the location SDK: the publishers are this file's purpose.
extension LocationClient {
    func authorizationPublisher() -> AnyPublisher<LocationAuthorization, Never> {
        Future { promise in
            self.requestAuthorization { status in
                promise(.success(status))
            }
        }
        .eraseToAnyPublisher()
    }

    func currentLocationPublisher() -> AnyPublisher<Coordinate, Error> {
        Future { promise in
            self.requestLocation { result in
                promise(result)
            }
        }
        .eraseToAnyPublisher()
    }

    func trackVisits(_ handler: @escaping (Visit) -> Void) -> AnyCancellable {
        visits.sink { visit in handler(visit) }
    }
}
