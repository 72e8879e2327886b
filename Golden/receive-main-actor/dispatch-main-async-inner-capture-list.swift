import Combine
import Foundation

final class BatteryBadge {
    private var cancellables = Set<AnyCancellable>()
    private(set) var text = ""

    init(monitor: BatteryMonitor) {
        monitor.levelPublisher
            .removeDuplicates()
            .sink(receiveValue: { level in
                DispatchQueue.main.async { [weak self] in
                    guard let self else { return }
                    self.text = "\(Int(level * 100))%"
                }
            })
            .store(in: &cancellables)
    }
}

final class BatteryMonitor {
    let levelPublisher = PassthroughSubject<Double, Never>()
}
