import Combine
import Foundation

final class FeatureFlags {
    private var flags: [String: Bool] = ["newOnboarding": true]

    func isEnabled(_ flag: String) -> AnyPublisher<Bool, Never> {
        Future { promise in
            promise(.success(self.flags[flag] ?? false))
        }
        .eraseToAnyPublisher()
    }
}
