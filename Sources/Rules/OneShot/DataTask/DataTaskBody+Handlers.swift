import Tokenizer

/// The error handlers of a chain: each wraps the statements built so far (which end by
/// returning the value) in `do`/`catch`.
extension DataTaskBody {
    mutating func handle(_ op: DataTaskChain.Operator) throws {
        switch op.name {
        case "mapError": try mapError(op)
        case "replaceError": try replaceError(op)
        case "catch": try catchJust(op)
        default: try retry(op)
        }
    }

    /// `mapError { e in APIError(e) }` → `do { … } catch { throw APIError(error) }`.
    private mutating func mapError(_ op: DataTaskChain.Operator) throws {
        guard canFail else { return absorbComments(after: op) }
        var handler: [String]
        var clause = ""
        if let open = op.closure {
            let closure = try InlinedClosure.read(open: open, view).get()
            let (caught, substitutions) = try catchClause(closure)
            clause = caught
            handler = statements(of: closure, substitutions) + prefixed("throw ", resultLines(of: closure, substitutions))
        } else if let arguments = op.arguments, !arguments.isEmpty,
            arguments.allSatisfy({ view.isName($0) || view.kind($0) == .period })
        {
            // `mapError(APIError.init)`, `mapError(APIError.network)`
            var function = text(arguments)
            if function.hasSuffix(".init") { function.removeLast(5) }
            copied.append(source.byteRange(ofCode: arguments))
            handler = ["throw \(function)(error)"]
        } else {
            throw SkipReason(at: op.position, "`.mapError` with an argument this rule does not follow")
        }
        absorbComments(after: op)
        wrap(opening: ["do {"], closing: ["} catch\(clause) {"] + indented(handler) + ["}"])
        typed = true
    }

    /// `replaceError(with: v)` → `do { … } catch { return v }`: the function no longer throws.
    private mutating func replaceError(_ op: DataTaskChain.Operator) throws {
        guard let arguments = op.arguments, op.closure == nil, view.isWord(arguments.lowerBound, "with"),
            view.kind(arguments.lowerBound + 1) == .colon, arguments.count > 2
        else {
            throw SkipReason(at: op.position, "`.replaceError` without `with:`")
        }
        let replacement = (arguments.lowerBound + 2)..<arguments.upperBound
        let value = verbatim(
            source.byteRange(ofCode: replacement), indentAt: view.offset(replacement.lowerBound), [:])
        absorbComments(after: op)
        replace(with: value, clause: "")
    }

    /// `catch { _ in Just(v) }` → `do { … } catch { return v }`.
    private mutating func catchJust(_ op: DataTaskChain.Operator) throws {
        guard let open = op.closure else {
            throw SkipReason(at: op.position, "`.catch` without a closure")
        }
        let closure = try InlinedClosure.read(open: open, view).get()
        guard let inner = closure.justValue(view) else {
            throw SkipReason(at: op.position, "`.catch` that does more than return `Just(value)`")
        }
        let (clause, substitutions) = try catchClause(closure)
        let value = verbatim(source.byteRange(ofCode: inner), indentAt: view.offset(inner.lowerBound), substitutions)
        absorbComments(after: op)
        replace(with: value, clause: clause)
    }

    private mutating func replace(with value: [String], clause: String) {
        if canFail {
            wrap(opening: ["do {"], closing: ["} catch\(clause) {"] + indented(prefixed("return ", value)) + ["}"])
        }
        canFail = false
        typed = false
    }

    /// `retry(n)` → a loop that runs everything before it up to n more times.
    private mutating func retry(_ op: DataTaskChain.Operator) throws {
        guard let arguments = op.arguments, op.closure == nil, !arguments.isEmpty,
            !(arguments.lowerBound..<arguments.upperBound).contains(where: { view.lineBreakBefore($0) })
        else {
            throw SkipReason(at: op.position, "`.retry` without a count")
        }
        guard canFail else { return absorbComments(after: op) }
        let count = text(arguments)
        copied.append(source.byteRange(ofCode: arguments))
        let attempts = fresh("attempts")
        let typedDo = typed && !FailureType.isUntyped(function.failure) ? " throws(\(function.failure))" : ""
        absorbComments(after: op)
        let body = lines
        lines = pending + ["var \(attempts) = 0", "while true {"]
            + indented(["do\(typedDo) {"] + indented(body) + ["} catch where \(attempts) < \(count) {"] + indented(["\(attempts) += 1"]) + ["}"])
            + ["}"]
        pending = []
    }

    /// A chain that fails with `URLError` and has no `mapError` — so nothing in it throws
    /// another error, or Combine would not have typed it so — makes a `throws(URLError)`
    /// function: the errors `data(for:)` throws besides become what `dataTaskPublisher`
    /// failed with. `CancellationError` (the awaiting task was cancelled, where the cancelled
    /// subscription delivered nothing; Apple's `data(for:)` throws `URLError(.cancelled)`
    /// then) becomes `URLError(.cancelled)`, any other error `URLError(.unknown)`, as
    /// `dataTaskPublisher` made of an error that is no `URLError`.
    mutating func keepURLError() {
        guard canFail, !typed, FailureType.isURLError(function.failure) else { return }
        wrap(
            opening: ["do {"],
            closing: ["} catch let error as URLError {"] + indented(["throw error"]) + ["} catch {"]
                + indented(["throw URLError(error is CancellationError ? .cancelled : .unknown)"]) + ["}"])
        typed = true
    }

    /// The statements so far, inside `opening … closing`, after the comments waiting.
    private mutating func wrap(opening: [String], closing: [String]) {
        lines = pending + opening + indented(lines) + closing
        pending = []
    }

    /// `mapError { $0 as Error }`, `{ e in e as Error }`, `{ $0 }`: it changes only the
    /// failure's static type, which a throwing function does not have — not a handler, so
    /// the operators after it are migrated as if it were not there.
    func isUpcast(_ op: DataTaskChain.Operator) -> Bool {
        guard op.name == "mapError", let open = op.closure, case .success(let closure) = InlinedClosure.read(open: open, view),
            closure.statements.isEmpty
        else { return false }
        let r = closure.result
        guard r.count == 1 || r.count == 3 && view.isWord(r.lowerBound + 1, "as") && view.isWord(r.lowerBound + 2, "Error")
        else { return false }
        let base = view.text(r.lowerBound)
        return closure.parameters.isEmpty ? base == "$0" : closure.parameters == [base]
    }

    /// ` let e` for a closure `{ e in … }`; `$0` becomes `error`, and so does a parameter
    /// named `error`; `_` or no parameter: nothing.
    private func catchClause(_ closure: InlinedClosure) throws -> (String, [CodePosition: String]) {
        var substitutions: [CodePosition: String] = [:]
        guard closure.parameters.count <= 1, closure.anonymous.isSubset(of: [0]) else {
            throw SkipReason(at: closure.open, "the closure takes more than the error")
        }
        if let name = closure.parameters.first {
            if name == "_" || name == "error" { return ("", [:]) }
            // `underlying in …underlying…` → `catch { …error… }`, unless `error` is taken.
            guard closure.uses(of: "error", view).isEmpty else { return (" let \(name)", [:]) }
            for p in closure.uses(of: name, view) { substitutions[p] = "error" }
            return ("", substitutions)
        }
        if closure.anonymous == [0] {
            guard closure.uses(of: "error", view).isEmpty else {
                throw SkipReason(at: closure.open, "the closure uses `$0` and another `error`")
            }
            for p in closure.uses(of: "$0", view) { substitutions[p] = "error" }
        }
        return ("", substitutions)
    }

    func indented(_ lines: [String]) -> [String] {
        lines.map { $0.isEmpty ? $0 : style.indentUnit + $0 }
    }
}
