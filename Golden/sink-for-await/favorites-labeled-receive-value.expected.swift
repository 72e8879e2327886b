import Combine
import Foundation

@MainActor
final class FavoritesViewModel {
    @Published private(set) var favorites: [String] = []
    private let store: FavoritesStore
    private var cancellables = Set<AnyCancellable>()

    init(store: FavoritesStore) {
        self.store = store
        let favoritesStream = store.changes
            .map { $0.sorted() }
            .bufferedValues()
        Task { [weak self] in
            for await favorites in favoritesStream {
                guard let self = self else { continue }
                self.favorites = favorites
            }
        }
        .store(in: &cancellables)
    }
}
