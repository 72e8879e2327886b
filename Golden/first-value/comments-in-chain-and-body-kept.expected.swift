import Combine
import Foundation

@MainActor
final class CrashReporterSetup {
    private let consent: ConsentStore
    private(set) var isEnabled = false
    private var cancellables = Set<AnyCancellable>()

    init(consent: ConsentStore) {
        self.consent = consent
        let grantedStream = consent.$analyticsConsent
            // `nil` until the user has answered the prompt.
            .compactMap { $0 }
            .first()
            .bufferedValues()
        Task { [weak self] in
            guard let granted = await grantedStream.firstValueOrNil() else { return }
            // Only the first answer counts for this session.
            self?.isEnabled = granted
        }
        .store(in: &cancellables)
    }
}
