/// What the lexer remembers of the last token of code, to decide whether a `/` may start
/// a regex literal (the heuristics of swift-syntax's `isInRegexLiteralPosition`).
struct PreviousToken {
    var kind: TokenKind?
    /// The last token was `true`, `false`, `nil`, `self`, `Self`, `super` or `Any`.
    var isExpressionKeyword = false
    /// The last token was `func` or `operator`: the next token is an operator's name.
    var forbidsRegex = false
    var isTry = false
    /// Set right after `try?` / `try!`, where an expression must follow.
    var preferRegex = false
    /// The last token was `#if`, `#elseif`, `#else` or `#endif`.
    var isConditionalCompilation = false

    /// `text` is the token's bytes; the lexer passes them, not itself, so that recording a
    /// token copies nothing.
    mutating func record(_ kind: TokenKind, _ text: UnsafeBufferPointer<UInt8>) {
        self.kind = kind
        preferRegex = false
        isExpressionKeyword = false
        forbidsRegex = false
        isTry = false
        isConditionalCompilation = false
        if kind == .keyword {
            switch Keywords.classify(text) {
            case .expression: isExpressionKeyword = true
            case .declaresOperator: forbidsRegex = true
            case .try: isTry = true
            case .other: break
            }
        } else if kind == .poundKeyword {
            isConditionalCompilation = Keywords.isConditionalCompilation(text)
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
