import Combine
import Foundation

final class MapScreenPresenter {
    private let tracker: DeliveryTracker
    private(set) var pinTitle = ""
    private var cancellables = Set<AnyCancellable>()

    init(tracker: DeliveryTracker) {
        self.tracker = tracker
    }

    @MainActor
    func start() {
        tracker.courierName
            .receive(on: DispatchQueue.main)
            .sink { [weak self] name in
                self?.pinTitle = "Courier: \(name)"
            }
            .store(in: &cancellables)
    }
}
