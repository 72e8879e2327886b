import Combine
import Foundation

@MainActor
final class FavoritesViewModel {
    @Published private(set) var favorites: [String] = []
    private let store: FavoritesStore
    private var cancellables = Set<AnyCancellable>()

    init(store: FavoritesStore) {
        self.store = store
        store.changes
            .map { $0.sorted() }
            .sink(receiveValue: { [weak self] favorites in
                guard let self = self else { return }
                self.favorites = favorites
            })
            .store(in: &cancellables)
    }
}
