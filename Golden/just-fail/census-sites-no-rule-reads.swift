import Combine
import Foundation

/// Combine sites no rule migrates, each with the census's note (`combine-site`): a protocol
/// requirement, a subject other code can reach, a `@Published` property's publisher, a
/// function returning a stream, a `Just` inside a closure.
protocol SettingsStore {
    func values(forKey key: String) -> AnyPublisher<String, Never>
}

final class Settings: SettingsStore {
    let changes = PassthroughSubject<String, Never>()
    @Published var theme = "light"
    var themePublisher: Published<String>.Publisher { $theme }

    func values(forKey key: String) -> AnyPublisher<String, Never> {
        changes
            .filter { $0 == key }
            .flatMap { _ in Just(key) }
            .eraseToAnyPublisher()
    }
}
