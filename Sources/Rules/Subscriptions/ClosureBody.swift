import Core
import Structure
import Tokenizer

/// The statements of a closure (a `sink`'s value or completion handler) on their way into
/// a loop or a `do`/`catch`: their text with comments, and the changes the move needs.
struct ClosureBody {
    let source: TokenizedSource
    let view: CodeView
    /// Code positions of the body's tokens (between `in` — or `{` — and the closing `}`).
    let code: Range<CodePosition>
    /// The bytes carried over: from the first comment or token after `in` to the last
    /// before `}`.
    let bytes: Range<ByteOffset>
    /// A function passed by name in place of the closure (`receiveValue: check(_:)`): `code`
    /// is the reference, and the body calls it with the value.
    private(set) var isReference = false

    /// The body between the code position `after` (the `in`, or the `{`) and the closing
    /// brace at `close`.
    init(source: TokenizedSource, after open: CodePosition, close: CodePosition) {
        self.source = source
        self.view = CodeView(source)
        self.code = (open + 1)..<close
        var start = view.end(open)
        var end = view.offset(close)
        let bytes = source.bytes
        while start < end, Self.isSpace(bytes[start]) { start += 1 }
        while end > start, Self.isSpace(bytes[end - 1]) { end -= 1 }
        self.bytes = start..<end
    }

    /// No code, at the code position `p`: what a branch the handler does not have keeps.
    init(source: TokenizedSource, nothingAt p: CodePosition) {
        self.source = source
        self.view = CodeView(source)
        self.code = p..<p
        let offset = view.offset(p)
        self.bytes = offset..<offset
    }

    /// A function passed by name in place of a closure of one parameter: `check(_:)`,
    /// `self.check(_:)`, `record(page:)` at `reference`, called with the value.
    init?(source: TokenizedSource, reference: Range<CodePosition>) {
        let view = CodeView(source)
        var p = reference.lowerBound
        if view.isWord(p, "self"), view.kind(p + 1) == .period { p += 2 }
        guard view.kind(p) == .identifier, view.kind(p + 1) == .leftParen, view.partner(p + 1) == reference.upperBound - 1,
            reference.count == p + 5 - reference.lowerBound, view.kind(p + 3) == .colon,
            view.kind(p + 2) == .wildcard || view.kind(p + 2) == .identifier
        else { return nil }
        self.source = source
        self.view = view
        self.code = reference
        self.bytes = view.offset(reference.lowerBound)..<view.end(reference.upperBound - 1)
        self.isReference = true
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || LineBreak.isBreak(byte)
    }

    var isEmpty: Bool { bytes.isEmpty }

    /// Why the body cannot become a loop body, if it cannot: a `return` with a value, or a
    /// `return` inside a loop of its own (where `continue` would mean something else).
    func loopProblem() -> String? {
        for position in view.ownReturns(in: code) {
            if view.enclosingBraces(of: position, inside: code.lowerBound - 1).contains(where: view.isLoopBody) {
                return "a `return` inside a loop in the closure cannot become `continue`"
            }
            let next = position + 1
            if next < code.upperBound, !source.lineBreakBefore(next), source.codeToken(next).kind != .rightBrace,
                source.codeToken(next).kind != .semicolon
            {
                return "the closure returns a value"
            }
        }
        return nil
    }

    /// Whether the closure itself (not a closure or function inside it) has a `return`.
    var hasOwnReturn: Bool { hasOwnReturn(from: code.lowerBound) }

    /// Whether the closure itself has a `return` at code position `start` or after.
    func hasOwnReturn(from start: CodePosition) -> Bool {
        view.ownReturns(in: code).contains { $0 >= start }
    }

    /// The name a leading `guard let self else { return }` (or `guard let strongSelf = self …`)
    /// binds, and where the statement after it starts.
    var leadingSelfGuard: (name: String, end: CodePosition)? {
        guard !code.isEmpty else { return nil }
        let end = view.statementEnd(from: code.lowerBound, before: code.upperBound)
        return view.guardLetSelfName(code.lowerBound..<end).map { ($0, end) }
    }

    /// Whether the body uses the identifier `name` outside nested closures (or at all).
    /// An anonymous parameter (`$0`) counts only where it is the closure's own, not a
    /// nested closure's.
    func uses(_ name: String) -> Bool {
        if isReference { return name == "$0" }
        let ownOnly = name.hasPrefix("$")
        return code.contains {
            let kind = source.codeToken($0).kind
            return (kind == .identifier || kind == .dollarIdentifier) && source.text(ofCode: $0) == name
                && (!ownOnly || view.isOwn($0, in: code))
        }
    }

    /// The body's text with each `return` of the closure itself turned into `continue`, and
    /// `$0` (of the closure itself) into `parameter`; re-indented from its own lines to
    /// `indent`. `renaming` renames a name the closure binds (its parameter) wherever the body
    /// uses it; the statements of `dropping` in the body go, as `RemovedLines` removes them,
    /// but those of `breaking`, which become `break` (alone in a `switch` case).
    func loopText(
        parameter: String?, indent: String, returnsBecomeContinue: Bool = true, renaming: [String: String] = [:],
        dropping: [Range<CodePosition>] = [], breaking: [Range<CodePosition>] = []
    ) -> String {
        if isReference {
            // `check(_:)` → `check(value)`; `record(page:)` → `record(page: value)`.
            let label = view.kind(code.upperBound - 3) == .wildcard ? "" : view.text(code.upperBound - 3) + ": "
            let callee = String(decoding: source.bytes[bytes.lowerBound..<view.offset(code.upperBound - 4)], as: UTF8.self)
            return callee + "(" + label + (parameter ?? "$0") + ")"
        }
        var edits = removals(dropping.filter { !breaking.contains($0) })
        for statement in breaking where code.contains(statement.lowerBound) {
            let first = source.byteRange(of: source.tokenIndex(of: statement.lowerBound))
            let last = source.byteRange(of: source.tokenIndex(of: statement.upperBound - 1))
            edits.append(Edit(range: first.lowerBound..<last.upperBound, replacement: "break", rule: ""))
        }
        let returns = returnsBecomeContinue ? Set(view.ownReturns(in: code)) : []
        for position in code {
            let index = source.tokenIndex(of: position)
            if let name = renaming[view.text(position)], view.isUse(position) {
                edits.append(Edit(range: source.byteRange(of: index), replacement: name, rule: ""))
                continue
            }
            let isReturn = returns.contains(position)
            let isDollarZero = parameter != nil && source.token(index, is: "$0") && view.isOwn(position, in: code)
            guard isReturn || isDollarZero else { continue }
            edits.append(Edit(range: source.byteRange(of: index), replacement: isReturn ? "continue" : parameter!, rule: ""))
        }
        return text(applying: edits, indent: indent)
    }

    /// The edits removing those of `statements` in the body, their lines with them, within
    /// the bytes carried over.
    private func removals(_ statements: [Range<CodePosition>]) -> [Edit] {
        let inside = statements.filter { code.contains($0.lowerBound) }
        guard !inside.isEmpty else { return [] }
        return RemovedLines(inside, in: view).ranges.compactMap { range in
            let clamped = range.clamped(to: bytes)
            return clamped.isEmpty ? nil : Edit(range: clamped, replacement: "", rule: "")
        }
    }

    private func text(applying edits: [Edit], indent: String) -> String {
        var bytes = Array(source.bytes[bytes])
        let shifted = edits.map { $0.relative(to: self.bytes.lowerBound) }
        bytes = Edit.apply(shifted, to: bytes)
        // A first statement dropped with its line leaves the next line's indentation first; a
        // last one, the line break before it.
        if !edits.isEmpty {
            while let last = bytes.last, Self.isSpace(last) { bytes.removeLast() }
            if let first = bytes.firstIndex(where: { !Self.isSpace($0) }) { bytes.removeFirst(first) }
        }
        let from = Array(Indentation.ofLine(containing: self.bytes.lowerBound, in: source.bytes).utf8)
        return Indentation.reindent(bytes, from: from, to: Array(indent.utf8))
    }
}
