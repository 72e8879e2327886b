import Combine
import Foundation

// A use case returning a Future, subscribed with `.map { $0.x }`, `receive(on: main)`, an
// empty completion handler and a value closure that declares its parameter's type.
struct FavoriteState: Sendable {
    let toolID: String
    let isFavorited: Bool
}

actor FavoritesStore {
    private var favorites: Set<String> = ["bible-study"]

    func contains(_ toolID: String) -> Bool {
        favorites.contains(toolID)
    }
}

final class GetToolIsFavoritedUseCase {
    private let store = FavoritesStore()

    func execute(toolId: String) -> AnyPublisher<FavoriteState, Never> {
        Future { promise in
            Task {
                let isFavorited = await self.store.contains(toolId)
                promise(.success(FavoriteState(toolID: toolId, isFavorited: isFavorited)))
            }
        }
        .eraseToAnyPublisher()
    }
}

final class ToolCardViewModel: ObservableObject {
    @Published private(set) var isFavorited = false

    private let getToolIsFavoritedUseCase: GetToolIsFavoritedUseCase
    private var cancellables = Set<AnyCancellable>()

    init(toolId: String, getToolIsFavoritedUseCase: GetToolIsFavoritedUseCase) {
        self.getToolIsFavoritedUseCase = getToolIsFavoritedUseCase

        getToolIsFavoritedUseCase
            .execute(
                toolId: toolId
            )
            .map { $0.isFavorited }
            .receive(on: DispatchQueue.main)
            .sink(receiveCompletion: { _ in

            }, receiveValue: { [weak self] (isFavorited: Bool) in
                self?.isFavorited = isFavorited
            })
            .store(in: &cancellables)
    }
}
