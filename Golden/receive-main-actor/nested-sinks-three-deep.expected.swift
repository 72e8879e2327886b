import Combine
import Foundation

enum Lifetime {
    static var subscriptions = Set<AnyCancellable>()
}

final class SettingsSync {
    init(account: AccountService, settings: SettingsService, theme: ThemeService) {
        let userStream = account.signedIn.bufferedValues()
        Task { @MainActor in
            for await user in userStream {
                let valuesStream = settings.values(for: user).bufferedValues()
                Task {
                    for await values in valuesStream {
                        let paletteStream = theme.palette(for: values).bufferedValues()
                        Task {
                            for await palette in paletteStream {
                                print(user, values, palette)
                            }
                        }
                        .store(in: &Lifetime.subscriptions)
                    }
                }
                .store(in: &Lifetime.subscriptions)
            }
        }
        .store(in: &Lifetime.subscriptions)
    }
}
