import Combine
import Foundation

@MainActor
final class SettingsViewModel {
    @Published var notificationsEnabled = false
    private let settingsService: SettingsService
    private var cancellables = Set<AnyCancellable>()

    init(settingsService: SettingsService) {
        self.settingsService = settingsService
    }

    // Failures are ignored on purpose: the toggle keeps its last saved state.
    func save() {
        let savedStream = settingsService.update(notifications: notificationsEnabled).bufferedValues()
        Task { [weak self] in
            for try await saved in savedStream {
                self?.notificationsEnabled = saved
            }
        }
        .store(in: &self.cancellables)
    }
}
