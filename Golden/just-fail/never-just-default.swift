import Combine
import Foundation

actor PreferencesStore {
    func value(for key: String) -> String? {
        nil
    }
}

final class Preferences {
    private let store = PreferencesStore()

    func theme(for key: String?) -> AnyPublisher<String, Never> {
        guard let key else {
            return Just("system").eraseToAnyPublisher()
        }
        return Future { promise in
            Task {
                let value = await self.store.value(for: key) ?? "system"
                promise(.success(value))
            }
        }
        .eraseToAnyPublisher()
    }
}
