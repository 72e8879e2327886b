// Identifiers, keywords, `$0` / `$projected`, backticked names and number literals.
extension Lexer {
    /// Advances over identifier-continuation characters: ASCII eight bytes at a time (a
    /// name ends within the first eight, as a rule), anything else one character at a time.
    mutating func skipIdentifierCharacters() {
        let table = identifierContinuation
        if let base = input.baseAddress {
            while pos + 8 <= end {
                let word = UnsafeRawPointer(base + pos).loadUnaligned(as: UInt64.self).littleEndian
                let run = ((~Self.identifierBits(word) & 0xFF) | 0x100).trailingZeroBitCount
                pos += run
                if run < 8 { break }
            }
        }
        while pos < end {
            let c = input[pos]
            if c < 0x80 {
                guard table[Int(c)] else { return }
                pos += 1
            } else {
                guard let (scalar, length) = decodeScalar(at: pos),
                    CharacterClass.isIdentifierContinuation(scalar)
                else { return }
                pos += length
            }
        }
    }

    /// Bit `i` set when byte `i` of `word` (little-endian) continues an ASCII identifier:
    /// a letter, digit, `_` or `$` (`WordSearch.wordBits` and `$`).
    @inline(__always)
    static func identifierBits(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let high: UInt64 = 0x8080_8080_8080_8080
        let ascii = word & ~high
        let dollar = ((ascii &+ (0x80 &- 0x24) &* ones) & ~(ascii &+ (0x80 &- 0x25) &* ones)) & ~word & high
        return WordSearch.wordBits(word) | (((dollar >> 7) &* 0x0102_0408_1020_4080) >> 56)
    }

    mutating func lexIdentifier() {
        let start = pos
        if input[pos] < 0x80 {
            pos += 1
        } else if let (_, length) = decodeScalar(at: pos) {
            pos += length
        } else {
            pos += 1
        }
        skipIdentifierCharacters()
        let length = pos - start
        if length == 1, input[start] == UInt8(ascii: "_") {
            emitCode(.wildcard, from: start)
        } else if let keywordClass = keywords.lookup(input.baseAddress! + start, count: length, readable: end - start) {
            emitKeyword(keywordClass, from: start)
        } else {
            emitCode(.identifier, from: start)
        }
    }

    /// `$0`, `$12` (closure parameters), `$name` (a projected value), or a lone `$`.
    mutating func lexDollarIdentifier() {
        let start = pos
        pos += 1
        var allDigits = true
        while pos < end {
            let c = input[pos]
            if c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") {
                pos += 1
            } else if c < 0x80 ? CharacterClass.isASCIIIdentifierContinuation(c)
                : (decodeScalar(at: pos).map { CharacterClass.isIdentifierContinuation($0.0) } ?? false) {
                allDigits = false
                skipIdentifierCharacters()
            } else {
                break
            }
        }
        if pos == start + 1 {
            emit(.identifier, from: start)
        } else {
            emit(allDigits ? .dollarIdentifier : .projectedIdentifier, from: start)
        }
    }

    /// `` `name` `` (also raw identifiers such as `` `a b` ``) on one line; a lone backtick
    /// otherwise.
    mutating func lexBacktickIdentifier() {
        let start = pos
        var p = pos + 1
        while p < end {
            let c = input[p]
            if c == UInt8(ascii: "`") || c == UInt8(ascii: "\n") || c == UInt8(ascii: "\r") { break }
            p += 1
        }
        if p < end, input[p] == UInt8(ascii: "`"), p > start + 1 {
            pos = p + 1
            emit(.identifier, from: start)
        } else {
            pos = start + 1
            emit(.backtick, from: start)
        }
    }

    /// Integer and floating-point literals in every base: `42`, `1_000`, `0b1010`, `0o17`,
    /// `0xFF`, `3.14`, `1e-9`, `0x1.8p3`. Letters stuck to a number (`1abc`) stay part of the
    /// token, as the compiler lexes them (and then rejects them).
    mutating func lexNumber() {
        let start = pos
        var isFloat = false
        // In `t.0.1` the `0.1` is two tuple indices, not a float.
        let afterPeriod = previous.kind == .period && start > 0 && input[start - 1] == UInt8(ascii: ".")
        if input[pos] == UInt8(ascii: "0"), byte(pos + 1) == UInt8(ascii: "x") || byte(pos + 1) == UInt8(ascii: "X") {
            pos += 2
            skipDigits(CharacterClass.isHexDigit)
            if !afterPeriod, byte(pos) == UInt8(ascii: "."), CharacterClass.isHexDigit(byte(pos + 1)) {
                var q = pos + 1
                while q < end, CharacterClass.isHexDigit(input[q]) || input[q] == UInt8(ascii: "_") { q += 1 }
                if byte(q) == UInt8(ascii: "p") || byte(q) == UInt8(ascii: "P") { pos = q }
            }
            if byte(pos) == UInt8(ascii: "p") || byte(pos) == UInt8(ascii: "P") {
                isFloat = true
                pos += 1
                skipExponentDigits()
            }
        } else if input[pos] == UInt8(ascii: "0"), byte(pos + 1) == UInt8(ascii: "b") || byte(pos + 1) == UInt8(ascii: "o") {
            pos += 2
            skipDigits(CharacterClass.isDecimalDigit)
        } else {
            skipDigits(CharacterClass.isDecimalDigit)
            if !afterPeriod, byte(pos) == UInt8(ascii: "."), CharacterClass.isDecimalDigit(byte(pos + 1)) {
                isFloat = true
                pos += 1
                skipDigits(CharacterClass.isDecimalDigit)
            }
            if !afterPeriod, byte(pos) == UInt8(ascii: "e") || byte(pos) == UInt8(ascii: "E") {
                var q = pos + 1
                if byte(q) == UInt8(ascii: "+") || byte(q) == UInt8(ascii: "-") { q += 1 }
                if CharacterClass.isDecimalDigit(byte(q)) {
                    isFloat = true
                    pos = q
                    skipDigits(CharacterClass.isDecimalDigit)
                }
            }
        }
        // Letters and digits stuck to the literal belong to it.
        while pos < end, CharacterClass.isASCIIIdentifierContinuation(input[pos]) { pos += 1 }
        emit(isFloat ? .floatLiteral : .integerLiteral, from: start)
    }

    private mutating func skipDigits(_ isDigit: (UInt8) -> Bool) {
        while pos < end, isDigit(input[pos]) || input[pos] == UInt8(ascii: "_") { pos += 1 }
    }

    private mutating func skipExponentDigits() {
        if byte(pos) == UInt8(ascii: "+") || byte(pos) == UInt8(ascii: "-") { pos += 1 }
        skipDigits(CharacterClass.isDecimalDigit)
    }
}
