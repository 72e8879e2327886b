import Tokenizer
import Structure

/// A closure of a chain's operator (`tryMap { data, response in … }`, `mapError { … }`)
/// read to be inlined as statements: its parameters, the statements before its result, and
/// its result (the final `return`'s expression, or the body's only expression).
struct InlinedClosure {
    var open: CodePosition
    var close: CodePosition
    /// Declared parameter names (`_` included); empty when the closure declares none.
    var parameters: [String]
    /// The anonymous parameters it uses at its own level (`$0` → 0).
    var anonymous: Set<Int>
    /// The statements before the result (code positions; may be empty), and the result.
    var statements: Range<CodePosition>
    var result: Range<CodePosition>
    /// The names its statements declare at any depth of its own level (`let`, `var`,
    /// `guard let`, a nested `func` or type), which must not clash with the function's names.
    var declared: Set<String>

    /// Keywords that declare the name after them.
    private static let declarationWords: Set<String> = ["func", "struct", "class", "enum", "actor", "protocol", "typealias"]

    /// The first code position of the body.
    var bodyStart: CodePosition { statements.isEmpty ? result.lowerBound : statements.lowerBound }

    /// The capture list's entries (`service`, `api = self.api`), when `allowingCaptures`
    /// let the closure have one: each a name's strong capture.
    var captures: [String] = []

    static func read(open: CodePosition, _ view: CodeView, allowingCaptures: Bool = false) -> Result<InlinedClosure, SkipReason> {
        guard let close = view.partner(open) else { return .failure(SkipReason(at: open, "an unbalanced closure")) }
        let signature = view.closureSignature(open: open)
        var captures: [String] = []
        if let list = signature.captures {
            let entries = view.splitTopLevel(from: list.lowerBound, to: list.upperBound)
            guard allowingCaptures, entries.allSatisfy({ !$0.isEmpty && !view.isAny($0.lowerBound, of: ["weak", "unowned"]) }) else {
                return .failure(SkipReason(at: open, "the closure has a capture list"))
            }
            captures = entries.map { view.source.text(ofCode: $0).trimmingCharacters(in: .whitespacesAndNewlines) }
        }
        let bodyStart = signature.bodyStart
        guard bodyStart < close else { return .failure(SkipReason(at: open, "the closure is empty")) }
        var anonymous: Set<Int> = []
        var declared: Set<String> = []
        let returns = view.ownReturns(in: bodyStart..<close)
        var p = bodyStart
        while p < close {
            if view.kind(p) == .leftBrace, let end = view.partner(p), view.braceKind(p) == .closure {
                p = end + 1
                continue
            }
            if view.kind(p) == .dollarIdentifier, let n = Int(view.text(p).dropFirst()) { anonymous.insert(n) }
            // A nested function or type is a name of the body as much as a `let` is.
            if view.kind(p) == .keyword, view.isAny(p, Self.declarationWords), view.kind(p + 1) == .identifier {
                declared.insert(view.text(p + 1))
            }
            if view.kind(p) == .keyword, view.isAny(p, of: ["let", "var"]) {
                if view.kind(p + 1) == .identifier { declared.insert(view.text(p + 1)) }
                if view.kind(p + 1) == .leftParen, let end = view.partner(p + 1) {
                    for q in (p + 2)..<end where view.kind(q) == .identifier { declared.insert(view.text(q)) }
                }
            }
            p += 1
        }
        var last = bodyStart
        var count = 0
        var q = bodyStart
        while q < close {
            last = q
            q = max(view.statementEnd(from: q, before: close), q + 1)
            count += 1
        }
        var closure = InlinedClosure(
            open: open, close: close, parameters: signature.parameters, anonymous: anonymous,
            statements: bodyStart..<bodyStart, result: last..<close, declared: declared, captures: captures)
        if returns.isEmpty {
            guard count == 1 else {
                return .failure(SkipReason(at: open, "the closure has statements but no final `return`"))
            }
        } else {
            guard returns == [last], last + 1 < close else {
                return .failure(SkipReason(at: returns[0], "the closure returns before its last statement"))
            }
            closure.statements = bodyStart..<last
            closure.result = (last + 1)..<close
        }
        return .success(closure)
    }

    /// The code positions of `$n` (or of a declared parameter) at the closure's own level.
    func uses(of name: String, _ view: CodeView) -> [CodePosition] {
        var found: [CodePosition] = []
        var p = bodyStart
        while p < close {
            if view.kind(p) == .leftBrace, let end = view.partner(p), view.braceKind(p) == .closure {
                // A nested closure may use the name too: it is then captured, which is fine
                // for `$n` (a nested closure has its own) and for a name (same value).
                if name.hasPrefix("$") {
                    p = end + 1
                    continue
                }
            }
            if view.text(p) == name, view.kind(p - 1) != .period, view.kind(p + 1) != .colon || name.hasPrefix("$") {
                found.append(p)
            }
            p += 1
        }
        return found
    }

    /// `{ _ in Just(v) }` (then maybe `.eraseToAnyPublisher()`, `.setFailureType(to:)`): the
    /// code of `v`, when that is all the closure does.
    func justValue(_ view: CodeView) -> Range<CodePosition>? {
        guard statements.isEmpty, view.isWord(result.lowerBound, "Just"), view.kind(result.lowerBound + 1) == .leftParen,
            let close = view.partner(result.lowerBound + 1), close > result.lowerBound + 2
        else { return nil }
        var q = close + 1
        while q < result.upperBound {
            guard view.kind(q) == .period, view.isAny(q + 1, of: ["eraseToAnyPublisher", "setFailureType"]),
                view.kind(q + 2) == .leftParen, let end = view.partner(q + 2)
            else { return nil }
            q = end + 1
        }
        return (result.lowerBound + 2)..<close
    }

    /// `{ $0.data }`, `{ output in output.response }`: the member of the single parameter it
    /// returns, when that is all it does.
    func memberOfParameter(_ view: CodeView) -> String? {
        guard statements.isEmpty, result.count == 3, view.kind(result.lowerBound + 1) == .period else { return nil }
        let base = view.text(result.lowerBound)
        let isParameter = parameters.isEmpty ? base == "$0" && anonymous == [0] : parameters == [base]
        return isParameter ? view.text(result.lowerBound + 2) : nil
    }
}
