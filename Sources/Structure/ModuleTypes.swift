import Core

/// What a module's files in the run declare about their types (each file's `TypeSummary`,
/// by type name) and the module's default isolation: what `isolation(at:in:)` reads beyond
/// a file, so that a view model's `@MainActor` can come from a base class, a protocol or
/// the type it extends in another file of its module. Built per module, so a name declared
/// in two modules never reaches from one into the other.
package struct ModuleTypes: Sendable {
    /// A declaration, and the file (as the run names it) that holds it.
    private struct Entry: Sendable {
        var file: String
        var declaration: TypeSummary.Declaration
    }

    /// The isolation the module gives declarations that write none (SE-0466); nil when the
    /// project does not say.
    package var defaultIsolation: ModuleFacts.DefaultIsolation?
    private var entries: [String: [Entry]] = [:]
    /// The global actors the module's files declare.
    private(set) var globalActors: Set<String> = []

    package init(defaultIsolation: ModuleFacts.DefaultIsolation? = nil) {
        self.defaultIsolation = defaultIsolation
    }

    /// Adds what the file at `file` declares.
    package mutating func add(_ summary: TypeSummary, file: String) {
        for declaration in summary.declarations {
            entries[declaration.name, default: []].append(Entry(file: file, declaration: declaration))
        }
        globalActors.formUnion(summary.globalActors)
    }

    /// The declarations named `name` in the module's files other than `file` (whose own
    /// declarations are read from its current version).
    func declarations(named name: String, outside file: String?) -> [TypeSummary.Declaration] {
        (entries[name] ?? []).filter { $0.file != file }.map(\.declaration)
    }
}
