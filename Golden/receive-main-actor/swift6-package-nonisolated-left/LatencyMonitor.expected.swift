import Combine
import Foundation

/// Swift 6 mode: a `Task { @MainActor [weak self] in … }` started here would send `self`, a
/// class that is not `Sendable`, to the main actor — a compile error the `sink` did not
/// have. Left alone, with a warning.
final class LatencyMonitor {
    private var cancellables = Set<AnyCancellable>()
    private(set) var lastLatency: TimeInterval = 0
    let samples = PassthroughSubject<TimeInterval, Never>()

    func start() {
        samples
            .receive(on: DispatchQueue.main)
            .sink { [weak self] latency in
                self?.lastLatency = latency
            }
            .store(in: &cancellables)
    }
}

/// On the main actor already: the Task inherits it and captures `self` where it is
/// isolated, which Swift 6 mode accepts. Migrated.
@MainActor
final class LatencyBadge {
    private var cancellables = Set<AnyCancellable>()
    private(set) var text = ""

    func bind(to monitor: LatencyMonitor) {
        let latencyStream = monitor.samples.bufferedValues()
        Task { [weak self] in
            for await latency in latencyStream {
                self?.text = "\(Int(latency * 1000)) ms"
            }
        }
        .store(in: &cancellables)
    }
}
