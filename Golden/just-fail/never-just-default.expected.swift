import Foundation

actor PreferencesStore {
    func value(for key: String) -> String? {
        nil
    }
}

final class Preferences {
    private let store = PreferencesStore()

    func theme(for key: String?) async -> String {
        guard let key else {
            return "system"
        }
        let value = await self.store.value(for: key) ?? "system"
        return value
    }
}
