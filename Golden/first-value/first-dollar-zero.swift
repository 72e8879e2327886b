import Combine
import Foundation

@MainActor
final class LaunchMetrics {
    private let appState: AppStateMonitor
    private var cancellables = Set<AnyCancellable>()

    init(appState: AppStateMonitor) {
        self.appState = appState
        appState.becameActive
            .first()
            .sink { Log.info("time to first activation: \($0)") }
            .store(in: &cancellables)
    }
}
