import Combine
import Foundation

/// Documents the networking layer: `dataTaskPublisher(for:)` is no longer used here.
enum NetworkingNotes {
    // session.dataTaskPublisher(for: url).map(\.data).eraseToAnyPublisher()
    static let migrationHint = "replace session.dataTaskPublisher(for: url) with session.data(from: url)"

    static func describe() -> AnyPublisher<String, Never> {
        Just("dataTaskPublisher(for:) → data(for:)").eraseToAnyPublisher()
    }
}
