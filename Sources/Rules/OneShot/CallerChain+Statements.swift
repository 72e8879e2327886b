import Tokenizer
import Structure

/// The statements a `CallerChain` becomes, and what writing them needs: the lines of a
/// block, the names they bind, and code copied with renamings.
extension CallerChain {
    /// The chain's value as it flows from stage to stage: an expression, or a name bound before.
    struct Value {
        var expression: String
        /// It holds an `await` (binding it ends with a cancellation check).
        var awaits: Bool
        /// A plain name (a stage can use it as it is).
        var isName: Bool
        /// `.member` can follow it.
        var isPostfix: Bool
        /// A call of a function returning nothing: a statement of its own, never bound.
        var isVoid = false
    }

    /// Appends to `body` the statements that compute the chain's value, starting with the call
    /// (`api.todo(id: id)`, as the Task writes it), and returns that value.
    func value(
        ofCall call: String, of function: MigratedFunction, into body: inout TaskStatements, names: inout ChainNames,
        code: CodeText
    ) -> Value {
        var value = Value(
            expression: (function.throwing ? "try await " : "await ") + call, awaits: true, isName: false, isPostfix: true,
            isVoid: OutputType.isVoid(function.output))
        let view = code.view
        for stage in stages {
            switch stage {
            case .member(let members):
                if !value.isPostfix { value = body.bind(value, as: names.fresh("value")) }
                value.expression += "." + members
                value.isName = false
            case .transform(let closure):
                let renamed = bindParameter(of: closure, &value, &body, &names, view)
                if !closure.statements.isEmpty {
                    body.append(code.text(closure.statements, renaming: renamed, indent: body.indent))
                }
                let result = closure.result
                value = Value(
                    expression: code.text(result, renaming: renamed, indent: body.indent), awaits: false,
                    isName: result.count == 1 && view.kind(result.lowerBound) == .identifier,
                    isPostfix: view.isPostfixExpression(result))
            case .awaited(let closure, let inner, let function):
                var renamed = bindParameter(of: closure, &value, &body, &names, view)
                // The function is called by its async name (`userPublisher` → `user`).
                if function.asyncName != function.name { renamed[inner.name] = function.asyncName }
                let text = code.text(inner.start..<(inner.close + 1), renaming: renamed, indent: body.indent)
                let effects = function.throwing ? "try await " : "await "
                value = Value(
                    expression: effects + text, awaits: true, isName: false, isPostfix: true,
                    isVoid: OutputType.isVoid(function.output))
            case .fallback(let replacement):
                // Only after the call and its members (`CallerChain.read`): `try await …`.
                let awaited = value.expression.hasPrefix("try ") ? String(value.expression.dropFirst(4)) : value.expression
                let fallback = code.text(replacement, renaming: [:], indent: body.indent)
                value = Value(expression: "(try? \(awaited)) ?? \(fallback)", awaits: true, isName: false, isPostfix: false)
            }
        }
        return value
    }

    /// The error the failure code reads: `error`, mapped by `.mapError` when there is one.
    func mappedError(_ code: CodeText) -> String? {
        switch errorMapping {
        case .closure(let closure)?:
            let parameter = closure.parameters.first ?? (closure.anonymous.contains(0) ? "$0" : "_")
            var renamed: [CodePosition: String] = [:]
            if parameter != "_" {
                for p in closure.uses(of: parameter, code.view) where parameter == "$0" || code.view.isUse(p) { renamed[p] = "error" }
            }
            return code.text(closure.result, renaming: renamed, indent: "")
        case .reference(let name)?:
            return code.text(name, renaming: [:], indent: "") + "(error)"
        case nil:
            return nil
        }
    }

    /// Binds the value to the name the closure's parameter gives it (or uses the name it
    /// already has), and returns how the closure's uses of its parameter are renamed.
    private func bindParameter(
        of closure: InlinedClosure, _ value: inout Value, _ body: inout TaskStatements, _ names: inout ChainNames,
        _ view: CodeView
    ) -> [CodePosition: String] {
        var parameter = closure.parameters.first ?? (closure.anonymous.contains(0) ? "$0" : "_")
        if parameter != "$0", closure.uses(of: parameter, view).allSatisfy({ !view.isUse($0) }) { parameter = "_" }
        let owner = closure.open...closure.close
        guard parameter != "_" else {
            // The value is not used; an `await` still runs.
            if value.awaits && value.isVoid {
                body.run(value)
            } else if value.awaits {
                value = body.bind(value, as: "_")
            }
            return [:]
        }
        if !value.isName {
            let name = parameter == "$0" ? names.fresh("value") : names.name(parameter, ownedBy: owner)
            value = body.bind(value, as: name)
        }
        guard value.expression != parameter else { return [:] }
        var renamed: [CodePosition: String] = [:]
        for p in closure.uses(of: parameter, view) where parameter == "$0" || view.isUse(p) { renamed[p] = value.expression }
        return renamed
    }
}

/// The lines of one block of the Task (the `do`, or the Task's own body), each at the
/// block's indentation; after an `await`, a cancellation check before whatever follows.
struct TaskStatements {
    let indent: String
    var lines: [String] = []
    /// An `await` ended the last line: check for cancellation before the next.
    var checkDue = false

    init(indent: String) { self.indent = indent }

    mutating func append(_ text: String) {
        flushCheck()
        lines.append(indent + text)
    }

    /// A cancelled subscription ran nothing more: neither do the statements after an `await`.
    mutating func flushCheck() {
        guard checkDue else { return }
        checkDue = false
        lines.append(indent + "guard !Task.isCancelled else { return }")
    }

    /// The value as a statement of its own (an awaited `Void` call).
    mutating func run(_ value: CallerChain.Value) {
        append(value.expression)
        if value.awaits { checkDue = true }
    }

    /// `let name = value` (`_ = value` for `_`); returns the value as that name.
    mutating func bind(_ value: CallerChain.Value, as name: String) -> CallerChain.Value {
        append((name == "_" ? "_" : "let \(name)") + " = " + value.expression)
        if value.awaits { checkDue = true }
        return CallerChain.Value(expression: name, awaits: false, isName: true, isPostfix: true)
    }
}

/// The names a Task's statements bind: a closure's parameter keeps its name unless the
/// statement uses that name outside the closure (where it meant something else) or a name
/// was already given; then it gets a fresh one (`value`, `value2`…).
struct ChainNames {
    /// Each name the statement uses (not members, not labels), with where.
    private var uses: [String: [CodePosition]] = [:]
    private var given: Set<String> = []
    private let all: Set<String>

    init(view: CodeView, statement: Range<CodePosition>) {
        for p in statement where view.kind(p) == .identifier && view.isUse(p) {
            let name = view.text(p)
            // A closure's use of its own parameter is no use of the name outside.
            let closures = view.enclosingBraces(of: p, inside: statement.lowerBound - 1).filter { view.braceKind($0) == .closure }
            if closures.contains(where: { view.closureSignature(open: $0).parameters.contains(name) }) { continue }
            uses[name, default: []].append(p)
        }
        all = view.identifiers(in: statement)
    }

    /// Whether the statement uses `name` outside `owner`.
    func isUsed(_ name: String, outside owner: ClosedRange<CodePosition>?) -> Bool {
        (uses[name] ?? []).contains { owner?.contains($0) != true }
    }

    /// `wanted` when it is free outside its closure `owner`, else a fresh name from it.
    mutating func name(_ wanted: String, ownedBy owner: ClosedRange<CodePosition>?) -> String {
        guard isUsed(wanted, outside: owner) || given.contains(wanted) else {
            given.insert(wanted)
            return wanted
        }
        return fresh(wanted)
    }

    /// `base`, or `base2`… — none the statement uses or was given.
    mutating func fresh(_ base: String) -> String {
        let name = FreshNames.name(base, avoiding: all.union(given))
        given.insert(name)
        return name
    }
}

/// Code copied into the Task: the bytes between a range's first and last token, with some
/// identifiers renamed and some ranges replaced (a receiver the Task captures:
/// `self.client` → `client`), later lines moved to the Task's indentation.
struct CodeText {
    let view: CodeView
    /// Code ranges written differently, by their first position.
    var replacements: [CodePosition: (end: CodePosition, text: String)] = [:]
    init(view: CodeView) { self.view = view }

    func text(_ range: Range<CodePosition>, renaming: [CodePosition: String], indent: String) -> String {
        let source = view.source
        guard !range.isEmpty else { return "" }
        let bytes = source.byteRange(ofCode: range)
        var text: [UInt8] = []
        var cursor = bytes.lowerBound
        var p = range.lowerBound
        while p < range.upperBound {
            var end = p + 1
            var replacement: String?
            if let replaced = replacements[p], replaced.end <= range.upperBound {
                (end, replacement) = (replaced.end, replaced.text)
            } else if let name = renaming[p] {
                replacement = name
            }
            if let replacement {
                text += source.bytes[cursor..<view.offset(p)]
                text += Array(replacement.utf8)
                cursor = view.end(end - 1)
            }
            p = end
        }
        text += source.bytes[cursor..<bytes.upperBound]
        let from = Array(Indentation.ofLine(containing: bytes.lowerBound, in: source.bytes).utf8)
        return Indentation.reindent(text, from: from, to: Array(indent.utf8))
    }
}
