import Combine
import Foundation

final class BatteryBadge {
    private var cancellables = Set<AnyCancellable>()
    private(set) var text = ""

    init(monitor: BatteryMonitor) {
        let levelStream = monitor.levelPublisher
            .removeDuplicates()
            .bufferedValues()
        Task { @MainActor [weak self] in
            for await level in levelStream {
                guard let self else { continue }
                self.text = "\(Int(level * 100))%"
            }
        }
        .store(in: &cancellables)
    }
}

final class BatteryMonitor {
    let levelPublisher = PassthroughSubject<Double, Never>()
}
