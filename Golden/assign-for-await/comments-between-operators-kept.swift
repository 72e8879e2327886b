import Combine
import Foundation

@MainActor
final class BatteryIndicatorViewModel {
    @Published private(set) var levelText = ""
    private let monitor: BatteryMonitor
    private var cancellables = Set<AnyCancellable>()

    init(monitor: BatteryMonitor) {
        self.monitor = monitor
        monitor.$level
            // The monitor reports 0...1; the label shows whole percents.
            .map { Int(($0 * 100).rounded()) }
            .removeDuplicates() /* the level jitters around a value */
            .map { "\($0)%" }
            .assign(to: \.levelText, on: self)
            .store(in: &cancellables)
    }
}
