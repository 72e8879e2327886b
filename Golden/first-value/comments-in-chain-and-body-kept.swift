import Combine
import Foundation

@MainActor
final class CrashReporterSetup {
    private let consent: ConsentStore
    private(set) var isEnabled = false
    private var cancellables = Set<AnyCancellable>()

    init(consent: ConsentStore) {
        self.consent = consent
        consent.$analyticsConsent
            // `nil` until the user has answered the prompt.
            .compactMap { $0 }
            .first()
            .sink { [weak self] granted in
                // Only the first answer counts for this session.
                self?.isEnabled = granted
            }
            .store(in: &cancellables)
    }
}
