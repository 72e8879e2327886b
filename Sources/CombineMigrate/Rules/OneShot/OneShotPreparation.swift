/// The one-shot rules' preparation: the functions they migrate in the run's files — those
/// whose every call in the run becomes async code; a function some call of which would stay
/// in Combine keeps its publisher form (a bridge would deliver on another executor and
/// outlive the subscription).
///
/// Its survey reads the files that mention `AnyPublisher` or `Future` for the functions.
/// When there are some, it looks again at every file for the types it declares (what a
/// call's receiver can be), and at those that mention a migrated name for its other
/// declarations and for its calls.
struct OneShotPreparation: RunPreparation {
    var anchors: Anchors { PublisherFunction.anchors }

    /// The functions of the file the enabled one-shot rules would migrate, as far as the
    /// file alone tells (`[MigratedFunction]`).
    func survey(_ source: TokenizedSource, rules: [any Rule]) -> (any Sendable)? {
        let analysis = RunContext(rules: rules)
        guard OneShotPlan.rules.contains(where: { analysis.isEnabled($0.id) }) else { return nil }
        var found: [MigratedFunction] = []
        // Not kept in the source's analyses: its rewrite plans with the whole run known.
        for plan in OneShotPlan.make(source, analysis) {
            guard case .success(let migration) = plan.outcome else { continue }
            let function = plan.function
            found.append(MigratedFunction(
                name: function.name, labels: function.labels, rule: plan.rule, isPublic: function.isPublic,
                output: function.output, failure: function.failure, throwing: migration.throwing,
                typeName: function.enclosingType?.simpleName,
                isStatic: function.modifiers.contains("static") || function.modifiers.contains("class")))
        }
        return found.isEmpty ? nil : found
    }

    /// Keeps the functions found once in the run, then looks at the files again. Left
    /// alone: keys declared more than once or by a protocol, or called on a receiver whose
    /// type the run cannot tell (their callers cannot be told apart); functions a call of
    /// which would stay in Combine; `public` ones.
    func prepare(_ context: inout RunContext, rules: [any Rule], surveys: [any Sendable], files: RunFiles) {
        guard OneShotPlan.rules.contains(where: { context.isEnabled($0.id) }) else { return }
        var found: [String: [MigratedFunction]] = [:]
        for case let functions as [MigratedFunction] in surveys {
            for function in functions { found[function.key, default: []].append(function) }
        }
        guard !found.isEmpty else { return }
        var run = OneShotIndex.none
        for (key, declarations) in found {
            if declarations.count > 1 {
                run.excluded[key] = "`\(key)` is declared \(declarations.count) times in the files of this run, so its callers cannot be told apart; migrate it by hand"
            } else {
                run.functions[key] = declarations[0]
            }
        }
        let names = Self.filter(names: run.functions.values.map(\.name))
        readDeclarations(into: &run, names: names, files: files)
        context[OneShotIndex.self] = run
        readCalls(into: &run, names: names, context: context, files: files)
        context[OneShotIndex.self] = run
    }

    /// Reads every file for the types it declares, and those that mention a migrated name
    /// also for the other declarations of that name (leaving alone a key declared again, or
    /// required by a protocol).
    private func readDeclarations(into run: inout OneShotIndex, names: AnchorFilter, files: RunFiles) {
        let functions = run.functions
        let everyFile = AnchorFilter(Anchors(alternatives: [[]]))
        let read = files.mapSources(admitted: everyFile) { _, source in
            let view = CodeView(source)
            let declarations = names.admits(source.bytes) ? Self.declarations(of: functions, in: view) : nil
            return (types: view.declaredTypes(), declarations: declarations)
        }
        var declarations: [String: Int] = [:]
        var requirements: Set<String> = []
        for case let file? in read {
            run.types.add(file.types)
            guard let (counts, protocols) = file.declarations else { continue }
            declarations.merge(counts, uniquingKeysWith: +)
            requirements.formUnion(protocols)
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
    private func readCalls(into run: inout OneShotIndex, names: AnchorFilter, context: RunContext, files: RunFiles) {
        for (key, function) in run.functions where function.isPublic {
            run.excluded[key] = "`\(key)` is `public`: callers outside this run use its publisher, which would have to become a bridge delivering on another executor; left as it is"
            run.functions[key] = nil
        }
        var first = true
        // A function left as it is keeps the calls in its callers' chains (a `flatMap` into
        // it) in Combine: those callers' functions are read again, until none changes.
        while !run.functions.isEmpty {
            var context = context
            context[OneShotIndex.self] = run
            let (unsure, heldBack) = callsStayingInCombine(of: run.functions, names: names, context: context, files: files, unsure: first)
            first = false
            for (key, call) in unsure {
                run.excluded[key] = "`\(key)` may also be called as `\(call)`, whose receiver's type the run cannot tell, so its callers cannot be told apart; give that receiver a declared type, or migrate it by hand"
                run.unresolved[key] = run.functions[key]
                run.functions[key] = nil
            }
            let held = heldBack.filter { run.functions[$0.key] != nil }
            for (key, call) in held {
                run.excluded[key] = "`\(key)` is left as it is: \(call). A bridge from the async function would deliver on another executor and outlive the subscription; migrate that caller first"
                run.functions[key] = nil
            }
            if unsure.isEmpty && held.isEmpty { break }
        }
    }

    /// For each function, the first of its calls (in file order) whose receiver's type the run
    /// cannot tell (when `unsure`), and the first that would stay in Combine.
    private func callsStayingInCombine(
        of functions: [String: MigratedFunction], names: AnchorFilter, context: RunContext, files: RunFiles, unsure: Bool
    ) -> (unsure: [String: String], heldBack: [String: String]) {
        // Tokenized afresh: the callers' analyses depend on the run, and the rewrite's on
        // a later state of it.
        let read = files.map { _, bytes -> (unsure: [String: String], heldBack: [String: String])? in
            guard names.admits(bytes) else { return nil }
            let callers = OneShotCallers(source: TokenizedSource(bytes: bytes), run: context)
            var unsureCalls: [String: String] = [:]
            var heldBack: [String: String] = [:]
            for (key, function) in functions {
                if unsure, let call = callers.unsureCalls(of: function).first { unsureCalls[key] = call.receiver + key }
                if let call = callers.callStayingInCombine(of: function) { heldBack[key] = call }
            }
            return (unsureCalls, heldBack)
        }
        var unsureCalls: [String: String] = [:]
        var heldBack: [String: String] = [:]
        for case let file? in read {
            unsureCalls.merge(file.unsure) { first, _ in first }
            heldBack.merge(file.heldBack) { first, _ in first }
        }
        return (unsureCalls, heldBack)
    }

    /// The files that may mention one of `names`: whole words (a name with no word in it
    /// could be anywhere).
    private static func filter(names: [String]) -> AnchorFilter {
        let words = names.map { WordSearch.longestWord(in: Array($0.utf8)) }
        if words.contains(nil) { return AnchorFilter(Anchors(alternatives: [[]])) }
        return AnchorFilter(Anchors(anyOf: Array(Set(words.compactMap { $0 })).sorted()))
    }

    /// How many times `view` declares each key of `functions` (not `async`: those are called
    /// with `await`), and which keys it declares in a protocol.
    private static func declarations(
        of functions: [String: MigratedFunction], in view: CodeView
    ) -> (counts: [String: Int], protocols: Set<String>) {
        var counts: [String: Int] = [:]
        var protocols: Set<String> = []
        for p in 0..<view.count where view.isWord(p, "func") && view.kind(p) == .keyword {
            guard let key = PublisherFunction.key(ofFuncAt: p, view), functions[key] != nil else { continue }
            if let close = view.partner(p + 2), view.isWord(close + 1, "async") { continue }
            counts[key, default: 0] += 1
            if view.enclosingType(of: p)?.keyword == "protocol" { protocols.insert(key) }
        }
        return (counts, protocols)
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

    /// Their calls are rewritten in any file of the run.
    var anchorNames: [String] { functions.values.map(\.name) }
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
    /// The publisher's output and failure types as written (`User`, `Error`, `Never`, `APIError`).
    var output: String
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
