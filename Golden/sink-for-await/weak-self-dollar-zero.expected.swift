import Combine
import Foundation

@MainActor
final class ThemeController {
    private let settings: AppSettings
    private var cancellables = Set<AnyCancellable>()
    private(set) var isDark = false

    init(settings: AppSettings) {
        self.settings = settings
        let darkModeStream = settings.$darkMode
            .removeDuplicates()
            .bufferedValues()
        Task { [weak self] in
            for await value in darkModeStream {
                self?.isDark = value
            }
        }
        .store(in: &cancellables)
    }
}
