import Tokenizer
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
    /// Why the loop would not run where it must, if it would not. `module`: the types of
    /// the file's module, when the run read them (else the file is judged alone).
    static func reason(at p: CodePosition, in view: CodeView, module: ModuleTypes?) -> String? {
        let isolation = view.isolation(at: p, in: module)
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
        case .unknown(let unknown):
            let remedy = unknown == .closure
                ? "receive on the main queue to migrate it" : "mark \(typeName) `@MainActor` (or receive on the main queue) to migrate it"
            return "\(missing(unknown, of: typeName, moduleKnown: module != nil)): \(consequence) unless it runs on the main actor; \(remedy)"
        }
    }

    /// What the run does not see that decides where the code runs.
    private static func missing(_ unknown: CodeView.Unknown, of typeName: String, moduleKnown: Bool) -> String {
        // Without its module, a file is judged alone: the run's other files may tell, but
        // the run does not know which of them are its module's.
        let outside = moduleKnown
            ? "declared outside the files of its module in this run (in another module or a dependency, or in a file left out of the run)"
            : "not declared in this file, and the run does not know which files form its module"
        switch unknown {
        case .supertype(let name):
            let what = "\(typeName)'s supertype `\(name)` is \(outside)"
            return moduleKnown ? what : "where this code runs cannot be told from this file: " + what
        case .extendedType(let name):
            let what = "the type this code extends, `\(name)`, is \(outside)"
            return moduleKnown ? what : "where this code runs cannot be told from this file: " + what
        case .attribute(let name):
            return "`@\(name)`, on this code's function or type, may be a global actor \(outside)"
        case .unresolved(let name):
            return "where this code runs cannot be told: the declarations of `\(name)` disagree on its isolation (declared more than once, two global actors inherited, or a cycle)"
        case .sendableConformance(let name):
            return "`\(name)` conforms to a protocol that refines `Sendable`, which stops its module's default main-actor isolation in the compilers that implement SE-0466's amendment, not in the others"
        case .closure:
            return "this code is in a closure passed to something other than `Task`, which may call it on any thread"
        }
    }
}
