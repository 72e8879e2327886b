import Combine
import Foundation

@MainActor
final class ThemeController {
    private let settings: AppSettings
    private var cancellables = Set<AnyCancellable>()
    private(set) var isDark = false

    init(settings: AppSettings) {
        self.settings = settings
        settings.$darkMode
            .removeDuplicates()
            .sink { [weak self] in self?.isDark = $0 }
            .store(in: &cancellables)
    }
}
