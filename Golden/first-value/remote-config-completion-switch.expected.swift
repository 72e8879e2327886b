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
        let configStream = remoteConfig.values
            .first()
            .bufferedValues()
        Task { [weak self] in
            do {
                guard let config = try await configStream.firstValueOrNil() else { return }
                self?.isNewCheckoutEnabled = config.flag("new_checkout")
            } catch {
                let error = configStream.failure(error)
                Log.error(error)
            }
        }
        .store(in: &disposeBag)
    }
}
