/// The kind of a token. Trivia (whitespace, newlines, comments) are tokens of their own,
/// so the token stream covers every byte of the input, in order, with no gaps.
public enum TokenKind: UInt8, Sendable, CaseIterable {
    // Trivia.
    case whitespace, newline
    case lineComment, docLineComment, blockComment, docBlockComment
    case shebang, byteOrderMark, conflictMarker

    // Names.
    case identifier        // `name`, `café`, `` `class` ``, a lone `$`
    case keyword           // reserved words the compiler's lexer classifies (`func`, `self`, `Any`…)
    case dollarIdentifier  // `$0`, `$1`
    case projectedIdentifier // `$projected`
    case wildcard          // `_`
    case poundKeyword      // `#if`, `#else`, `#available`, `#selector`, `#myMacro`…

    // Literals.
    case integerLiteral, floatLiteral
    case stringStart        // `"`, `"""`, `'`, `#"`, `##"""` …
    case stringSegment      // literal text between delimiters and interpolations
    case interpolationStart // `\(` or `\#(`: code tokens follow
    case interpolationEnd   // the `)` that closes an interpolation
    case stringEnd
    case regexLiteral       // `/…/` or `#/…/#`, one token with its delimiters
    case editorPlaceholder  // `<#name#>`

    // Operators, classified by the whitespace around them, as the compiler does.
    case prefixOperator, postfixOperator, binaryOperator
    case arrow              // `->`

    // Punctuation.
    case leftParen, rightParen, leftBrace, rightBrace, leftBracket, rightBracket
    case comma, colon, semicolon, period, atSign, pound, backslash, backtick

    /// Bytes that are not Swift: invalid UTF-8, stray characters.
    case unknown

    /// Whitespace, newlines, comments and the other bytes the matcher skips over.
    @inlinable public var isTrivia: Bool { rawValue <= TokenKind.conflictMarker.rawValue }

    /// Identifiers, keywords and `#` keywords: what templates anchor on.
    @inlinable public var isName: Bool { self == .identifier || self == .keyword || self == .poundKeyword }

    @inlinable public var isComment: Bool {
        self == .lineComment || self == .docLineComment || self == .blockComment || self == .docBlockComment
    }

    /// Tokens that open a bracket pair; `closer` is the kind that closes it.
    public var closer: TokenKind? {
        switch self {
        case .leftParen: return .rightParen
        case .leftBrace: return .rightBrace
        case .leftBracket: return .rightBracket
        case .stringStart: return .stringEnd
        case .interpolationStart: return .interpolationEnd
        default: return nil
        }
    }

    public var isCloser: Bool {
        self == .rightParen || self == .rightBrace || self == .rightBracket
            || self == .stringEnd || self == .interpolationEnd
    }

    /// The name printed by `combine-migrate tokens`.
    public var name: String { String(describing: self) }
}

/// A token: a kind and a byte range of the source. No text is stored; see `TokenizedSource`.
///
/// Eight bytes: the offset, then the length in 24 bits and the kind in the 8 above them (a
/// file has about a token for every two to four bytes, so its tokens take about its size
/// twice over in memory, not three times). A token is at most `maximumLength` bytes: the
/// lexer cuts a longer run (a comment, whitespace, a string's text) into tokens of that kind.
public struct Token: Sendable, Equatable {
    public let offset: UInt32
    @usableFromInline let lengthAndKind: UInt32

    /// The longest a token may be.
    public static let maximumLength = (1 << 24) - 1

    @inlinable public init(kind: TokenKind, offset: Int, length: Int) {
        self.offset = UInt32(truncatingIfNeeded: offset)
        lengthAndKind = UInt32(truncatingIfNeeded: min(length, Token.maximumLength)) | UInt32(kind.rawValue) << 24
    }

    /// The kind, from its raw value, which is its case's index (the kinds are declared with
    /// no raw values of their own): `TokenKind(rawValue:)` would be a call at each token read.
    @inlinable public var kind: TokenKind { unsafeBitCast(UInt8(truncatingIfNeeded: lengthAndKind >> 24), to: TokenKind.self) }
    @inlinable public var length: UInt32 { lengthAndKind & 0xFF_FFFF }

    @inlinable public var start: ByteOffset { ByteOffset(Int(offset)) }
    @inlinable public var end: ByteOffset { start + Int(length) }
    @inlinable public var range: Range<ByteOffset> { start..<end }
}
