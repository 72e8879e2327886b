import Tokenizer

/// The actor a position's code runs on: a global actor on the function, closure, type or
/// extension, or inherited (`TypeIsolation`) from the main-actor classes and protocols of
/// UIKit, AppKit and SwiftUI, from supertypes and protocols declared in the file — or, given
/// its module's `ModuleTypes`, in the module's other files — and the module's default
/// isolation; `nonisolated` respected.
extension CodeView {
    package enum Isolation: Equatable, Sendable {
        case mainActor
        /// Another global actor declared in this file or its module (`@globalActor actor
        /// DatabaseActor`).
        case globalActor(String)
        /// An actor's instance members.
        case actorInstance
        /// `nonisolated`, or a `deinit` (not an `isolated deinit`).
        case nonisolated
        /// A declaration whose isolation the files read show whole, with none written,
        /// inherited or given by the module's default (a module whose default is unknown may
        /// still make it the main actor).
        case unannotated
        /// Depends on what the files read do not show.
        case unknown(Unknown)
    }

    /// What an `.unknown` isolation depends on.
    package enum Unknown: Equatable, Sendable {
        /// A closure passed to something other than `Task`, which may call it anywhere.
        case closure
        /// A superclass or protocol of the type, declared in none of the files read.
        case supertype(String)
        /// The type an extension extends, declared in none of the files read.
        case extendedType(String)
        /// An attribute of the type or function that may name a global actor declared in
        /// none of the files read (only once the module is known; see `TypeIsolation`).
        case attribute(String)
        /// Declarations of the type the tool cannot reconcile: several of one name with
        /// different isolation, two global actors inherited, a cycle, a chain deeper than it
        /// follows.
        case unresolved(String)
        /// The module's default isolation is the main actor, but the type conforms in its
        /// declaration to a protocol that refines `Sendable`, which stops that default in the
        /// compilers that implement SE-0466's amendment and not in the others.
        case sendableConformance(String)
    }

    /// The isolation of the code at `p`: from this file alone, or, with `module`, from the
    /// declarations of the module's files in the run and its default isolation.
    package func isolation(at p: CodePosition, in module: ModuleTypes? = nil) -> Isolation {
        var types = TypeIsolation(self, module: module)
        var brace = enclosingBrace(of: p)
        while let open = brace {
            switch braceKind(open) {
            case .statement:
                break
            case .closure:
                if let actor = types.globalActor(in: closureAttributes(open: open), declares: false) { return actor }
                if isOnMainQueue(closure: open) { return .mainActor }
                // `Task { … }` inherits the actor of the code that creates it; other closures
                // may be called anywhere.
                guard isTaskClosure(open) else { return .unknown(.closure) }
            case .function:
                guard let function = functionDeclaration(open) else { return .unknown(.unresolved("the enclosing function")) }
                // A `deinit` is nonisolated unless declared `isolated deinit` (SE-0371).
                if function.modifiers.contains("nonisolated")
                    || function.keyword == "deinit" && !function.modifiers.contains("isolated")
                {
                    return .nonisolated
                }
                // A property's upper-case attributes are mostly property wrappers, not actors.
                let declares = ["func", "init", "deinit", "subscript"].contains(function.keyword)
                if let actor = types.globalActor(in: function.attributes, declares: declares) { return actor }
            case .type(_, let name):
                guard let type = summarizedType(open, outer: enclosingType(of: open)?.simpleName) else {
                    return .unknown(.unresolved(name))
                }
                return types.isolation(of: type)
            }
            brace = enclosingBrace(of: open)
        }
        return types.topLevel
    }

    /// The names of the global actors this file declares (`@globalActor actor X`).
    func globalActorNames() -> Set<String> {
        analyses.value(GlobalActorsKey.self) {
            var names: Set<String> = []
            // Every code token is asked: by its name hash first.
            for position in source.codePositions where source.codeHash(position) == Self.globalActorHash {
                let p = position - 1
                guard kind(p) == .atSign, isWord(p + 1, "globalActor") else { continue }
                var q = p + 2
                while q < endPosition, !isAny(q, of: ["actor", "class", "struct", "enum"]), q - p < 16 { q += 1 }
                if isName(q + 1) { names.insert(text(q + 1)) }
            }
            return names
        }
    }

    /// The attributes written at the start of a closure: `{ @MainActor in`.
    func closureAttributes(open: CodePosition) -> [String] {
        var attributes: [String] = []
        var q = open + 1
        while kind(q) == .atSign, isName(q + 1) {
            attributes.append(text(q + 1))
            q += 2
            if kind(q) == .leftParen { q = atomEnd(q) }
        }
        return attributes
    }

    /// `Task { … }` or `Task(priority: …) { … }` (not `Task.detached`).
    func isTaskClosure(_ open: CodePosition) -> Bool {
        guard let callee = callee(ofClosure: open) else { return false }
        return isWord(callee, "Task") && kind(callee - 1) != .period
    }

    /// `DispatchQueue.main.async { … }` (or `asyncAfter(…)`), `MainActor.run { … }`,
    /// `RunLoop.main.perform { … }`: a closure that runs on the main thread.
    func isOnMainQueue(closure open: CodePosition) -> Bool {
        guard let callee = callee(ofClosure: open), kind(callee - 1) == .period else { return false }
        let chain = ((callee - 4)...callee).map { text($0) }.joined()
        return chain.hasSuffix("DispatchQueue.main.async") || chain.hasSuffix("DispatchQueue.main.asyncAfter")
            || chain.hasSuffix("RunLoop.main.perform") || chain.hasSuffix(".MainActor.run")
            || (isWord(callee - 2, "MainActor") && isWord(callee, "run") && kind(callee - 3) != .period)
    }
}

extension CodeView {
    fileprivate static let globalActorHash = TokenizedSource.hash(Array("globalActor".utf8))
}

private enum GlobalActorsKey: FileAnalysisKey { typealias Value = Set<String> }
