import Core
import Foundation

/// What a module's files in the run declare about their types (each file's `TypeSummary`,
/// by type name) and the module's default isolation: what `isolation(at:in:)` reads beyond
/// a file, so that a view model's `@MainActor` can come from a base class, a protocol or
/// the type it extends in another file of its module. Built per module, so a name declared
/// in two modules never reaches from one into the other.
///
/// A file is added by the names it may declare (`DeclaredNames`), with a way to summarize
/// it, which runs when a question first needs one of those names: most of a module's files
/// declare nothing the isolation of the code at hand depends on, and are never tokenized
/// for it. The answers are those of every file summarized. A file is read when asked, so
/// under `--write` it may already hold its rewrite: no rule changes a type's declaration
/// (its name, keyword, attributes, inheritance, nesting), so its summary is the same.
package struct ModuleTypes: Sendable {
    /// The isolation the module gives declarations that write none (SE-0466); nil when the
    /// project does not say.
    package var defaultIsolation: ModuleFacts.DefaultIsolation?
    /// The files, in the order they were added (the run's file order).
    private var files: [File] = []
    /// By type name: the files that may declare a type of that name.
    private var byName: [String: [Int]] = [:]
    /// The files that may declare any name (`DeclaredNames.uncertain`).
    private var uncertain: [Int] = []
    /// The files that may declare a global actor.
    private var mayDeclareGlobalActors: [Int] = []
    /// The files' summaries, made on first use.
    private let summaries = LazySummaries()
    /// The paths added more than once: files rewritten in parts (`FileParts`), each part
    /// added on its own.
    private var inParts: Set<String> = []
    /// The paths added so far.
    private var paths: Set<String> = []

    private struct File: Sendable {
        var path: String
        var summarize: @Sendable () -> TypeSummary?
    }

    package init(defaultIsolation: ModuleFacts.DefaultIsolation? = nil) {
        self.defaultIsolation = defaultIsolation
    }

    /// Adds the file at `file`, which may declare types named `names` only, and is
    /// summarized by `summarize` the first time a question needs it.
    package mutating func add(_ names: DeclaredNames, file: String, summarize: @escaping @Sendable () -> TypeSummary?) {
        let index = files.count
        if !paths.insert(file).inserted { inParts.insert(file) }
        files.append(File(path: file, summarize: summarize))
        if names.uncertain {
            uncertain.append(index)
        } else {
            for name in names.names { byName[name, default: []].append(index) }
        }
        if names.mayDeclareGlobalActor || names.uncertain { mayDeclareGlobalActors.append(index) }
    }

    /// The types (`class`, `struct`, `enum`, `actor`, `protocol`; not extensions) named `name`
    /// in the module's files other than `file` (whose own declarations are read from its
    /// current version), in file order. A file in parts is read whole: the other parts'
    /// declarations are the part's, and its own again, as a summary of its first version
    /// has them (no rule changes a type's declaration).
    func types(named name: String, outside file: String?) -> [TypeSummary.Declaration] {
        summaries(mayDeclaring: name, outside: file).flatMap { summary in
            summary.declarations.filter { $0.name == name && $0.keyword != "extension" }
        }
    }

    /// Whether the module declares a type named `name`, and only as a `class` or an `actor`:
    /// its values are references.
    package func declaresReferenceType(named name: String) -> Bool {
        let found = types(named: name, outside: nil)
        return !found.isEmpty && found.allSatisfy { $0.keyword == "class" || $0.keyword == "actor" }
    }

    /// The types and type aliases named `name` in the module's files other than `file`, at
    /// the top level or in a type's body (`outer`), as `types(named:outside:)` reads them.
    func typeNames(named name: String, outside file: String?) -> [TypeSummary.Declaration] {
        summaries(mayDeclaring: name, outside: file).flatMap { summary in
            (summary.declarations + summary.aliases).filter { $0.name == name && $0.keyword != "extension" }
        }
    }

    /// The names of the `async` functions (`init` for initializers) declared in the body or an
    /// extension of the type named `type`, in the module's files other than `file` that may
    /// declare that type (an extension in another file is not found).
    package func asyncMembers(ofType type: String, outside file: String?) -> Set<String> {
        Set(summaries(mayDeclaring: type, outside: file).flatMap { summary in
            summary.asyncFunctions.filter { $0.outer == type }.map(\.name)
        })
    }

    /// Whether each function named `name` declared in the body of the type named `type` (in
    /// the files that may declare that type: an extension in another file is not found) whose
    /// last parameter takes a closure lets that closure escape; empty when none is found.
    package func closureEscapes(ofMethod name: String, inType type: String) -> [Bool] {
        summaries(mayDeclaring: type, outside: nil).flatMap { summary in
            summary.closureFunctions.filter { $0.outer == type && $0.name == name }.map(\.escapes)
        }
    }

    /// The summaries of the files other than `file` that may declare `name`, in file order.
    private func summaries(mayDeclaring name: String, outside file: String?) -> [TypeSummary] {
        let candidates = uncertain.isEmpty ? byName[name] ?? [] : ((byName[name] ?? []) + uncertain).sorted()
        let inParts = file.map(self.inParts.contains) ?? false
        return candidates.compactMap { index in files[index].path != file || inParts ? summary(index) : nil }
    }

    /// The global actors the module's files declare.
    var globalActors: Set<String> {
        mayDeclareGlobalActors.reduce(into: []) { $0.formUnion(summary($1)?.globalActors ?? []) }
    }

    private func summary(_ index: Int) -> TypeSummary? {
        summaries.value(index, files[index].summarize)
    }
}

/// Summaries made on first use, shared by the copies of a `ModuleTypes` and by the run's
/// threads: each made at most once per file, whichever thread asks first (the same
/// bytes give the same summary, so which one does not matter).
private final class LazySummaries: @unchecked Sendable {
    private let lock = NSLock()
    private var made: [Int: TypeSummary?] = [:]

    func value(_ index: Int, _ make: () -> TypeSummary?) -> TypeSummary? {
        lock.lock()
        if let known = made[index] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let summary = make()
        lock.lock()
        defer { lock.unlock() }
        if let known = made[index] { return known }
        made[index] = summary
        return summary
    }
}
