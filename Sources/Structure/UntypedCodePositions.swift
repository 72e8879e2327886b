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

    package func byteRange(ofCode range: Range<Int>) -> Range<Int> {
        byteRange(ofCode: CodePosition(range.lowerBound)..<CodePosition(range.upperBound)).values
    }

    /// The bytes of the code token at `p` (typed: an edit's range).
    package func byteRange(ofCode p: Int) -> Range<ByteOffset> { byteRange(ofCode: CodePosition(p)) }

    /// Where the code token at `p` starts and ends, as plain byte offsets.
    package func start(ofCode p: Int) -> Int { codeToken(CodePosition(p)).start.value }
    package func end(ofCode p: Int) -> Int { codeToken(CodePosition(p)).end.value }
}

/// An edit and a diagnostic at plain `Int` byte offsets, for the rules that still compute
/// byte offsets as `Int` (through `CodeView.offset(_:)`).
extension Edit {
    package init(range: Range<Int>, replacement: String, rule ruleID: String, helpers: SupportHelpers = []) {
        self.init(range: ByteOffset(range.lowerBound)..<ByteOffset(range.upperBound), replacement: replacement, rule: ruleID, helpers: helpers)
    }
}

extension LineMap {
    package func location(of offset: Int) -> (line: Int, column: Int) { location(of: ByteOffset(offset)) }
}

extension Diagnostic {
    package init(_ severity: Severity, at offset: Int, _ message: String, rule ruleID: String) {
        self.init(severity, at: ByteOffset(offset), message, rule: ruleID)
    }
}
