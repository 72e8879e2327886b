import Combine
import Foundation

/// A to-do app's own `Task`: in this module `Task` names it, and the support file, which the
/// migrated test's `testValues()` comes from, says Swift's as `_Concurrency.Task`.
struct Task: Equatable {
    var title: String
    var isDone = false
}

final class TodoStore {
    let tasks = CurrentValueSubject<[Task], Never>([])

    func add(_ title: String) {
        tasks.value.append(Task(title: title))
    }
}
