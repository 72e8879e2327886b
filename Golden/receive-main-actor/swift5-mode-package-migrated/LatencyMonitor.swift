import Combine
import Foundation

/// A Swift 6 manifest whose package builds in Swift 5 mode: the `Task { @MainActor … }` the
/// loop needs compiles there, as the `sink` did. Migrated.
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
