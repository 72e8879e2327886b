import Combine
import Foundation

final class ModeStore {
    @Published var isPrivate = false
}

final class ToolbarView: UIView {
    private(set) var colorUpdates = 0
    private var cancellables = Set<AnyCancellable>()

    init(store: ModeStore) {
        super.init()
        // The value only triggers a refresh: the loop's variable is `_`.
        store.$isPrivate
            .removeDuplicates()
            .receive(on: DispatchQueue.main)
            .sink { [weak self] isPrivate in
                self?.updateColors()
            }
            .store(in: &cancellables)
    }

    func updateColors() {
        colorUpdates += 1
    }
}
