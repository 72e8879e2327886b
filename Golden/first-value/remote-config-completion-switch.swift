import Combine
import Foundation

@MainActor
final class FeatureFlags {
    private let remoteConfig: RemoteConfig
    private(set) var isNewCheckoutEnabled = false
    private var disposeBag = Set<AnyCancellable>()

    init(remoteConfig: RemoteConfig) {
        self.remoteConfig = remoteConfig
    }

    /// Reads the flags once at launch; later config changes apply on the next launch.
    func load() {
        remoteConfig.values
            .first()
            .sink(receiveCompletion: { completion in
                switch completion {
                case .finished:
                    break
                case .failure(let error):
                    Log.error(error)
                }
            }, receiveValue: { [weak self] config in
                self?.isNewCheckoutEnabled = config.flag("new_checkout")
            })
            .store(in: &disposeBag)
    }
}
