import Combine
import Foundation

@MainActor
final class ProfileLoader {
    private let store: ProfileStore
    private(set) var profile: Profile?
    private(set) var isLoading = false
    private var subscriptions = Set<AnyCancellable>()

    init(store: ProfileStore) {
        self.store = store
    }

    /// The spinner goes when the store has answered, with a profile or without one.
    func load() {
        isLoading = true
        let profileStream = store.cachedProfile
            .first()
            .bufferedValues()
        Task { [weak self] in
            do {
                for try await profile in profileStream {
                    guard profile.isComplete else { continue }
                    self?.profile = profile
                }
                if profileStream.isFinished {
                    self?.isLoading = false
                }
            } catch {
                let error = profileStream.failure(error)
                self?.isLoading = false
                Log.error(error)
            }
        }
        .store(in: &subscriptions)
    }
}
