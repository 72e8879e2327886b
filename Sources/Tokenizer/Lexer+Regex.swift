// Regex literals, with the compiler's rules for telling `/…/` from division.
//
// `#/…/#` (any number of `#`) is always a regex, and may span lines when the opening
// delimiter ends its line. A bare `/…/` is a regex only where an expression can start,
// judged by the spacing around the `/` and by the token before it, as swift-syntax's lexer
// does: `let r = /[a-z]+/`, `foo(/x/)` and `x /y/ z` hold regexes; `a / b / c` does not.
extension Lexer {
    enum RegexScan {
        case regex(end: Int)
        case notARegex
    }

    /// Scans a regex literal whose delimiter (its `#`s, then `/`) starts at `start`.
    /// `mustBeRegex` makes an unterminated or odd-looking literal still a regex.
    /// Mutating only to update `unterminatedMultilineRegex`, which keeps lexing linear.
    mutating func scanRegex(at start: Int, mustBeRegex: Bool) -> RegexScan {
        var p = start
        var openHashes = 0
        while byte(p) == UInt8(ascii: "#") { p += 1; openHashes += 1 }
        guard byte(p) == UInt8(ascii: "/") else { return .notARegex }
        p += 1
        var isMultiline = false
        var firstNewline = -1
        if openHashes == 0 {
            switch byte(p) {
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                if !mustBeRegex { return .notARegex }
            case UInt8(ascii: "*"), UInt8(ascii: "/"):
                return .notARegex
            default:
                break
            }
            if start > 0, input[start - 1] == UInt8(ascii: "*") { return .notARegex }
        } else {
            var q = p
            while byte(q) == UInt8(ascii: " ") || byte(q) == UInt8(ascii: "\t") { q += 1 }
            if q < end, input[q] == UInt8(ascii: "\n") || input[q] == UInt8(ascii: "\r") {
                isMultiline = true
                firstNewline = q
                p = q
                // Linear time: an earlier multi-line scan from a line break at or before this
                // one, needing no more `#` than this one, found no closing delimiter before the
                // end of the file; nor will this one (the scans agree from this line break on).
                if let known = unterminatedMultilineRegex, known.from <= q, known.hashes <= openHashes {
                    return .regex(end: firstNewline)
                }
            }
        }

        var groupDepth = 0
        // Parentheses inside a custom character class `[…]` are not groups (swift-syntax's
        // `customCharacterClassDepth`): `/[)]/` is a regex.
        var classDepth = 0
        var lastUnescapedSpace = -1
        while true {
            guard p < end else {
                // Unterminated: a multi-line one gives back the code after its first line.
                if isMultiline { unterminatedMultilineRegex = (from: firstNewline, hashes: openHashes) }
                return mustBeRegex ? .regex(end: isMultiline ? firstNewline : p) : .notARegex
            }
            let c = input[p]
            if c == UInt8(ascii: "/") {
                var q = p + 1
                var closeHashes = 0
                if openHashes > 0 {
                    while byte(q) == UInt8(ascii: "#") { q += 1; closeHashes += 1 }
                }
                if closeHashes >= openHashes {
                    if closeHashes == 0 {
                        let next = byte(q)
                        if q < end, next == UInt8(ascii: "*") || next == UInt8(ascii: "/") {
                            return mustBeRegex ? .regex(end: p) : .notARegex
                        }
                        if lastUnescapedSpace == p - 1, !mustBeRegex { return .notARegex }
                    }
                    return .regex(end: q)
                }
            }
            switch c {
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                if !isMultiline { return mustBeRegex ? .regex(end: p) : .notARegex }
                p += 1
            case UInt8(ascii: "\\"):
                p += 1
                if p < end, input[p] == UInt8(ascii: "\n") || input[p] == UInt8(ascii: "\r"), !isMultiline {
                    return mustBeRegex ? .regex(end: p) : .notARegex
                }
                if p < end { p += 1 }
            case UInt8(ascii: "(") where classDepth == 0:
                groupDepth += 1
                p += 1
            case UInt8(ascii: ")") where classDepth == 0:
                if groupDepth == 0 {
                    if !mustBeRegex { return .notARegex }
                } else {
                    groupDepth -= 1
                }
                p += 1
            case UInt8(ascii: "["):
                classDepth += 1
                p += 1
            case UInt8(ascii: "]"):
                if classDepth > 0 { classDepth -= 1 }
                p += 1
            case UInt8(ascii: " "):
                // Only a space: swift-syntax files a tab under "unprintable ASCII" first, so a
                // tab before the closing `/` does not make the literal a non-regex.
                lastUnescapedSpace = p
                p += 1
            default:
                p += 1
            }
        }
    }

    /// Whether the operator spanning `operatorStart..<operatorEnd`, at its `/` at
    /// `slash`, starts a regex literal rather than being an operator. `operatorEnd` is the
    /// end of the operator characters before any `//` or `/*` in them is split off as a
    /// comment, as swift-syntax's `lexOperatorIdentifier` checks for a regex first.
    mutating func regexInOperator(slash: Int, operatorStart: Int, operatorEnd: Int) -> Int? {
        let leftBound = isLeftBound(operatorStart)
        guard !leftBound, !previous.forbidsRegex else { return nil }
        var mustBeRegex = false
        if !isRightBound(operatorEnd, leftBound: leftBound) {
            // Spaced like a binary operator: a regex only in expression position.
            if previous.preferRegex { mustBeRegex = true }
            if !mustBeRegex && !previous.allowsRegex { return nil }
            switch previous.kind {
            case .leftParen?, .interpolationStart?, .leftBracket?, .comma?, .colon?: break
            default: mustBeRegex = true
            }
        }
        if case .regex(let end) = scanRegex(at: slash, mustBeRegex: mustBeRegex) { return end }
        return nil
    }
}
