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

    func currentSettings() async throws -> Settings {
        let result = await self.loader.load()
        return try result.get()
    }
}
