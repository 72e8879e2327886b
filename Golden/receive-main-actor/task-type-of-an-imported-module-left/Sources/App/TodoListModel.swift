import Combine
import Foundation
import Models

@MainActor
final class TodoListModel {
    var tasks: [Task] = []
    private var cancellables = Set<AnyCancellable>()

    init(store: TodoStore) {
        store.$tasks
            .receive(on: DispatchQueue.main)
            .sink { [weak self] tasks in
                self?.tasks = tasks
            }
            .store(in: &cancellables)
    }
}

final class TodoStore {
    @Published var tasks: [Task] = []
}
