import Foundation

final class FeatureFlags {
    private var flags: [String: Bool] = ["newOnboarding": true]

    func isEnabled(_ flag: String) async -> Bool {
        return self.flags[flag] ?? false
    }
}
