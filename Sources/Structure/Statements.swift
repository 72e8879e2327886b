import Tokenizer

/// Where statements start and end: one definition, read the way the compiler's parser reads
/// a line break (a new line starts a statement unless the line before cannot end one, or
/// the new line cannot begin one).
extension CodeView {
    /// Keywords that can end an expression or a statement, so that a line break after them
    /// ends the statement: `x = nil`, `break`, `func f() throws`.
    static let statementEndingKeywords: Set<String> = [
        "true", "false", "nil", "self", "Self", "super", "Any", "break", "continue", "fallthrough", "throws",
        "rethrows",
    ]

    /// Keywords that begin a statement or a declaration even right after `return` or
    /// `throw` (the parser does not read them as the returned value).
    static let statementKeywords: Set<String> = [
        "let", "var", "func", "if", "guard", "for", "while", "repeat", "switch", "case", "default", "do", "defer",
        "return", "throw", "break", "continue", "fallthrough", "import", "class", "struct", "enum", "protocol",
        "extension", "typealias", "init", "deinit", "subscript", "static", "private", "fileprivate", "internal",
        "public",
    ]

    /// Keywords that continue the statement of the line before: `} else {`, `where`, `as?`.
    private static let continuingKeywords: Set<String> = ["where", "else", "catch", "throws", "rethrows", "as", "is", "in"]

    /// Whether a statement starts at code position `p`.
    ///
    /// After `;`, `{`, a closure's `in` or a `case` label's `:`, one does. Otherwise only after a line break, and
    /// not when the line before ends with something that needs more (an operator, `,`, `.`,
    /// an opening bracket, `:` other than a `case` label's, `->`, an attribute, `try`,
    /// `await`, `return`/`throw` followed by an expression), nor when this line begins with
    /// something that continues one (`.member`, an infix operator, `->`, `{`, a closing
    /// bracket, `else`, `catch`, `where`, `as`).
    package func startsStatement(_ p: CodePosition) -> Bool {
        guard p > .start, p < endPosition, let previous = kind(p - 1), let current = kind(p) else { return true }
        switch current {
        case .period, .binaryOperator, .arrow, .leftBrace, .rightBrace, .rightParen, .rightBracket, .comma, .colon,
            .semicolon, .interpolationEnd, .stringEnd, .stringSegment:
            return false
        case .keyword where Self.continuingKeywords.contains(text(p)):
            return false
        default:
            break
        }
        if previous == .semicolon || previous == .leftBrace || isClosureIn(p - 1) { return true }
        // `case .a: f()`: a label's body starts on the label's line too.
        if previous == .colon, isCaseLabelColon(p - 1) { return true }
        guard source.lineBreakBefore(p) else { return false }
        switch previous {
        case .binaryOperator, .prefixOperator, .comma, .period, .leftParen, .leftBracket, .arrow, .atSign, .backslash,
            .pound, .interpolationStart, .stringStart, .stringSegment:
            return false
        case .colon:
            return isCaseLabelColon(p - 1)
        case .keyword:
            let word = text(p - 1)
            if word == "return" || word == "throw" {
                return kind(p) == .poundKeyword || (kind(p) == .keyword && Self.statementKeywords.contains(text(p)))
            }
            return Self.statementEndingKeywords.contains(word)
        case .identifier:
            if isAny(p - 1, of: ["await", "some", "any", "consume", "copy", "each"]) { return false }
            return !isAttribute(endingAt: p - 1)
        case .rightParen:
            return !isAttribute(endingAt: p - 1)
        default:
            return true
        }
    }

    /// Whether a statement that started before `next` has ended by `next`: the file or the
    /// block ends there, or a new statement starts.
    package func endsStatement(before next: CodePosition) -> Bool {
        guard let kind = kind(next) else { return true }
        return kind == .rightBrace || kind == .semicolon || startsStatement(next)
    }

    /// Where the statement holding `p` starts: walking back over whole bracket groups to
    /// the first token that starts a statement (bounded, for pathological input), or to a
    /// position of `known`, whose statement start a caller walking many already found.
    package func statementStart(holding p: CodePosition, known: [CodePosition: CodePosition] = [:]) -> CodePosition {
        var q = p
        var steps = 0
        while q > .start, !startsStatement(q), steps < 100_000 {
            if q != p, let start = known[q] { return start }
            steps += 1
            if kind(q - 1)?.isCloser == true, let open = partner(q - 1), open < q - 1 {
                q = open
            } else {
                q -= 1
            }
        }
        return max(q, .start)
    }

    /// The end of the statement starting at `p` inside a block ending at `end` (exclusive):
    /// the next place a statement starts, just after a `;`, or `end`.
    package func statementEnd(from p: CodePosition, before end: CodePosition) -> CodePosition {
        var q = p
        while q < end {
            if kind(q) == .semicolon { return q + 1 }
            q = atomEnd(q)
            if q >= end { return end }
            if startsStatement(q) { return q }
        }
        return min(q, end)
    }

    /// The statements of `range` (a block's inside), in order.
    package func statements(in range: Range<CodePosition>) -> [Range<CodePosition>] {
        var result: [Range<CodePosition>] = []
        var q = range.lowerBound
        while q < range.upperBound {
            let next = statementEnd(from: q, before: range.upperBound)
            result.append(q..<next)
            q = max(next, q + 1)
        }
        return result
    }

    /// The first code position of the declaration or statement head that the `{` at `open`
    /// ends (its attributes and modifiers included), or nil when the brace stands inside
    /// parentheses or brackets (a closure argument).
    package func statementHead(ofBrace open: CodePosition) -> CodePosition? {
        var p = open - 1
        var head = open
        while p >= .start, let kind = kind(p) {
            if kind == .leftBrace || kind == .rightBrace || kind == .semicolon { break }
            if kind.closer != nil { return nil }  // an opener we are inside of
            if kind.isCloser {
                guard let partner = partner(p) else { break }
                head = partner
                if startsStatement(partner) { break }
                p = partner - 1
                continue
            }
            head = p
            if startsStatement(p) { break }
            p -= 1
        }
        return head
    }

    /// `guard let self else { return }` or `guard let self = self else { return }`.
    package func isGuardLetSelf(_ statement: Range<CodePosition>) -> Bool { guardLetSelfName(statement) == "self" }

    /// The name a `guard let self else { return }`, `guard let self = self else { return }`
    /// or `guard let strongSelf = self else { return }` binds, if the statement is one.
    package func guardLetSelfName(_ statement: Range<CodePosition>) -> String? {
        let words = statement.map { text($0) }
        if words == ["guard", "let", "self", "else", "{", "return", "}"] { return "self" }
        guard words.count == 9, words[0] == "guard", words[1] == "let",
            Array(words[3...]) == ["=", "self", "else", "{", "return", "}"],
            words[2] == "self" || kind(statement.lowerBound + 2) == .identifier
        else { return nil }
        return words[2]
    }

    // MARK: Helpers of the definition

    /// Whether the `in` at `p` ends a closure's signature (not a `for … in`).
    func isClosureIn(_ p: CodePosition) -> Bool {
        guard kind(p) == .keyword, isWord(p, "in"), let open = enclosingBrace(of: p) else { return false }
        return closureSignature(open: open).bodyStart == p + 1
    }

    /// Whether the `:` at `colon` ends a `case …:` or `default:` label of a `switch`.
    func isCaseLabelColon(_ colon: CodePosition) -> Bool {
        var q = colon - 1
        while q >= .start, let kind = kind(q) {
            if kind.isCloser {
                guard let open = partner(q) else { return false }
                q = open - 1
                continue
            }
            if kind == .leftBrace || kind == .rightBrace || kind == .semicolon || kind == .colon || kind.closer != nil {
                return false
            }
            if kind == .keyword, isAny(q, of: ["case", "default"]) {
                // Not an argument label on a line of its own: `f(\n    default: 1)`.
                if self.kind(q - 1) == .leftParen || self.kind(q - 1) == .comma { return false }
                return q == .start || self.kind(q - 1) == .leftBrace || self.kind(q - 1) == .semicolon || lineBreakBefore(q)
            }
            q -= 1
        }
        return false
    }

    /// Whether the token at `p` ends an attribute: `@MainActor`, `@available(iOS 15, *)`.
    func isAttribute(endingAt p: CodePosition) -> Bool {
        var name = p
        if kind(p) == .rightParen {
            guard let open = partner(p) else { return false }
            name = open - 1
        }
        guard kind(name) == .identifier else { return false }
        // `@Foo.Bar`: a qualified attribute name.
        var q = name - 1
        while kind(q) == .period, kind(q - 1) == .identifier { q -= 2 }
        return kind(q) == .atSign
    }

    /// Code ranges between `from` and `to` split at commas outside brackets and `<…>`: the
    /// elements of an argument, parameter or generic-argument list.
    package func splitTopLevel(from: CodePosition, to: CodePosition) -> [Range<CodePosition>] {
        var parts: [Range<CodePosition>] = []
        var start = from
        var q = from
        var angles = 0
        while q < to {
            if let kind = kind(q), kind.closer != nil, let partner = partner(q), partner < to {
                q = partner + 1
                continue
            }
            if kind(q) == .binaryOperator || kind(q) == .prefixOperator || kind(q) == .postfixOperator {
                for c in text(q) {
                    if c == "<" { angles += 1 } else if c == ">" { angles -= 1 }
                }
            }
            if kind(q) == .comma, angles == 0 {
                parts.append(start..<q)
                start = q + 1
            }
            q += 1
        }
        if start < to || !parts.isEmpty { parts.append(start..<to) }
        return parts
    }
}
