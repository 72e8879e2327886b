import Combine
import Foundation

// Look-alike: a module that does not import the models; its `Task` is Swift's.
@MainActor
final class SettingsModel {
    var theme = ""
    private var cancellables = Set<AnyCancellable>()

    init(store: ThemeStore) {
        let themeStream = store.$theme.bufferedValues()
        Task { [weak self] in
            for await theme in themeStream {
                self?.theme = theme
            }
        }
        .store(in: &cancellables)
    }
}

final class ThemeStore {
    @Published var theme = "light"
}
