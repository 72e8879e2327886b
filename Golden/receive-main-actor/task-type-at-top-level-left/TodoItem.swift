import Foundation

/// A to-do app's own `Task`: in this module, `Task { … }` names it.
struct Task: Identifiable, Equatable {
    let id: UUID
    var title: String
    var isDone: Bool
}
