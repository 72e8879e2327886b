/// A file's bytes with their tokens and bracket pairs: the input of every later stage.
///
/// Bracket pairs (`()`, `[]`, `{}`, a string literal's delimiters, an interpolation's
/// `\(` and `)`) are computed once, in linear time; `partner(of:)` answers in constant time.
public struct TokenizedSource: Sendable {
    public let bytes: [UInt8]
    public let tokens: [Token]
    /// For each token, the index of the token that pairs with it, or -1.
    public let partners: [Int32]

    /// The code tokens (everything but trivia), as indices into `tokens`: what templates
    /// match against, so that whitespace, newlines and comments never matter.
    public let code: [Int32]
    /// For each code token, the code position of its bracket partner, or -1.
    public let codePartners: [Int32]
    /// For each code token, whether a line break comes between it and the code token before.
    public let lineBreakBefore: [Bool]

    public init(bytes: [UInt8]) {
        self.bytes = bytes
        let tokens = Lexer.tokenize(bytes)
        self.tokens = tokens
        let partners = Self.pairBrackets(tokens)
        self.partners = partners
        var code: [Int32] = []
        var lineBreakBefore: [Bool] = []
        var codePosition = [Int32](repeating: -1, count: tokens.count)
        code.reserveCapacity(tokens.count / 2)
        lineBreakBefore.reserveCapacity(tokens.count / 2)
        var sawLineBreak = false
        for (index, token) in tokens.enumerated() {
            if token.kind.isTrivia {
                if token.kind == .newline || token.kind == .lineComment || token.kind == .docLineComment
                    || (token.kind == .blockComment || token.kind == .docBlockComment) && bytes[token.range].contains(10)
                {
                    sawLineBreak = true
                }
                continue
            }
            codePosition[index] = Int32(code.count)
            code.append(Int32(index))
            lineBreakBefore.append(sawLineBreak)
            sawLineBreak = false
        }
        self.code = code
        self.lineBreakBefore = lineBreakBefore
        self.codePartners = code.map { index in
            let partner = partners[Int(index)]
            return partner >= 0 ? codePosition[Int(partner)] : -1
        }
    }

    /// The token at code position `position`.
    @inlinable public func codeToken(_ position: Int) -> Token { tokens[Int(code[position])] }

    /// The bytes from the start of code token `start` to the end of code token `end - 1`,
    /// inner trivia included; empty for an empty run.
    public func byteRange(ofCode range: Range<Int>) -> Range<Int> {
        guard !range.isEmpty else {
            let offset = range.lowerBound < code.count ? codeToken(range.lowerBound).start : bytes.count
            return offset..<offset
        }
        return codeToken(range.lowerBound).start..<codeToken(range.upperBound - 1).end
    }

    public init(_ text: String) { self.init(bytes: Array(text.utf8)) }

    /// The index of the token closing (or opening) the bracket at `index`, if it is paired.
    @inlinable public func partner(of index: Int) -> Int? {
        let p = partners[index]
        return p >= 0 ? Int(p) : nil
    }

    public func text(of token: Token) -> String {
        String(decoding: bytes[token.range], as: UTF8.self)
    }

    public func text(of index: Int) -> String { text(of: tokens[index]) }

    /// Whether the bytes of `token` equal `literal`, without building a `String`.
    public func token(_ index: Int, is literal: StaticString) -> Bool {
        let token = tokens[index]
        guard token.length == literal.utf8CodeUnitCount else { return false }
        return literal.withUTF8Buffer { buffer in
            var i = 0
            for b in buffer {
                if bytes[token.start + i] != b { return false }
                i += 1
            }
            return true
        }
    }

    /// Pairs openers with closers using a stack. A closer with no opener of its kind open is
    /// left unpaired; one that skips over other openers leaves those unpaired. Each token is
    /// pushed and popped at most once, so this is linear even on hostile input.
    static func pairBrackets(_ tokens: [Token]) -> [Int32] {
        var partners = [Int32](repeating: -1, count: tokens.count)
        var stack: [Int32] = []
        var openCount = [Int](repeating: 0, count: Int(TokenKind.unknown.rawValue) + 1)
        for (index, token) in tokens.enumerated() {
            if token.kind.closer != nil {
                stack.append(Int32(index))
                openCount[Int(token.kind.rawValue)] += 1
            } else if token.kind.isCloser {
                let opener = Self.opener(of: token.kind)
                guard openCount[Int(opener.rawValue)] > 0 else { continue }
                while let top = stack.popLast() {
                    let topKind = tokens[Int(top)].kind
                    openCount[Int(topKind.rawValue)] -= 1
                    if topKind == opener {
                        partners[Int(top)] = Int32(index)
                        partners[index] = top
                        break
                    }
                }
            }
        }
        return partners
    }

    static func opener(of closer: TokenKind) -> TokenKind {
        switch closer {
        case .rightParen: return .leftParen
        case .rightBrace: return .leftBrace
        case .rightBracket: return .leftBracket
        case .stringEnd: return .stringStart
        default: return .interpolationStart
        }
    }
}
