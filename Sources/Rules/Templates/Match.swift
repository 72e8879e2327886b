import Tokenizer

/// A place where a template matched: its code-token range and what each hole bound.
package struct Match: Sendable, Equatable {
    /// Code positions (indices into `TokenizedSource.code`) the match covers.
    package var code: Range<CodePosition>
    /// The bytes the match covers, from its first token to its last.
    package var bytes: Range<ByteOffset>
    /// Each named hole's binding, as code positions (possibly empty for `:[name?]`).
    package var bindings: [String: Range<CodePosition>]

    /// The text a hole bound, with the trivia inside it, or nil for an unknown name.
    package func text(of name: String, in source: TokenizedSource) -> String? {
        guard let range = bindings[name] else { return nil }
        return source.text(ofCode: range)
    }
}
