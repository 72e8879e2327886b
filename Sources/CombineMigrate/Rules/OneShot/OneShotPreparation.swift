/// The one-shot rules' preparation: the functions they migrate in the run's files, and
/// which of them keep their publisher form as a bridge because a call stays in Combine.
///
/// It reads the files that mention `AnyPublisher` or `Future` for the functions, then those
/// that mention a migrated name for its other declarations and for its calls.
struct OneShotPreparation: RunPreparation {
    /// Looks through the files (their bytes, read by `load` one at a time, so that a large
    /// run is never held in memory at once) for the functions the enabled one-shot rules
    /// migrate, then for their calls: which need the bridge, and which keys are declared
    /// more than once or by a protocol (left alone: their callers cannot be told apart).
    func prepare(_ context: inout RunContext, rules: [any Rule], count: Int, load: (Int) -> [UInt8]?) {
        guard OneShotPlan.rules.contains(where: { context.isEnabled($0.id) }) else { return }
        var run = OneShotIndex.none
        let analysis = RunContext(rules: rules)
        let needles = ["AnyPublisher", "Future"].map { Array($0.utf8) }
        var found: [String: [MigratedFunction]] = [:]
        for index in 0..<count {
            guard let bytes = load(index), needles.contains(where: { contains(bytes, $0) }) else { continue }
            let source = TokenizedSource(bytes: bytes)
            for plan in OneShotPlan.plans(in: source, run: analysis) {
                guard case .success(let migration) = plan.outcome else { continue }
                let function = plan.function
                found[function.key, default: []].append(MigratedFunction(
                    name: function.name, labels: function.labels, rule: plan.rule, isPublic: function.isPublic,
                    failure: function.failure, throwing: migration.throwing))
            }
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
        let names = Set(run.functions.values.map(\.name)).map { Array($0.utf8) }
        var declarations: [String: Int] = [:]
        var requirements: Set<String> = []
        for index in 0..<count {
            guard let bytes = load(index), names.contains(where: { contains(bytes, $0) }) else { continue }
            let source = TokenizedSource(bytes: bytes)
            let view = CodeView(source)
            // Requirements of a protocol, and other functions of the same name and labels.
            for p in 0..<view.count where view.isWord(p, "func") && view.kind(p) == .keyword {
                guard let key = declarationKey(view, func: p), run.functions[key] != nil else { continue }
                // An `async` function of the same name is called with `await`: no confusion.
                if let close = view.partner(p + 2), view.isWord(close + 1, "async") { continue }
                declarations[key, default: 0] += 1
                if view.enclosingType(of: p)?.keyword == "protocol" { requirements.insert(key) }
            }
        }
        for (key, count) in declarations where count > 1 {
            run.excluded[key] = requirements.contains(key)
                ? "`\(key)` is also a requirement of a protocol, whose other conformances would no longer match; migrate the protocol by hand"
                : "another `\(key)` is declared in the files of this run, so its callers cannot be told apart; migrate it by hand"
            run.functions[key] = nil
        }
        context[OneShotIndex.self] = run
        for index in 0..<count where run.functions.values.contains(where: { !$0.needsBridge && !$0.isPublic }) {
            guard let bytes = load(index), names.contains(where: { contains(bytes, $0) }) else { continue }
            let source = TokenizedSource(bytes: bytes)
            let callers = OneShotCallers(source: source, run: context)
            for (key, function) in run.functions where !function.needsBridge && callers.needsBridge(function) {
                run.functions[key]?.needsBridge = true
            }
        }
        for key in run.functions.keys where run.functions[key]!.isPublic { run.functions[key]?.needsBridge = true }
        context[OneShotIndex.self] = run
    }

    /// `name(label:)` of the `func` at `p`.
    private func declarationKey(_ view: CodeView, func p: Int) -> String? {
        guard view.kind(p + 1) == .identifier, view.kind(p + 2) == .leftParen, let close = view.partner(p + 2) else { return nil }
        var labels: [String] = []
        for piece in PublisherFunction.splitTopLevel(view, from: p + 3, to: close) {
            guard view.isName(piece.lowerBound) else { return nil }
            labels.append(view.text(piece.lowerBound))
        }
        return "\(view.text(p + 1))(\(labels.map { $0 + ":" }.joined()))"
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
