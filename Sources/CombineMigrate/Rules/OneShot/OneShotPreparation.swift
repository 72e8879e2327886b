/// The one-shot rules' preparation: the functions they migrate in the run's files — those
/// whose every call in the run becomes async code; a function some call of which would stay
/// in Combine keeps its publisher form (a bridge would deliver on another executor and
/// outlive the subscription).
///
/// It reads the files that mention `AnyPublisher` or `Future` for the functions, then every
/// file for the types it declares (what a call's receiver can be), then those that mention
/// a migrated name for its other declarations and for its calls.
struct OneShotPreparation: RunPreparation {
    /// Looks through the files (their bytes, read by `load` one at a time, so that a large
    /// run is never held in memory at once) for the functions the enabled one-shot rules
    /// migrate, then for their calls. Left alone: keys declared more than once or by a
    /// protocol, or called on a receiver whose type the run cannot tell (their callers cannot
    /// be told apart); functions a call of which would stay in Combine; `public` ones.
    func prepare(_ context: inout RunContext, rules: [any Rule], count: Int, load: (Int) -> [UInt8]?) {
        guard OneShotPlan.rules.contains(where: { context.isEnabled($0.id) }) else { return }
        let found = functions(count: count, load: load, run: RunContext(rules: rules))
        guard !found.isEmpty else { return }
        var run = OneShotIndex.none
        for (key, declarations) in found {
            if declarations.count > 1 {
                run.excluded[key] = "`\(key)` is declared \(declarations.count) times in the files of this run, so its callers cannot be told apart; migrate it by hand"
            } else {
                run.functions[key] = declarations[0]
            }
        }
        readDeclarations(into: &run, count: count, load: load)
        context[OneShotIndex.self] = run
        readCalls(into: &run, context: context, count: count, load: load)
        context[OneShotIndex.self] = run
    }

    /// Reads every file for the types it declares, and those that mention a migrated name
    /// also for the other declarations of that name (leaving alone a key declared again, or
    /// required by a protocol).
    private func readDeclarations(into run: inout OneShotIndex, count: Int, load: (Int) -> [UInt8]?) {
        let names = Set(run.functions.values.map(\.name)).map { Array($0.utf8) }
        var declarations: [String: Int] = [:]
        var requirements: Set<String> = []
        for index in 0..<count {
            guard let bytes = load(index) else { continue }
            let view = CodeView(TokenizedSource(bytes: bytes))
            run.types.add(view.declaredTypes())
            if names.contains(where: { contains(bytes, $0) }) {
                countDeclarations(in: view, of: run.functions, &declarations, requirements: &requirements)
            }
        }
        for (key, count) in declarations where count > 1 {
            run.excluded[key] = requirements.contains(key)
                ? "`\(key)` is also a requirement of a protocol, whose other conformances would no longer match; migrate the protocol by hand"
                : "another `\(key)` is declared in the files of this run, so its callers cannot be told apart; migrate it by hand"
            run.functions[key] = nil
        }
    }

    /// Reads the files that mention a migrated name for its calls. A function is left alone
    /// when one of its calls would stay in Combine (it would need a bridge), or may be its on
    /// a receiver whose type the run cannot tell; and when it is `public`/`open` (callers
    /// outside the run use its publisher).
    private func readCalls(into run: inout OneShotIndex, context: RunContext, count: Int, load: (Int) -> [UInt8]?) {
        for (key, function) in run.functions where function.isPublic {
            run.excluded[key] = "`\(key)` is `public`: callers outside this run use its publisher, which would have to become a bridge delivering on another executor; left as it is"
            run.functions[key] = nil
        }
        let names = Set(run.functions.values.map(\.name)).map { Array($0.utf8) }
        var unsure: [String: String] = [:]
        var heldBack: [String: String] = [:]
        for index in 0..<count where !run.functions.isEmpty {
            guard let bytes = load(index), names.contains(where: { contains(bytes, $0) }) else { continue }
            let callers = OneShotCallers(source: TokenizedSource(bytes: bytes), run: context)
            for (key, function) in run.functions {
                if unsure[key] == nil, let call = callers.unsureCalls(of: function).first {
                    unsure[key] = call.receiver + key
                }
                if heldBack[key] == nil, let call = callers.callStayingInCombine(of: function) { heldBack[key] = call }
            }
        }
        for (key, call) in unsure {
            run.excluded[key] = "`\(key)` may also be called as `\(call)`, whose receiver's type the run cannot tell, so its callers cannot be told apart; give that receiver a declared type, or migrate it by hand"
            run.unresolved[key] = run.functions[key]
            run.functions[key] = nil
        }
        for (key, call) in heldBack where run.functions[key] != nil {
            run.excluded[key] = "`\(key)` is left as it is: \(call). A bridge from the async function would deliver on another executor and outlive the subscription; migrate that caller first"
            run.functions[key] = nil
        }
    }

    /// The functions the enabled one-shot rules migrate, by key, each declaration found.
    private func functions(count: Int, load: (Int) -> [UInt8]?, run: RunContext) -> [String: [MigratedFunction]] {
        let needles = ["AnyPublisher", "Future"].map { Array($0.utf8) }
        var found: [String: [MigratedFunction]] = [:]
        for index in 0..<count {
            guard let bytes = load(index), needles.contains(where: { contains(bytes, $0) }) else { continue }
            let source = TokenizedSource(bytes: bytes)
            for plan in OneShotPlan.plans(in: source, run: run) {
                guard case .success(let migration) = plan.outcome else { continue }
                let function = plan.function
                found[function.key, default: []].append(MigratedFunction(
                    name: function.name, labels: function.labels, rule: plan.rule, isPublic: function.isPublic,
                    failure: function.failure, throwing: migration.throwing,
                    typeName: function.enclosingType?.simpleName,
                    isStatic: function.modifiers.contains("static") || function.modifiers.contains("class")))
            }
        }
        return found
    }

    /// Counts the functions declared in `view` under the key of a migrated function (not
    /// `async`: those are called with `await`), and notes the keys a protocol requires.
    private func countDeclarations(
        in view: CodeView, of functions: [String: MigratedFunction], _ declarations: inout [String: Int],
        requirements: inout Set<String>
    ) {
        for p in 0..<view.count where view.isWord(p, "func") && view.kind(p) == .keyword {
            guard let key = PublisherFunction.key(ofFuncAt: p, view), functions[key] != nil else { continue }
            if let close = view.partner(p + 2), view.isWord(close + 1, "async") { continue }
            declarations[key, default: 0] += 1
            if view.enclosingType(of: p)?.keyword == "protocol" { requirements.insert(key) }
        }
    }

    private func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        TokenizedSource.bytes(haystack, contain: needle)
    }
}

/// What the one-shot rules know about a run.
struct OneShotIndex: RunFacts {
    /// The functions migrated in this run, by key (`fetchUser(id:)`).
    var functions: [String: MigratedFunction]
    /// Functions a rule could migrate that the run leaves alone, by key, with the reason.
    var excluded: [String: String]
    /// The functions left alone because a call may be theirs on a receiver whose type the
    /// run cannot tell: those calls get a note.
    var unresolved: [String: MigratedFunction] = [:]
    /// What the run's files declare about types.
    var types = TypeTable()

    static var none: OneShotIndex { OneShotIndex(functions: [:], excluded: [:]) }
}

extension RunContext {
    /// What the one-shot preparation found (nothing before it ran).
    var oneShot: OneShotIndex { self[OneShotIndex.self] }
}

/// A function a one-shot rule turns from returning a publisher into an `async` function.
struct MigratedFunction: Sendable, Equatable {
    /// `name(label:label:)`, `_` for an unlabeled parameter.
    var key: String { "\(name)(\(labels.map { $0 + ":" }.joined()))" }
    var name: String
    var labels: [String]
    /// The rule that migrates it.
    var rule: String
    /// `public` or `open`: callers outside the run use its publisher (left alone).
    var isPublic: Bool
    /// The publisher's failure type as written (`Error`, `Never`, `APIError`).
    var failure: String
    /// Whether the `async` function throws.
    var throwing: Bool
    /// The type (or extended type) it is declared in, by its last name component; nil for a
    /// top-level function.
    var typeName: String?
    var isStatic: Bool
}

/// How the failure type of a publisher reads.
enum FailureType {
    static func isNever(_ type: String) -> Bool { type == "Never" || type == "Swift.Never" }
    static func isUntyped(_ type: String) -> Bool {
        ["Error", "any Error", "Swift.Error", "any Swift.Error"].contains(type)
    }
}
