/// A place where a template matched: its code-token range and what each hole bound.
public struct Match: Sendable, Equatable {
    /// Code positions (indices into `TokenizedSource.code`) the match covers.
    public var code: Range<Int>
    /// The bytes the match covers, from its first token to its last.
    public var bytes: Range<Int>
    /// Each named hole's binding, as code positions (possibly empty for `:[name?]`).
    public var bindings: [String: Range<Int>]

    /// The text a hole bound, with the trivia inside it, or nil for an unknown name.
    public func text(of name: String, in source: TokenizedSource) -> String? {
        guard let range = bindings[name] else { return nil }
        return String(decoding: source.bytes[source.byteRange(ofCode: range)], as: UTF8.self)
    }
}
