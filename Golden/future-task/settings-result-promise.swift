import Combine
import Foundation

struct Settings: Sendable {
    var darkMode: Bool
}

protocol SettingsLoader: Sendable {
    func load() async -> Result<Settings, Error>
}

final class SettingsViewModelService {
    private let loader: SettingsLoader

    init(loader: SettingsLoader) {
        self.loader = loader
    }

    func currentSettings() -> AnyPublisher<Settings, Error> {
        Future { promise in
            Task {
                let result = await self.loader.load()
                promise(result)
            }
        }
        .eraseToAnyPublisher()
    }
}
