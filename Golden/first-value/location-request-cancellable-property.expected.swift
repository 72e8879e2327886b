import Combine
import Foundation

@MainActor
final class StoreLocatorViewModel {
    private let locationProvider: LocationProvider
    private(set) var nearestStore: String?
    private var locationRequest: AnyCancellable?

    init(locationProvider: LocationProvider) {
        self.locationProvider = locationProvider
    }

    func findNearestStore() {
        let locationStream = locationProvider.updates
            .filter { $0.horizontalAccuracy < 100 }
            .first()
            .bufferedValues()
        self.locationRequest = Task { [weak self] in
            guard let location = await locationStream.firstValueOrNil() else { return }
            self?.nearestStore = "store near \(location.latitude),\(location.longitude)"
        }.cancellable
    }

    func cancel() {
        locationRequest = nil
    }
}
