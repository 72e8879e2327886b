import Tokenizer
import Core

/// The code-position accessors of `TokenizedSource` for callers that still hold a code
/// position as a plain `Int` (the Structure and Rules layers, whose `CodeView` API is not
/// yet typed): each wraps the `Int` as a `CodePosition` and asks the typed accessor, so the
/// conversions between kinds stay in `TokenizedSource`. Delete a shim when its last caller
/// holds a `CodePosition`.
extension TokenizedSource {
    package func codeToken(_ p: Int) -> Token { codeToken(CodePosition(p)) }
    package func codeToken(_ p: Int, is literal: StaticString) -> Bool { codeToken(CodePosition(p), is: literal) }
    package func tokenIndex(of p: Int) -> TokenIndex { tokenIndex(of: CodePosition(p)) }
    package func partner(ofCode p: Int) -> Int? { partner(ofCode: CodePosition(p))?.value }
    package func lineBreakBefore(_ p: Int) -> Bool { lineBreakBefore(CodePosition(p)) }
    package func codeHash(_ p: Int) -> UInt32 { codeHash(CodePosition(p)) }
    package func text(ofCode p: Int) -> String { text(ofCode: CodePosition(p)) }

    package func text(ofCode range: Range<Int>) -> String {
        text(ofCode: CodePosition(range.lowerBound)..<CodePosition(range.upperBound))
    }

    package func byteRange(ofCode range: Range<Int>) -> Range<ByteOffset> {
        byteRange(ofCode: CodePosition(range.lowerBound)..<CodePosition(range.upperBound))
    }

    /// The bytes of the code token at `p` (typed: an edit's range).
    package func byteRange(ofCode p: Int) -> Range<ByteOffset> { byteRange(ofCode: CodePosition(p)) }
}
