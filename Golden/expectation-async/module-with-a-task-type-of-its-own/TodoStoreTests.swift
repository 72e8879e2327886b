import Combine
import XCTest

final class TodoStoreTests: XCTestCase {
    private var cancellables = Set<AnyCancellable>()

    func testAddedTaskIsPublished() {
        let store = TodoStore()
        let exp = expectation(description: "added")
        store.tasks
            .dropFirst()
            .sink { tasks in
                XCTAssertEqual(tasks, [Task(title: "Buy milk")])
                exp.fulfill()
            }
            .store(in: &cancellables)
        store.add("Buy milk")
        wait(for: [exp], timeout: 1)
    }
}
