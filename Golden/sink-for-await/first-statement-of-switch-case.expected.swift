import Combine

@MainActor
final class ConsentCellModel {
    enum Kind { case email, push }

    let kind: Kind
    let settings: SettingsStore
    var isOn = false
    private var subscriptions = Set<AnyCancellable>()

    init(kind: Kind, settings: SettingsStore) {
        self.kind = kind
        self.settings = settings
        switch kind {
        case .email:
            let consentStream = settings.$emailConsent.bufferedValues()
            Task { [weak self] in
                for await consent in consentStream {
                    guard let consent else { continue }
                    self?.isOn = consent.isGiven
                }
            }
            .store(in: &subscriptions)
        case .push:
            let consentStream2 = settings.$pushConsent.bufferedValues()
            Task { [weak self] in
                for await consent in consentStream2 {
                    self?.isOn = consent?.isGiven ?? false
                }
            }
            .store(in: &subscriptions)
        }
    }
}

struct Consent { var isGiven: Bool }

final class SettingsStore {
    @Published var emailConsent: Consent?
    @Published var pushConsent: Consent?
}
