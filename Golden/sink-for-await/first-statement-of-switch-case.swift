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
            settings.$emailConsent
                .sink { [weak self] consent in
                    guard let consent else { return }
                    self?.isOn = consent.isGiven
                }
                .store(in: &subscriptions)
        case .push:
            settings.$pushConsent
                .sink { [weak self] consent in
                    self?.isOn = consent?.isGiven ?? false
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
