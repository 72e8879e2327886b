import Combine
import Foundation

@MainActor
final class LaunchMetrics {
    private let appState: AppStateMonitor
    private var cancellables = Set<AnyCancellable>()

    init(appState: AppStateMonitor) {
        self.appState = appState
        let becameActiveStream = appState.becameActive
            .first()
            .bufferedValues()
        Task {
            guard let value = await becameActiveStream.firstValueOrNil() else { return }
            Log.info("time to first activation: \(value)")
        }
        .store(in: &cancellables)
    }
}
