/// The Swift tokenizer: a cursor over UTF-8 bytes that splits any input into `Token`s.
///
/// It is lossless (the tokens cover every byte, in order), runs in linear time and never
/// fails: malformed input becomes `unknown` tokens or unterminated literals, and lexing goes
/// on. String literals are lexed with an explicit stack of open strings, so interpolations
/// nest to any depth without recursion; the code inside an interpolation is tokenized like
/// any other code. The lexing of each construct lives in its own file (`Lexer+Strings.swift`,
/// `Lexer+Regex.swift`, …); this file holds the dispatch and the state.
public struct Lexer {
    /// Tokenizes `source` and returns its tokens, trivia included.
    public static func tokenize(_ source: UnsafeBufferPointer<UInt8>) -> [Token] {
        var lexer = Lexer(input: source)
        lexer.run()
        return lexer.tokens
    }

    public static func tokenize(_ source: [UInt8]) -> [Token] {
        source.withUnsafeBufferPointer { tokenize($0) }
    }

    let input: UnsafeBufferPointer<UInt8>
    let end: Int
    var pos = 0
    var tokens: [Token] = []

    /// The string literals the cursor is inside of, innermost last.
    var strings: [StringFrame] = []

    /// What the last non-trivia token says about the next `/`: the compiler's regex heuristics.
    var previous = PreviousToken()

    /// A multi-line `#/` regex scanned from the line break at `from` that found no closing
    /// delimiter with `hashes` or more `#` before the end of the input (see `scanRegex`).
    var unterminatedMultilineRegex: (from: Int, hashes: Int)?

    /// The last scan for a raw string's closing `"#…` on the line of its opening `#"""`:
    /// `from..<upTo` holds none; `matched` says whether one is at `upTo` (else the line ends
    /// there). Keyed by the number of `#`; keeps `lexStringStart` linear.
    var rawCloserScans: [Int: (from: Int, upTo: Int, matched: Bool)] = [:]

    init(input: UnsafeBufferPointer<UInt8>) {
        self.input = input
        self.end = input.count
        tokens.reserveCapacity(input.count / 3 + 16)
    }

    mutating func run() {
        lexFileStart()
        while pos < end {
            if let top = strings.last, !top.inInterpolation {
                lexStringContent()
            } else {
                lexCode()
            }
        }
    }

    @inline(__always)
    func byte(_ p: Int) -> UInt8 { p < end ? input[p] : 0 }

    @inline(__always)
    mutating func emit(_ kind: TokenKind, from start: Int) {
        tokens.append(Token(kind: kind, offset: start, length: pos - start))
        if !kind.isTrivia { previous.record(kind, UnsafeBufferPointer(rebasing: input[start..<pos])) }
    }

    /// A byte-order mark and a `#!` line are only recognized at the very start.
    private mutating func lexFileStart() {
        if end >= 3, input[0] == 0xEF, input[1] == 0xBB, input[2] == 0xBF {
            pos = 3
            emit(.byteOrderMark, from: 0)
        }
        if byte(pos) == UInt8(ascii: "#"), byte(pos + 1) == UInt8(ascii: "!") {
            let start = pos
            skipToEndOfLine()
            emit(.shebang, from: start)
        }
    }

    /// Lexes one token of code (or trivia) at `pos`.
    private mutating func lexCode() {
        let start = pos
        let c = input[pos]
        switch c {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C, 0:
            lexWhitespace()
        case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
            lexNewline()
        case UInt8(ascii: "/"):
            if byte(pos + 1) == UInt8(ascii: "/") {
                lexLineComment()
            } else if byte(pos + 1) == UInt8(ascii: "*") {
                lexBlockComment()
            } else {
                lexOperator()
            }
        case UInt8(ascii: "("):
            if strings.last?.inInterpolation == true { strings[strings.count - 1].parenDepth += 1 }
            pos += 1
            emit(.leftParen, from: start)
        case UInt8(ascii: ")"):
            pos += 1
            if let top = strings.last, top.inInterpolation {
                if top.parenDepth == 0 {
                    strings[strings.count - 1].inInterpolation = false
                    emit(.interpolationEnd, from: start)
                    return
                }
                strings[strings.count - 1].parenDepth -= 1
            }
            emit(.rightParen, from: start)
        case UInt8(ascii: "{"): pos += 1; emit(.leftBrace, from: start)
        case UInt8(ascii: "}"): pos += 1; emit(.rightBrace, from: start)
        case UInt8(ascii: "["): pos += 1; emit(.leftBracket, from: start)
        case UInt8(ascii: "]"): pos += 1; emit(.rightBracket, from: start)
        case UInt8(ascii: ","): pos += 1; emit(.comma, from: start)
        case UInt8(ascii: ";"): pos += 1; emit(.semicolon, from: start)
        case UInt8(ascii: ":"): pos += 1; emit(.colon, from: start)
        case UInt8(ascii: "@"): pos += 1; emit(.atSign, from: start)
        case UInt8(ascii: "\\"): pos += 1; emit(.backslash, from: start)
        case UInt8(ascii: "#"):
            lexPound()
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            lexStringStart(hashes: 0, from: start)
        case UInt8(ascii: "`"):
            lexBacktickIdentifier()
        case UInt8(ascii: "$"):
            lexDollarIdentifier()
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            lexNumber()
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
            lexIdentifier()
        case UInt8(ascii: "<"), UInt8(ascii: "="), UInt8(ascii: ">"), UInt8(ascii: "|"):
            if isAtLineStart(pos), lexConflictMarker() { return }
            if c == UInt8(ascii: "<"), byte(pos + 1) == UInt8(ascii: "#"), lexEditorPlaceholder() { return }
            lexOperator()
        case UInt8(ascii: "!"), UInt8(ascii: "?"):
            if isLeftBound(pos) {
                // `x!`, `x?.y`: a postfix `!` or `?` is always a token of its own.
                let afterTry = previous.isTry
                pos += 1
                emit(.postfixOperator, from: start)
                previous.preferRegex = afterTry
            } else {
                lexOperator()
            }
        case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "*"), UInt8(ascii: "%"),
            UInt8(ascii: "&"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "."):
            lexOperator()
        case 0x80...0xFF:
            lexNonASCII()
        default:
            pos += 1
            emit(.unknown, from: start)
        }
    }

    /// A character outside ASCII: an identifier, an operator, a non-breaking space, or bytes
    /// that are not Swift.
    private mutating func lexNonASCII() {
        let start = pos
        guard let (scalar, length) = decodeScalar(at: pos) else {
            pos += invalidSequenceLength(at: pos)
            emit(.unknown, from: start)
            return
        }
        if scalar == 0xA0 {
            lexWhitespace()
        } else if CharacterClass.isIdentifierStart(scalar) {
            lexIdentifier()
        } else if CharacterClass.isOperatorStart(scalar) {
            lexOperator()
        } else {
            pos += length
            emit(.unknown, from: start)
        }
    }

    // MARK: Unicode

    /// Decodes the scalar at `p`; nil for an invalid or truncated sequence.
    @inline(__always)
    func decodeScalar(at p: Int) -> (UInt32, Int)? {
        let b0 = UInt32(input[p])
        if b0 < 0x80 { return (b0, 1) }
        func continuation(_ i: Int) -> UInt32? {
            let b = byte(p + i)
            return p + i < end && b & 0xC0 == 0x80 ? UInt32(b & 0x3F) : nil
        }
        if b0 & 0xE0 == 0xC0 {
            guard let b1 = continuation(1) else { return nil }
            let v = (b0 & 0x1F) << 6 | b1
            return v >= 0x80 ? (v, 2) : nil
        }
        if b0 & 0xF0 == 0xE0 {
            guard let b1 = continuation(1), let b2 = continuation(2) else { return nil }
            let v = (b0 & 0x0F) << 12 | b1 << 6 | b2
            return v >= 0x800 && !(0xD800...0xDFFF).contains(v) ? (v, 3) : nil
        }
        if b0 & 0xF8 == 0xF0 {
            guard let b1 = continuation(1), let b2 = continuation(2), let b3 = continuation(3) else { return nil }
            let v = (b0 & 0x07) << 18 | b1 << 12 | b2 << 6 | b3
            return v >= 0x10000 && v <= 0x10FFFF ? (v, 4) : nil
        }
        return nil
    }

    /// An invalid sequence: its first byte and any continuation bytes after it.
    func invalidSequenceLength(at p: Int) -> Int {
        var q = p + 1
        while q < end, input[q] & 0xC0 == 0x80, q - p < 4 { q += 1 }
        return q - p
    }

    func isAtLineStart(_ p: Int) -> Bool {
        p == 0 || input[p - 1] == UInt8(ascii: "\n") || input[p - 1] == UInt8(ascii: "\r")
    }
}

/// An open string literal on the lexer's stack.
struct StringFrame {
    /// The number of `#` in a raw string's delimiter.
    var hashes: Int
    var isMultiline: Bool
    /// `"` or `'`.
    var quote: UInt8
    /// True while the cursor is in the code of an interpolation `\( … )`.
    var inInterpolation = false
    /// Parentheses opened inside the current interpolation and not yet closed.
    var parenDepth = 0
}
