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
    ///
    /// The tokens are written straight into the array's storage, sized for one token per
    /// two bytes (real code has one per four or five); input denser than that (`a,b,c`) is
    /// lexed again into room for one token per byte, which always suffices since no token
    /// is empty.
    public static func tokenize(_ source: UnsafeBufferPointer<UInt8>) -> [Token] {
        tokenizeCountingCode(source).tokens
    }

    /// `tokenize`, and how many of the tokens are code (not trivia).
    ///
    /// The tokens' array is allocated before lexing, so its size is a guess from the bytes:
    /// room for one token in two bytes, more than real Swift has (about one in five; one in
    /// two at most in the files we measured) — a smaller guess would save memory but lex
    /// every denser file twice, which cost 13% of the tokenizer's speed on the benchmark. A
    /// file with more tokens is lexed again with room for the rate of tokens to bytes seen
    /// so far (and a quarter more), and at last for one a byte (the most there can be).
    static func tokenizeCountingCode(_ source: UnsafeBufferPointer<UInt8>) -> (tokens: [Token], codeCount: Int) {
        let most = source.count + 64
        var capacity = Swift.min(most, source.count / 2 + 64)
        var estimated = false
        while true {
            var overflowed = false
            var codeCount = 0
            var reached = (bytes: 0, tokens: 0)
            let tokens = [Token](unsafeUninitializedCapacity: capacity) { buffer, count in
                var lexer = Lexer(input: source, output: buffer)
                lexer.run()
                overflowed = lexer.overflowed
                reached = (lexer.pos, lexer.count)
                count = overflowed ? 0 : lexer.count
                codeCount = lexer.codeCount
            }
            if !overflowed { return (tokens, codeCount) }
            let rate = Double(reached.tokens) / Double(Swift.max(1, reached.bytes))
            let estimate = Int(rate * 1.25 * Double(source.count)) + 64
            // Lexed at most three times: the guess, the estimate, then room for the most.
            capacity = !estimated && estimate > capacity && estimate < most ? estimate : most
            estimated = true
        }
    }

    public static func tokenize(_ source: [UInt8]) -> [Token] {
        source.withUnsafeBufferPointer { tokenize($0) }
    }

    let input: UnsafeBufferPointer<UInt8>
    let end: Int
    var pos = 0
    /// The lexer's tables, kept at hand (a static is checked for initialization at every use).
    let byteClasses = ByteClass.table
    let punctuationKinds = ByteClass.punctuationKinds
    let identifierContinuation = CharacterClass.identifierContinuationTable
    let keywords = Keywords.table

    /// Where tokens are written, `count` of them so far; `overflowed` once it is full.
    private let output: UnsafeMutableBufferPointer<Token>
    private(set) var count = 0
    private(set) var overflowed = false
    /// The tokens of code (not trivia) among them.
    private(set) var codeCount = 0

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

    init(input: UnsafeBufferPointer<UInt8>, output: UnsafeMutableBufferPointer<Token>) {
        self.input = input
        self.end = input.count
        self.output = output
    }

    mutating func run() {
        lexFileStart()
        while pos < end, !overflowed {
            if let top = strings.last, !top.inInterpolation {
                lexStringContent()
            } else {
                lexCode()
            }
        }
    }

    @inline(__always)
    func byte(_ p: Int) -> UInt8 { p < end ? input[p] : 0 }

    /// Ends the token of `kind` that starts at `start` at `pos`.
    @inline(__always)
    mutating func emit(_ kind: TokenKind, from start: Int) {
        let tokens = append(kind, from: start)
        if kind.isTrivia { return }
        codeCount &+= tokens
        if kind == .keyword || kind == .poundKeyword {
            previous.record(kind, UnsafeBufferPointer(start: input.baseAddress! + start, count: pos - start))
        } else {
            previous.record(kind)
        }
    }

    /// `emit` for trivia.
    @inline(__always)
    mutating func emitTrivia(_ kind: TokenKind, from start: Int) {
        append(kind, from: start)
    }

    /// `emit` for a token of code that is neither a keyword nor a `#` keyword.
    @inline(__always)
    mutating func emitCode(_ kind: TokenKind, from start: Int) {
        codeCount &+= append(kind, from: start)
        previous.record(kind)
    }

    @inline(__always)
    mutating func emitKeyword(_ keywordClass: Keywords.Class, from start: Int) {
        codeCount &+= append(.keyword, from: start)
        previous.recordKeyword(keywordClass)
    }

    /// Appends the token `start..<pos`, cut into several of its kind past
    /// `Token.maximumLength` bytes; the number of tokens appended.
    @inline(__always)
    @discardableResult
    private mutating func append(_ kind: TokenKind, from start: Int) -> Int {
        if pos - start > Token.maximumLength { return appendCut(kind, from: start) }
        guard count < output.count else {
            overflowed = true
            return 1
        }
        (output.baseAddress! + count).initialize(to: Token(kind: kind, offset: start, length: pos - start))
        count += 1
        return 1
    }

    private mutating func appendCut(_ kind: TokenKind, from start: Int) -> Int {
        var from = start
        var appended = 0
        while from < pos {
            let length = min(pos - from, Token.maximumLength)
            appended += 1
            if count < output.count {
                (output.baseAddress! + count).initialize(to: Token(kind: kind, offset: from, length: length))
                count += 1
            } else {
                overflowed = true
            }
            from += length
        }
        return appended
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

    /// Lexes one token of code (or trivia) at `pos`, dispatching on the class of its first
    /// byte (`ByteClass`).
    private mutating func lexCode() {
        let start = pos
        let c = input[pos]
        switch byteClasses[Int(c)] {
        case .space:
            lexWhitespace()
        case .newline:
            lexNewline()
        case .letter:
            lexIdentifier()
        case .punctuation:
            pos += 1
            emitCode(punctuationKinds[Int(c)], from: start)
        case .slash:
            if byte(pos + 1) == UInt8(ascii: "/") {
                lexLineComment()
            } else if byte(pos + 1) == UInt8(ascii: "*") {
                lexBlockComment()
            } else {
                lexOperator()
            }
        case .leftParen:
            if strings.last?.inInterpolation == true { strings[strings.count - 1].parenDepth += 1 }
            pos += 1
            emitCode(.leftParen, from: start)
        case .rightParen:
            pos += 1
            if let top = strings.last, top.inInterpolation {
                if top.parenDepth == 0 {
                    strings[strings.count - 1].inInterpolation = false
                    emitCode(.interpolationEnd, from: start)
                    return
                }
                strings[strings.count - 1].parenDepth -= 1
            }
            emitCode(.rightParen, from: start)
        case .pound:
            lexPound()
        case .quote:
            lexStringStart(hashes: 0, from: start)
        case .backtick:
            lexBacktickIdentifier()
        case .dollar:
            lexDollarIdentifier()
        case .digit:
            lexNumber()
        case .angleEqualsBar:
            if isAtLineStart(pos), lexConflictMarker() { return }
            if c == UInt8(ascii: "<"), byte(pos + 1) == UInt8(ascii: "#"), lexEditorPlaceholder() { return }
            lexOperator()
        case .bangQuestion:
            if isLeftBound(pos) {
                // `x!`, `x?.y`: a postfix `!` or `?` is always a token of its own.
                let afterTry = previous.isTry
                pos += 1
                emitCode(.postfixOperator, from: start)
                previous.preferRegex = afterTry
            } else {
                lexOperator()
            }
        case .operator:
            lexOperator()
        case .nonASCII:
            lexNonASCII()
        case .other:
            pos += 1
            emitCode(.unknown, from: start)
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

/// What the first byte of a token says about it: the lexer's dispatch, one table load.
enum ByteClass: UInt8 {
    case space, newline, letter, punctuation, slash, leftParen, rightParen, pound, quote, backtick, dollar
    case digit, angleEqualsBar, bangQuestion, `operator`, nonASCII, other

    nonisolated(unsafe) static let table: UnsafePointer<ByteClass> = {
        let table = UnsafeMutablePointer<ByteClass>.allocate(capacity: 256)
        for byte in 0..<256 { table[byte] = classify(UInt8(byte)) }
        return UnsafePointer(table)
    }()

    /// The kind of each one-byte punctuation token (`{`, `}`, `[`, `]`, `,`, `;`, `:`, `@`, `\`).
    nonisolated(unsafe) static let punctuationKinds: UnsafePointer<TokenKind> = {
        let kinds = UnsafeMutablePointer<TokenKind>.allocate(capacity: 256)
        kinds.initialize(repeating: .unknown, count: 256)
        let pairs: [(UInt8, TokenKind)] = [
            (UInt8(ascii: "{"), .leftBrace), (UInt8(ascii: "}"), .rightBrace), (UInt8(ascii: "["), .leftBracket),
            (UInt8(ascii: "]"), .rightBracket), (UInt8(ascii: ","), .comma), (UInt8(ascii: ";"), .semicolon),
            (UInt8(ascii: ":"), .colon), (UInt8(ascii: "@"), .atSign), (UInt8(ascii: "\\"), .backslash),
        ]
        for (byte, kind) in pairs { kinds[Int(byte)] = kind }
        return UnsafePointer(kinds)
    }()

    private static func classify(_ c: UInt8) -> ByteClass {
        switch c {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C, 0: return .space
        case UInt8(ascii: "\n"), UInt8(ascii: "\r"): return .newline
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"): return .letter
        case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: ","),
            UInt8(ascii: ";"), UInt8(ascii: ":"), UInt8(ascii: "@"), UInt8(ascii: "\\"):
            return .punctuation
        case UInt8(ascii: "/"): return .slash
        case UInt8(ascii: "("): return .leftParen
        case UInt8(ascii: ")"): return .rightParen
        case UInt8(ascii: "#"): return .pound
        case UInt8(ascii: "\""), UInt8(ascii: "'"): return .quote
        case UInt8(ascii: "`"): return .backtick
        case UInt8(ascii: "$"): return .dollar
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return .digit
        case UInt8(ascii: "<"), UInt8(ascii: "="), UInt8(ascii: ">"), UInt8(ascii: "|"): return .angleEqualsBar
        case UInt8(ascii: "!"), UInt8(ascii: "?"): return .bangQuestion
        case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "&"),
            UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "."):
            return .operator
        case 0x80...0xFF: return .nonASCII
        default: return .other
        }
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
