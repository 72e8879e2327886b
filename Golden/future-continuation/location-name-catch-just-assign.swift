import Combine
import Foundation

// A callback API wrapped in a Future; its caller maps the value, replaces a failure with a
// default through `catch { _ in Just(…) }`, and assigns the result on the main queue.
struct Placemark: Sendable {
    let locality: String
}

final class Geocoder {
    func reverseGeocode(latitude: Double, longitude: Double, completion: @escaping (Result<Placemark, Error>) -> Void) {
        completion(.success(Placemark(locality: "Lisbon")))
    }
}

final class PlaceLookup {
    private let geocoder = Geocoder()

    func placemark(latitude: Double, longitude: Double) -> AnyPublisher<Placemark, Error> {
        Future { promise in
            self.geocoder.reverseGeocode(latitude: latitude, longitude: longitude) { result in
                promise(result)
            }
        }
        .eraseToAnyPublisher()
    }
}

final class MapHeaderViewModel: ObservableObject {
    @Published var title = ""
    private let lookup: PlaceLookup
    private var cancellables = Set<AnyCancellable>()

    init(lookup: PlaceLookup) {
        self.lookup = lookup
    }

    func showPlace(latitude: Double, longitude: Double) {
        lookup.placemark(latitude: latitude, longitude: longitude)
            .catch { _ in Just(Placemark(locality: "Unknown place")) }
            .map(\.locality)
            .receive(on: DispatchQueue.main)
            .assign(to: \.title, on: self)
            .store(in: &cancellables)
    }
}
