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
        let locationStream = locationService.locations
            .filter { $0.accuracy < 50 }
            .bufferedValues()
        self.locationCancellable = Task { [weak self] in
            for await location in locationStream {
                self?.lastLocation = location
            }
        }.cancellable
        let headingStream = locationService.headings.bufferedValues()
        headingCancellable = Task { [weak self] in
            for await heading in headingStream {
                self?.heading = heading
            }
        }.cancellable
    }

    func stopTracking() {
        locationCancellable = nil
        headingCancellable = nil
    }
}
