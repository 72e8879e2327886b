import Structure

/// Where the loop that replaces a `sink` would run. `sink` calls its closure synchronously,
/// on the thread that sends; a `Task`'s loop runs on the Task's executor: the main actor
/// when the code around it is on the main actor (the Task inherits it), the global
/// concurrent executor otherwise — concurrently with the rest of the object, and off the
/// main thread where a view model or a controller was only ever touched on it. So a
/// subscription without `receive(on: main)` is migrated only where the code runs on the
/// main actor; elsewhere it is left alone with a warning saying what would make it
/// migratable.
enum LoopExecutor {
    /// Why the loop would not run where it must, if it would not.
    static func reason(at p: Int, in view: CodeView) -> String? {
        let isolation = view.isolation(at: p)
        guard isolation != .mainActor else { return nil }
        let type = view.enclosingType(of: p)
        let typeName = type.map { "`\($0.name)`" } ?? "the enclosing type"
        let consequence = "a Task's loop would run on the global executor, concurrently with the rest of the object, where `sink` ran its closure on the thread that sends"
        switch isolation {
        case .mainActor:
            return nil
        case .unannotated:
            if type == nil {
                return "this code has no actor isolation: \(consequence); move it into a `@MainActor` type or function, or receive on the main queue, to migrate it"
            }
            return "\(typeName) has no actor isolation: \(consequence); mark it `@MainActor` (or receive on the main queue) to migrate it"
        case .nonisolated:
            return "this code is `nonisolated` (or a `deinit`): \(consequence); receive on the main queue to migrate it"
        case .actorInstance:
            return "inside an actor the loop would run on the actor, where `sink` ran its closure on the thread that sends; migrate it by hand"
        case .globalActor(let actor):
            return "the loop would run on `\(actor)`, where `sink` ran its closure on the thread that sends; migrate it by hand"
        case .unknown:
            return "where this code runs cannot be told from this file (a closure that may run elsewhere, or a supertype declared in another file): \(consequence) unless it is on the main actor; mark \(typeName) `@MainActor` (or receive on the main queue) to migrate it"
        }
    }
}
