import Combine
import Foundation

@MainActor
final class LocationTracker {
    private let locationService: LocationService
    private var locationCancellable: AnyCancellable?
    private var headingCancellable: AnyCancellable?
    private(set) var lastLocation: Coordinate?
    private(set) var heading = 0.0

    init(locationService: LocationService) {
        self.locationService = locationService
    }

    func startTracking() {
        self.locationCancellable = locationService.locations
            .filter { $0.accuracy < 50 }
            .sink { [weak self] location in
                self?.lastLocation = location
            }
        headingCancellable = locationService.headings.sink { [weak self] heading in
            self?.heading = heading
        }
    }

    func stopTracking() {
        locationCancellable = nil
        headingCancellable = nil
    }
}
