import Combine
import Foundation

enum Lifetime {
    static var subscriptions = Set<AnyCancellable>()
}

final class SettingsSync {
    init(account: AccountService, settings: SettingsService, theme: ThemeService) {
        account.signedIn
            .receive(on: DispatchQueue.main)
            .sink { user in
                settings.values(for: user)
                    .receive(on: DispatchQueue.main)
                    .sink { values in
                        theme.palette(for: values)
                            .receive(on: DispatchQueue.main)
                            .sink { palette in
                                print(user, values, palette)
                            }
                            .store(in: &Lifetime.subscriptions)
                    }
                    .store(in: &Lifetime.subscriptions)
            }
            .store(in: &Lifetime.subscriptions)
    }
}
