import Combine
import Foundation

// `NotificationCenter.default` starts the chain: a member named by a keyword (`default`,
// like `.catch { … }` and `.init(…)`) continues the expression, so the subscription is one
// statement from its first line.
extension Notification.Name {
    static let emailDidSignIn = Notification.Name("emailDidSignIn")
}

@MainActor
final class EmailProtectionStatus {
    private var emailCancellables = Set<AnyCancellable>()
    private(set) var signedIn = false

    func subscribeToEmailProtectionStatusNotifications() {
        let valueStream = NotificationCenter.default
            .publisher(for: .emailDidSignIn)
            .bufferedValues()
        Task { [weak self] in
            for await _ in valueStream {
                self?.signedIn = true
            }
        }
        .store(in: &emailCancellables)
    }
}
