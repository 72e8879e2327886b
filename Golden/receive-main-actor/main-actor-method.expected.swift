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
        let nameStream = tracker.courierName.bufferedValues()
        Task { [weak self] in
            for await name in nameStream {
                self?.pinTitle = "Courier: \(name)"
            }
        }
        .store(in: &cancellables)
    }
}
