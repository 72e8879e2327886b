import Tokenizer

/// Bounds-checked reading of a file's code tokens (trivia skipped): kinds, texts, bracket
/// partners, byte offsets. The Structure layer answers its questions about the code's
/// shape as extensions of this type, one file a question (statements, braces, closures,
/// declarations, isolation, receivers, scopes); what is costly is computed once per file
/// version and kept in the source's `FileAnalyses`.
///
/// Positions are `CodePosition`s. Reading before the first code token or past the last is
/// no error: a kind is nil there, a text empty, and a byte offset the end of the file, so
/// that walks may step past either end and stop on what they read.
///
/// `public`, its members `package`: Swift inlines the `@inlinable` members of a `package`
/// type only inside its own module, and the rules read every token through them.
public struct CodeView {
    @usableFromInline package let source: TokenizedSource

    package init(_ source: TokenizedSource) { self.source = source }

    /// The analyses kept for this file version.
    var analyses: FileAnalyses { source.analyses }

    /// Every code position of the file, in order.
    @inlinable @inline(__always) package var positions: Range<CodePosition> { source.codePositions }

    /// The position just past the last code token.
    @inlinable @inline(__always) package var endPosition: CodePosition { source.codePositions.upperBound }

    @inlinable @inline(__always) package func kind(_ p: CodePosition) -> TokenKind? {
        positions.contains(p) ? source.codeToken(p).kind : nil
    }

    package func text(_ p: CodePosition) -> String {
        positions.contains(p) ? source.text(ofCode: p) : ""
    }

    /// Whether the code token at `p` is exactly `word` (any kind: keyword, identifier, operator).
    @inlinable @inline(__always) package func isWord(_ p: CodePosition, _ word: StaticString) -> Bool {
        positions.contains(p) && source.codeToken(p, is: word)
    }

    package func isAny(_ p: CodePosition, _ words: Set<String>) -> Bool {
        positions.contains(p) && words.contains(text(p))
    }

    /// Whether the code token at `p` is exactly one of `words`, compared byte for byte: no
    /// string is made, nor a set (a literal `Set` is built anew at each call).
    @inlinable package func isAny(_ p: CodePosition, of words: [StaticString]) -> Bool {
        guard positions.contains(p) else { return false }
        for word in words where source.codeToken(p, is: word) { return true }
        return false
    }

    /// A name token: identifier, keyword or `$0`-style identifier.
    package func isName(_ p: CodePosition) -> Bool {
        guard let kind = kind(p) else { return false }
        return kind == .identifier || kind == .keyword || kind == .dollarIdentifier || kind == .projectedIdentifier
            || kind == .wildcard
    }

    /// The code position of the bracket paired with the one at `p`, if paired.
    @inlinable @inline(__always) package func partner(_ p: CodePosition) -> CodePosition? {
        positions.contains(p) ? source.partner(ofCode: p) : nil
    }

    /// The byte offset where code token `p` starts (the end of the file past the last one).
    package func offset(_ p: CodePosition) -> ByteOffset {
        positions.contains(p) ? source.codeToken(p).start : source.bytes.endOffset
    }

    /// The byte offset where code token `p` ends (the end of the file past the last one).
    package func end(_ p: CodePosition) -> ByteOffset {
        positions.contains(p) ? source.codeToken(p).end : source.bytes.endOffset
    }

    /// Whether a line break comes between the code token at `p` and the one before it.
    package func lineBreakBefore(_ p: CodePosition) -> Bool {
        p > .start && p < endPosition && source.lineBreakBefore(p)
    }

    /// The end of the atom starting at `p`: one token, or a whole bracket group.
    package func atomEnd(_ p: CodePosition) -> CodePosition {
        if let kind = kind(p), kind.closer != nil, let partner = partner(p), partner > p { return partner + 1 }
        return p + 1
    }

    /// `<…>` generic arguments starting at `p` (operators `<`, `>` are not paired by the
    /// tokenizer): the position after the closing `>`, or nil when `p` is no `<`.
    package func genericArgumentsEnd(_ p: CodePosition) -> CodePosition? {
        guard let kind = kind(p), kind == .binaryOperator || kind == .prefixOperator || kind == .postfixOperator,
            text(p).hasPrefix("<")
        else { return nil }
        var depth = 0
        var q = p
        while q < endPosition, q - p < 64 {
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
