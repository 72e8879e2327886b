import Combine
import XCTest

final class TodoStoreTests: XCTestCase {
    @MainActor func testAddedTaskIsPublished() async throws {
        let store = TodoStore()
        let values = store.tasks
            .dropFirst()
            .testValues()
        store.add("Buy milk")
        let tasks = try await values.next(timeout: 1)
        XCTAssertEqual(tasks, [Task(title: "Buy milk")])
        try values.checkNothingMore()
    }
}
