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
        self.locationRequest = locationProvider.updates
            .filter { $0.horizontalAccuracy < 100 }
            .first()
            .sink { [weak self] location in
                self?.nearestStore = "store near \(location.latitude),\(location.longitude)"
            }
    }

    func cancel() {
        locationRequest = nil
    }
}
