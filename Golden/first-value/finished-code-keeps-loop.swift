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
        store.cachedProfile
            .first()
            .sink(receiveCompletion: { [weak self] completion in
                switch completion {
                case .finished:
                    self?.isLoading = false
                case .failure(let error):
                    self?.isLoading = false
                    Log.error(error)
                }
            }, receiveValue: { [weak self] profile in
                guard profile.isComplete else { return }
                self?.profile = profile
            })
            .store(in: &subscriptions)
    }
}
