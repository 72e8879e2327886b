/// What the lexer remembers of the last token of code, to decide whether a `/` may start
/// a regex literal (the heuristics of swift-syntax's `isInRegexLiteralPosition`).
///
/// Recorded for every token of code, so it is two bytes: the kind and a set of flags.
struct PreviousToken {
    var kind: TokenKind?
    private var flags: UInt8 = 0

    private static let expressionKeyword: UInt8 = 1
    private static let forbidsRegexFlag: UInt8 = 2
    private static let tryFlag: UInt8 = 4
    private static let preferRegexFlag: UInt8 = 8
    private static let conditionalCompilation: UInt8 = 16

    /// The last token was `true`, `false`, `nil`, `self`, `Self`, `super` or `Any`.
    var isExpressionKeyword: Bool { flags & Self.expressionKeyword != 0 }
    /// The last token was `func` or `operator`: the next token is an operator's name.
    var forbidsRegex: Bool { flags & Self.forbidsRegexFlag != 0 }
    var isTry: Bool { flags & Self.tryFlag != 0 }
    /// Set right after `try?` / `try!`, where an expression must follow.
    var preferRegex: Bool {
        get { flags & Self.preferRegexFlag != 0 }
        set { flags = newValue ? flags | Self.preferRegexFlag : flags & ~Self.preferRegexFlag }
    }
    /// The last token was `#if`, `#elseif`, `#else` or `#endif`.
    var isConditionalCompilation: Bool { flags & Self.conditionalCompilation != 0 }

    /// A token that is neither a keyword nor a `#` keyword.
    @inline(__always)
    mutating func record(_ kind: TokenKind) {
        self.kind = kind
        flags = 0
    }

    /// A keyword, of the class the keyword table gave it.
    @inline(__always)
    mutating func recordKeyword(_ keywordClass: Keywords.Class) {
        kind = .keyword
        switch keywordClass {
        case .expression: flags = Self.expressionKeyword
        case .declaresOperator: flags = Self.forbidsRegexFlag
        case .try: flags = Self.tryFlag
        case .other: flags = 0
        }
    }

    /// Any token of code; `text` is its bytes (the lexer passes them, not itself, so that
    /// recording a token copies nothing).
    mutating func record(_ kind: TokenKind, _ text: UnsafeBufferPointer<UInt8>) {
        if kind == .keyword {
            recordKeyword(Keywords.classify(text))
        } else {
            record(kind)
            if kind == .poundKeyword, Keywords.isConditionalCompilation(text) { flags = Self.conditionalCompilation }
        }
    }

    /// Whether an expression may start here, so that `/` spaced as a binary operator is
    /// still read as a regex.
    var allowsRegex: Bool {
        guard let kind else { return true }
        switch kind {
        // `interpolationStart` is swift-syntax's `leftParen` of `\(`.
        case .leftParen, .interpolationStart, .leftBrace, .leftBracket, .prefixOperator, .binaryOperator,
            .semicolon, .comma, .colon, .unknown:
            return true
        case .keyword:
            return !isExpressionKeyword
        case .poundKeyword:
            return isConditionalCompilation
        default:
            return false
        }
    }
}
