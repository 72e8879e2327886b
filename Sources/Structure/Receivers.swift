import Tokenizer

/// Receivers of calls and member accesses, and optional chaining in a chain: what a name
/// after `.` is called on (`api.client` in `api.client.fetch()`), and whether a chain
/// stops at a `nil` (`owner?.service.updates`).
extension CodeView {
    package enum Receiver: Equatable {
        /// `fetch()`: no receiver written — a method of `self`, a local or a global function.
        case none
        /// `.fetch()`: a static member of the type the context expects.
        case implicitMember
        /// `self.fetch()`.
        case selfReference
        /// `super.fetch()`.
        case superReference
        /// `api.client.fetch()`, `Type.fetch()`, `owner?.fetch()`: the receiver's code range.
        case expression(Range<CodePosition>)
    }

    /// The receiver of the member named at code position `name`.
    package func receiver(ofMemberAt name: CodePosition) -> Receiver {
        guard name > .start, kind(name - 1) == .period else { return .none }
        let start = chainStart(endingBefore: name - 1)
        guard start < name - 1 else { return .implicitMember }
        if start == name - 2, isWord(start, "self") { return .selfReference }
        if start == name - 2, isWord(start, "super") { return .superReference }
        return .expression(start..<(name - 1))
    }

    /// The first code position of the postfix chain (names, `.member`s, calls, subscripts,
    /// trailing closures, `?` and `!`) that ends just before `end`; `end` when none does.
    package func chainStart(endingBefore end: CodePosition) -> CodePosition {
        var q = end - 1
        var start = end
        chain: while q >= .start {
            var consumed = false
            link: while q >= .start, let kind = kind(q) {
                if kind == .postfixOperator, isAny(q, of: ["?", "!"]) {
                    q -= 1
                    continue
                }
                if kind.isCloser, let open = partner(q) {
                    start = open
                    q = open - 1
                    consumed = true
                    // A call's `(`, a subscript's `[` and a trailing closure's `{` continue onto
                    // what they are applied to; a `(` on a new line starts an expression.
                    if q >= .start, isChainOperandEnd(q), kind == .rightBrace || !lineBreakBefore(open) { continue link }
                    break link
                }
                if isChainName(q) {
                    start = q
                    q -= 1
                    consumed = true
                }
                break link
            }
            guard consumed else { break }
            if q >= .start, kind(q) == .period {
                start = q
                q -= 1
                continue chain
            }
            break
        }
        return start
    }

    /// The end (exclusive) of the postfix chain starting at `start`, read forwards: names,
    /// `.member`s, calls and subscripts on the same line, trailing closures, `?` and `!`.
    /// `start` when no chain starts there.
    func chainEnd(startingAt start: CodePosition) -> CodePosition {
        guard isChainName(start) else { return start }
        var q = start + 1
        while q < endPosition {
            if kind(q) == .postfixOperator, isAny(q, of: ["?", "!"]) {
                q += 1
            } else if kind(q) == .period, isChainName(q + 1) {
                q += 2
            } else if kind(q) == .leftParen || kind(q) == .leftBracket, !lineBreakBefore(q), let close = partner(q) {
                q = close + 1
            } else if kind(q) == .leftBrace, braceKind(q) == .closure, let close = partner(q) {
                q = close + 1
            } else {
                break
            }
        }
        return q
    }

    /// Whether the chain in `range` is optional-chained: a `?` after one of its links with
    /// more of the chain after it (`owner?.service`), outside nested brackets.
    package func isOptionalChained(_ range: Range<CodePosition>) -> Bool { optionalChainMark(in: range) != nil }

    /// Whether the code is a postfix expression (names, members, calls, subscripts, `?`,
    /// `!`): `.member` can follow it without parentheses.
    package func isPostfixExpression(_ range: Range<CodePosition>) -> Bool {
        var p = range.lowerBound
        while p < range.upperBound {
            switch kind(p) {
            case .identifier?, .dollarIdentifier?, .period?, .postfixOperator?: p += 1
            case .keyword? where isAny(p, of: ["self", "Self"]): p += 1
            case .leftParen?, .leftBracket?: p = atomEnd(p)
            default: return false
            }
        }
        return true
    }

    /// The code position of the last chaining `?` at the top level of `range`, if any.
    func optionalChainMark(in range: Range<CodePosition>) -> CodePosition? {
        var found: CodePosition?
        var q = range.lowerBound
        while q < range.upperBound {
            if kind(q) == .postfixOperator, isWord(q, "?"), q > range.lowerBound, !isAny(q - 1, of: ["try", "as"]),
                q + 1 < range.upperBound, [.period, .leftParen, .leftBracket].contains(kind(q + 1))
            {
                found = q
            }
            q = atomEnd(q)
        }
        return found
    }

    private func isChainName(_ p: CodePosition) -> Bool {
        switch kind(p) {
        case .identifier?, .dollarIdentifier?, .projectedIdentifier?, .integerLiteral?, .floatLiteral?: return true
        // A member named by a keyword (`.catch { … }`) too.
        case .keyword?: return isAny(p, of: ["self", "super", "Self", "init"]) || kind(p - 1) == .period
        default: return false
        }
    }

    /// What a call's `(` or a subscript's `[` may follow: a name, a closing bracket, `?`, `!`.
    private func isChainOperandEnd(_ p: CodePosition) -> Bool {
        guard let kind = kind(p) else { return false }
        return isChainName(p) || kind.isCloser || (kind == .postfixOperator && isAny(p, of: ["?", "!"]))
    }
}
