import Tokenizer

/// Bounds-checked reading of a file's code tokens (trivia skipped): kinds, texts, bracket
/// partners, byte offsets. The Structure layer answers its questions about the code's
/// shape as extensions of this type, one file a question (statements, braces, closures,
/// declarations, isolation, receivers, scopes); what is costly is computed once per file
/// version and kept in the source's `FileAnalyses`.
package struct CodeView {
    package let source: TokenizedSource

    package init(_ source: TokenizedSource) { self.source = source }

    /// The analyses kept for this file version.
    var analyses: FileAnalyses { source.analyses }

    package var count: Int { source.codeCount }

    package func kind(_ p: Int) -> TokenKind? {
        p >= 0 && p < count ? source.codeToken(CodePosition(p)).kind : nil
    }

    package func text(_ p: Int) -> String {
        p >= 0 && p < count ? source.text(ofCode: CodePosition(p)) : ""
    }

    /// Whether the code token at `p` is exactly `word` (any kind: keyword, identifier, operator).
    package func isWord(_ p: Int, _ word: StaticString) -> Bool {
        p >= 0 && p < count && source.codeToken(CodePosition(p), is: word)
    }

    package func isAny(_ p: Int, _ words: Set<String>) -> Bool {
        p >= 0 && p < count && words.contains(text(p))
    }

    /// A name token: identifier, keyword or `$0`-style identifier.
    package func isName(_ p: Int) -> Bool {
        guard let kind = kind(p) else { return false }
        return kind == .identifier || kind == .keyword || kind == .dollarIdentifier || kind == .projectedIdentifier
            || kind == .wildcard
    }

    /// The code position of the bracket paired with the one at `p`, if paired.
    package func partner(_ p: Int) -> Int? {
        guard p >= 0, p < count else { return nil }
        return source.partner(ofCode: CodePosition(p))?.value
    }

    /// The byte offset where code token `p` starts (the end of the file past the last one).
    package func offset(_ p: Int) -> ByteOffset {
        p >= 0 && p < count ? source.codeToken(CodePosition(p)).start : ByteOffset(source.bytes.count)
    }

    /// The byte offset where code token `p` ends (the end of the file past the last one).
    package func end(_ p: Int) -> ByteOffset {
        p >= 0 && p < count ? source.codeToken(CodePosition(p)).end : ByteOffset(source.bytes.count)
    }

    package func lineBreakBefore(_ p: Int) -> Bool { p > 0 && p < count && source.lineBreakBefore(CodePosition(p)) }

    /// The end of the atom starting at `p`: one token, or a whole bracket group.
    package func atomEnd(_ p: Int) -> Int {
        if let kind = kind(p), kind.closer != nil, let partner = partner(p), partner > p { return partner + 1 }
        return p + 1
    }

    /// `<…>` generic arguments starting at `p` (operators `<`, `>` are not paired by the
    /// tokenizer): the position after the closing `>`, or nil when `p` is no `<`.
    package func genericArgumentsEnd(_ p: Int) -> Int? {
        guard let kind = kind(p), kind == .binaryOperator || kind == .prefixOperator || kind == .postfixOperator,
            text(p).hasPrefix("<")
        else { return nil }
        var depth = 0
        var q = p
        while q < count, q - p < 64 {
            if let k = self.kind(q), k.closer != nil, let partner = partner(q) {
                q = partner + 1
                continue
            }
            if self.kind(q) == .leftBrace || self.kind(q) == .rightBrace || self.kind(q) == .semicolon { return nil }
            let t = text(q)
            if self.kind(q) == .binaryOperator || self.kind(q) == .prefixOperator || self.kind(q) == .postfixOperator {
                for c in t {
                    if c == "<" { depth += 1 } else if c == ">" { depth -= 1 }
                }
                if depth <= 0 { return q + 1 }
            }
            q += 1
        }
        return nil
    }
}
