// Operators and `#` forms. An operator is prefix, postfix or binary by the whitespace
// around it, as in the Swift reference: "If an operator has whitespace around both sides or
// around neither side, it's treated as a binary operator", and so on.
extension Lexer {
    /// Whether the character before `p` binds an operator at `p` to its left operand.
    func isLeftBound(_ p: Int) -> Bool {
        guard p > 0 else { return false }
        switch input[p - 1] {
        case UInt8(ascii: " "), UInt8(ascii: "\r"), UInt8(ascii: "\n"), UInt8(ascii: "\t"),
            UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"),
            UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), 0:
            return false
        case UInt8(ascii: "/"):
            return !(p >= 2 && input[p - 2] == UInt8(ascii: "*"))  // after `*/`: whitespace
        case 0xA0:
            return !(p >= 2 && input[p - 2] == 0xC2)
        default:
            return true
        }
    }

    /// Whether the character at `p` (just after an operator) binds it to a right operand.
    func isRightBound(_ p: Int, leftBound: Bool) -> Bool {
        guard p < end else { return false }
        switch input[p] {
        case UInt8(ascii: " "), UInt8(ascii: "\r"), UInt8(ascii: "\n"), UInt8(ascii: "\t"),
            UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"),
            UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), 0:
            return false
        case UInt8(ascii: "."):
            return !leftBound
        case UInt8(ascii: "/"):
            let next = byte(p + 1)
            return !(next == UInt8(ascii: "/") || next == UInt8(ascii: "*"))
        case 0xC2:
            return byte(p + 1) != 0xA0
        default:
            return true
        }
    }

    /// The length of the operator character at `p` (0 if there is none); `isStart` asks for a
    /// character that may begin an operator.
    @inline(__always)
    func operatorCharacterLength(at p: Int, isStart: Bool) -> Int {
        let c = input[p]
        if c < 0x80 {
            switch c {
            case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"),
                UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"),
                UInt8(ascii: "!"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"),
                UInt8(ascii: "~"), UInt8(ascii: "."), UInt8(ascii: "?"):
                return 1
            default:
                return 0
            }
        }
        guard let (scalar, length) = decodeScalar(at: p) else { return 0 }
        let ok = isStart ? CharacterClass.isOperatorStart(scalar) : CharacterClass.isOperatorContinuation(scalar)
        return ok ? length : 0
    }

    /// An operator at `pos`, or a regex literal that starts inside what looks like one.
    mutating func lexOperator() {
        let start = pos
        let startsWithDot = input[pos] == UInt8(ascii: ".")
        pos += max(1, operatorCharacterLength(at: pos, isStart: true))
        // `//` and `/*` inside an operator start a comment; but, as in swift-syntax, the
        // operator characters after them still count when deciding whether a `/` before
        // them starts a regex (`fullEnd` below), and only then is the comment split off.
        var commentStart = -1
        while pos < end {
            let c = input[pos]
            if c == UInt8(ascii: "."), !startsWithDot { break }
            // An editor placeholder `<#…#>` ends an operator (swift-syntax).
            if c == UInt8(ascii: "<"), byte(pos + 1) == UInt8(ascii: "#"), placeholderEnd(at: pos) != nil { break }
            if commentStart < 0, c == UInt8(ascii: "/"),
                byte(pos + 1) == UInt8(ascii: "/") || byte(pos + 1) == UInt8(ascii: "*")
            {
                commentStart = pos
            }
            let length = operatorCharacterLength(at: pos, isStart: false)
            if length == 0 { break }
            pos += length
        }
        let fullEnd = pos
        let operatorEnd = commentStart >= 0 ? commentStart : fullEnd
        var slash = start
        while slash < operatorEnd, input[slash] != UInt8(ascii: "/") { slash += 1 }
        if slash < operatorEnd, let regexEnd = regexInOperator(slash: slash, operatorStart: start, operatorEnd: fullEnd) {
            if slash > start {
                pos = slash
                emit(classifyOperator(from: start, to: slash), from: start)
            }
            pos = regexEnd
            emit(.regexLiteral, from: slash)
            return
        }
        pos = operatorEnd
        emit(classifyOperator(from: start, to: operatorEnd), from: start)
    }

    func classifyOperator(from start: Int, to stop: Int) -> TokenKind {
        let leftBound = isLeftBound(start)
        let rightBound = isRightBound(stop, leftBound: leftBound)
        if stop - start == 1 {
            switch input[start] {
            case UInt8(ascii: "="): return .binaryOperator
            case UInt8(ascii: "."): return .period
            case UInt8(ascii: "?"): return leftBound ? .postfixOperator : .binaryOperator
            default: break
            }
        } else if stop - start == 2, input[start] == UInt8(ascii: "-"), input[start + 1] == UInt8(ascii: ">") {
            return .arrow
        }
        if leftBound == rightBound { return .binaryOperator }
        return leftBound ? .postfixOperator : .prefixOperator
    }

    /// `#` starts a raw string, a `#/…/#` regex, a `#keyword` or macro name, or stands alone.
    mutating func lexPound() {
        let start = pos
        var p = pos
        while byte(p) == UInt8(ascii: "#") { p += 1 }
        let afterHashes = byte(p)
        if afterHashes == UInt8(ascii: "\"") || afterHashes == UInt8(ascii: "'") {
            pos = p
            lexStringStart(hashes: p - start, from: start)
            return
        }
        if afterHashes == UInt8(ascii: "/"), case .regex(let regexEnd) = scanRegex(at: start, mustBeRegex: true) {
            pos = regexEnd
            emit(.regexLiteral, from: start)
            return
        }
        // A run of `#` that starts neither a string nor a regex: each but the last is a lone
        // `#`. Emitting them all now, rather than rescanning the rest of the run for each one,
        // keeps `####…` linear.
        pos = start + 1
        while pos < p - 1 {
            emit(.pound, from: pos - 1)
            pos += 1
        }
        let last = pos - 1
        if pos < end, let (scalar, _) = decodeScalar(at: pos), CharacterClass.isIdentifierStart(scalar) {
            skipIdentifierCharacters()
            emit(.poundKeyword, from: last)
        } else {
            emit(.pound, from: last)
        }
    }

    /// `<#name#>` on one line; false (nothing consumed) when it is not closed.
    mutating func lexEditorPlaceholder() -> Bool {
        guard let placeholderEnd = placeholderEnd(at: pos) else { return false }
        let start = pos
        pos = placeholderEnd
        emit(.editorPlaceholder, from: start)
        return true
    }

    /// The end of the editor placeholder whose `<#` is at `p`, if it is closed on its line.
    /// Like swift-syntax, the search stops at another `<#`: besides matching it, that keeps
    /// lexing linear on input such as `<#<#<#…`.
    func placeholderEnd(at p: Int) -> Int? {
        var p = p + 2
        while p + 1 < end {
            let c = input[p]
            if c == UInt8(ascii: "\n") || c == UInt8(ascii: "\r") { return nil }
            if c == UInt8(ascii: "<"), input[p + 1] == UInt8(ascii: "#") { return nil }
            if c == UInt8(ascii: "#"), input[p + 1] == UInt8(ascii: ">") { return p + 2 }
            p += 1
        }
        return nil
    }
}
