/// The one-shot rules' preparation: the functions they migrate in the run's files, and
/// which of them keep their publisher form as a bridge because a call stays in Combine.
///
/// Its survey reads the files that mention `AnyPublisher` or `Future` for the functions;
/// then it looks again at those that mention a migrated name, for its other declarations
/// and for its calls.
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
                failure: function.failure, throwing: migration.throwing))
        }
        return found.isEmpty ? nil : found
    }

    /// Keeps the functions found once in the run; then looks through the files that
    /// mention their names: keys declared more than once or by a protocol are left alone
    /// (their callers cannot be told apart), and a function some call keeps in Combine
    /// needs the bridge.
    func prepare(_ context: inout RunContext, rules: [any Rule], surveys: [any Sendable], files: RunFiles) {
        guard OneShotPlan.rules.contains(where: { context.isEnabled($0.id) }) else { return }
        var run = OneShotIndex.none
        var found: [String: [MigratedFunction]] = [:]
        for case let functions as [MigratedFunction] in surveys {
            for function in functions { found[function.key, default: []].append(function) }
        }
        guard !found.isEmpty else { return }
        for (key, declarations) in found {
            if declarations.count > 1 {
                run.excluded[key] = "`\(key)` is declared \(declarations.count) times in the files of this run, so its callers cannot be told apart; migrate it by hand"
            } else {
                run.functions[key] = declarations[0]
            }
        }
        // The calls: in the files that mention a migrated name.
        let names = Self.filter(names: run.functions.values.map(\.name))
        let functions = run.functions
        var declarations: [String: Int] = [:]
        var requirements: Set<String> = []
        for case let (counts, protocols)? in files.mapSources(admitted: names, { _, source in Self.declarations(of: functions, in: source) }) {
            declarations.merge(counts, uniquingKeysWith: +)
            requirements.formUnion(protocols)
        }
        for (key, count) in declarations where count > 1 {
            run.excluded[key] = requirements.contains(key)
                ? "`\(key)` is also a requirement of a protocol, whose other conformances would no longer match; migrate the protocol by hand"
                : "another `\(key)` is declared in the files of this run, so its callers cannot be told apart; migrate it by hand"
            run.functions[key] = nil
        }
        context[OneShotIndex.self] = run
        if run.functions.values.contains(where: { !$0.needsBridge && !$0.isPublic }) {
            let prepared = context
            let bridged = files.map { _, bytes -> Set<String>? in
                guard names.admits(bytes) else { return nil }
                let callers = OneShotCallers(source: TokenizedSource(bytes: bytes), run: prepared)
                return Set(prepared.oneShot.functions.filter { !$0.value.needsBridge && callers.needsBridge($0.value) }.keys)
            }
            for case let keys? in bridged { for key in keys { run.functions[key]?.needsBridge = true } }
        }
        for key in run.functions.keys where run.functions[key]!.isPublic { run.functions[key]?.needsBridge = true }
        context[OneShotIndex.self] = run
    }

    /// The files that may mention one of `names`: whole words (a name with no word in it
    /// could be anywhere).
    private static func filter(names: [String]) -> AnchorFilter {
        let words = names.map { WordSearch.longestWord(in: Array($0.utf8)) }
        if words.contains(nil) { return AnchorFilter(Anchors(alternatives: [[]])) }
        return AnchorFilter(Anchors(anyOf: Array(Set(words.compactMap { $0 })).sorted()))
    }

    /// How many times the file declares each key of `functions` (requirements of a protocol,
    /// other functions of the same name and labels), and which it declares in a protocol.
    private static func declarations(
        of functions: [String: MigratedFunction], in source: TokenizedSource
    ) -> ([String: Int], Set<String>) {
        let view = CodeView(source)
        var counts: [String: Int] = [:]
        var protocols: Set<String> = []
        for p in 0..<view.count where view.isWord(p, "func") && view.kind(p) == .keyword {
            guard let key = declarationKey(view, func: p), functions[key] != nil else { continue }
            // An `async` function of the same name is called with `await`: no confusion.
            if let close = view.partner(p + 2), view.isWord(close + 1, "async") { continue }
            counts[key, default: 0] += 1
            if view.enclosingType(of: p)?.keyword == "protocol" { protocols.insert(key) }
        }
        return (counts, protocols)
    }

    /// `name(label:)` of the `func` at `p`.
    private static func declarationKey(_ view: CodeView, func p: Int) -> String? {
        guard view.kind(p + 1) == .identifier, view.kind(p + 2) == .leftParen, let close = view.partner(p + 2) else { return nil }
        var labels: [String] = []
        for piece in PublisherFunction.splitTopLevel(view, from: p + 3, to: close) {
            guard view.isName(piece.lowerBound) else { return nil }
            labels.append(view.text(piece.lowerBound))
        }
        return "\(view.text(p + 1))(\(labels.map { $0 + ":" }.joined()))"
    }
}

/// What the one-shot rules know about a run.
struct OneShotIndex: RunFacts {
    /// The functions migrated in this run, by key (`fetchUser(id:)`).
    var functions: [String: MigratedFunction]
    /// Functions a rule could migrate that the run leaves alone, by key, with the reason.
    var excluded: [String: String]

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
    /// `public` or `open`: its publisher version keeps its name and becomes the bridge.
    var isPublic: Bool
    /// The publisher's failure type as written (`Error`, `Never`, `APIError`).
    var failure: String
    /// Whether the `async` function throws.
    var throwing: Bool
    /// Whether its Combine callers need the bridge: a call that is not rewritten (in any
    /// file of the run), or a `public`/`open` declaration.
    var needsBridge = false

    /// The name of the bridge beside a migrated non-public function: `fetchUserPublisher`.
    var bridgeName: String { isPublic ? name : name + "Publisher" }
}

/// How the failure type of a publisher reads.
enum FailureType {
    static func isNever(_ type: String) -> Bool { type == "Never" || type == "Swift.Never" }
    static func isUntyped(_ type: String) -> Bool {
        ["Error", "any Error", "Swift.Error", "any Swift.Error"].contains(type)
    }
}
