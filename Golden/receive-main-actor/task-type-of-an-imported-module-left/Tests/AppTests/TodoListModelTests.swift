import Combine
import XCTest
@testable import App
import Models

@MainActor
final class TodoListModelTests: XCTestCase {
    private var received: [Task] = []
    private var cancellables = Set<AnyCancellable>()

    func testObserve() {
        let store = TodoStore()
        store.$tasks
            .receive(on: DispatchQueue.main)
            .sink { [weak self] tasks in
                self?.received = tasks
            }
            .store(in: &cancellables)
        store.tasks = [Task(title: "Buy milk")]
    }
}
