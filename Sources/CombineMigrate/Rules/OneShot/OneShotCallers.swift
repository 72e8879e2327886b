/// The calls of a migrated function in one file, and what becomes of each:
///
/// - a direct subscription — `api.user(id: 1).sink(receiveCompletion:receiveValue:)` (or
///   its trailing or value-only forms), after `map(\.x)` or `receive(on: main)`, stored
///   with `.store(in:)` or assigned — becomes a `Task` awaiting the call in `do`/`catch`
///   (`OneShotTask`), with the subscription's lifetime;
/// - any other use goes through the bridge: `api.userPublisher(id: 1)` (a `public`
///   function keeps its name, so those calls stay as they are).
///
/// A call already preceded by `await` is a call of the async function: left alone.
struct OneShotCallers {
    let source: TokenizedSource
    let run: RunContext

    /// A call of a migrated function: the code positions of its name and of its `)`.
    struct Call {
        var name: Int
        var close: Int
        /// Where the expression holding the call starts (`api` in `api.user(id: 1)`).
        var start: Int
    }

    /// Every call of `function` in the file that still uses the publisher.
    func calls(of function: MigratedFunction) -> [Call] {
        guard source.mayContainName(Array(function.name.utf8)) else { return [] }
        let view = CodeView(source)
        var calls: [Call] = []
        for p in 0..<view.count where view.kind(p) == .identifier && view.text(p) == function.name {
            guard !view.isWord(p - 1, "func"), view.kind(p + 1) == .leftParen, let close = view.partner(p + 1),
                labels(view, open: p + 1, close: close) == function.labels
            else { continue }
            let start = view.chainStart(endingBefore: p + 1)
            if view.isWord(start - 1, "await") { continue }
            calls.append(Call(name: p, close: close, start: start))
        }
        return calls
    }

    /// The argument labels of a call (`_` for an unlabeled argument).
    private func labels(_ view: CodeView, open: Int, close: Int) -> [String] {
        PublisherFunction.splitTopLevel(view, from: open + 1, to: close).map { argument in
            if argument.count >= 2, view.isName(argument.lowerBound), view.kind(argument.lowerBound + 1) == .colon {
                return view.text(argument.lowerBound)
            }
            return "_"
        }
    }

    /// The edits for the calls of `function` in this file, with a note for each call kept
    /// in Combine through the bridge.
    func rewrites(of function: MigratedFunction) -> (edits: [Edit], diagnostics: [Diagnostic]) {
        var edits: [Edit] = []
        var diagnostics: [Diagnostic] = []
        let tasks = OneShotTask.sites(in: source, run: run)
        for call in calls(of: function) {
            if let site = tasks.first(where: { $0.call.name == call.name }) {
                switch site.outcome {
                case .success(let replacement):
                    edits.append(Edit(
                        range: site.match.bytes, replacement: replacement, rule: function.rule, helpers: site.helpers))
                    continue
                case .failure(let reason):
                    diagnostics.append(bridged(call, function, reason: reason.description))
                }
            } else if !function.isPublic {
                diagnostics.append(bridged(call, function, reason: nil))
            }
            if !function.isPublic {
                edits.append(Edit(range: source.codeToken(call.name).range, replacement: function.bridgeName, rule: function.rule))
            }
        }
        return (edits, diagnostics)
    }

    /// Whether some call of `function` in this file stays in Combine.
    func needsBridge(_ function: MigratedFunction) -> Bool {
        let tasks = OneShotTask.sites(in: source, run: run)
        return calls(of: function).contains { call in
            guard let site = tasks.first(where: { $0.call.name == call.name }) else { return true }
            if case .failure = site.outcome { return true }
            return false
        }
    }

    private func bridged(_ call: Call, _ function: MigratedFunction, reason: String?) -> Diagnostic {
        let target = function.isPublic ? "its publisher version" : "the bridge `\(function.bridgeName)`"
        let why = reason.map { " (\($0))" } ?? ""
        return Diagnostic(
            .note, at: source.codeToken(call.name).start,
            "`\(function.key)` is now async; this call stays in Combine through \(target)\(why)", rule: function.rule)
    }
}
