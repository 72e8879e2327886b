import Combine
import Foundation

// The shape: the completion handler tells `.finished` from `.failure`, then runs
// code common to both, which goes after the `do`/`catch`.
struct Todo: Sendable {
    let id: Int
    let title: String
}

actor TodoDatabase {
    func row(id: Int) throws -> Todo {
        Todo(id: id, title: "Water the plants")
    }
}

final class TodoAPI {
    private let database = TodoDatabase()

    func todo(id: Int) -> AnyPublisher<Todo, Error> {
        Future { promise in
            Task {
                do {
                    let todo = try await self.database.row(id: id)
                    promise(.success(todo))
                } catch {
                    promise(.failure(error))
                }
            }
        }
        .eraseToAnyPublisher()
    }
}

@MainActor
final class TodoDetailViewModel: ObservableObject {
    @Published private(set) var title = ""
    @Published private(set) var errorMessage: String?
    @Published private(set) var isLoading = false

    private let api: TodoAPI
    private var cancellables = Set<AnyCancellable>()

    init(api: TodoAPI) {
        self.api = api
    }

    func load(id: Int, done: @escaping () -> Void) {
        isLoading = true
        api.todo(id: id)
            .sink(receiveCompletion: { [weak self] completion in
                switch completion {
                case .finished:
                    self?.errorMessage = nil
                case .failure(let error):
                    self?.errorMessage = error.localizedDescription
                }
                self?.isLoading = false
                done()
            }, receiveValue: { [weak self] todo in
                self?.title = todo.title
            })
            .store(in: &cancellables)
    }
}
