import Combine
import Foundation

// A Future that completes at once with a value of `self`'s state, in a class no actor
// isolates: the Future read `flags` on its caller's thread as it was made; the async
// function would read it on the concurrency pool, beside the callers that change it on
// theirs. Left as it is, with a warning (a `@MainActor` class migrates:
// sync-settings-completes-at-once).

final class FeatureFlags {
    private var flags: [String: Bool] = ["newOnboarding": true]

    func isEnabled(_ flag: String) -> AnyPublisher<Bool, Never> {
        Future { promise in
            promise(.success(self.flags[flag] ?? false))
        }
        .eraseToAnyPublisher()
    }
}
