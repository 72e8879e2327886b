import Core
import Structure
import Tokenizer

/// The bytes to delete to remove statements from a body as a person would: a statement alone
/// on its lines goes with its lines (a trailing `//` comment stays, on the statement's
/// indentation); a statement sharing its line goes alone, with the spaces that separated it.
/// Adjacent lines removed are one removal, and around each, a blank line goes too where it
/// would otherwise follow another blank line, the body's `{`, or precede its `}`.
struct RemovedLines {
    let ranges: [Range<ByteOffset>]

    init(_ statements: [Range<CodePosition>], in view: CodeView) {
        let bytes = view.source.bytes
        var whole: [Range<ByteOffset>] = []
        var partial: [Range<ByteOffset>] = []
        for statement in statements {
            let code = view.offset(statement.lowerBound)..<view.end(statement.upperBound - 1)
            let start = Lines.start(ofLineContaining: code.lowerBound, in: bytes)
            let end = Lines.end(ofLineContaining: code.upperBound, in: bytes)
            guard Self.isBlank(bytes[start..<code.lowerBound]) else { partial.append(Self.withSpaces(code, start, end, bytes)); continue }
            if Self.isBlank(bytes[code.upperBound..<end]) {
                whole.append(start..<Lines.afterBreak(end, in: bytes))
            } else if let comment = Self.lineComment(after: code.upperBound, before: end, in: bytes) {
                partial.append(code.lowerBound..<comment)
            } else {
                partial.append(Self.withSpaces(code, start, end, bytes))
            }
        }
        let tidied = Self.merged(Self.merged(whole).map { Self.tidied($0, in: bytes) })
        ranges = (tidied + partial).sorted { $0.lowerBound < $1.lowerBound }
    }

    /// A statement sharing its line (`start..<end`), with the spaces that separated it: those
    /// after it when code follows on the line (`a(); b(); c()` → `a(); c()`), else those
    /// before it (`a(); b()` → `a();`).
    private static func withSpaces(_ code: Range<ByteOffset>, _ start: ByteOffset, _ end: ByteOffset, _ bytes: [UInt8]) -> Range<ByteOffset> {
        var after = code.upperBound
        while after < end, isSpace(bytes[after]) { after += 1 }
        if after < end, code.lowerBound > start, isSpace(bytes[code.lowerBound - 1]) { return code.lowerBound..<after }
        var before = code.lowerBound
        while before > start, isSpace(bytes[before - 1]) { before -= 1 }
        return after == end && before > start ? before..<after : code
    }

    /// The ranges sorted, those that touch or overlap made one.
    private static func merged(_ ranges: [Range<ByteOffset>]) -> [Range<ByteOffset>] {
        var merged: [Range<ByteOffset>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = merged.last, last.upperBound >= range.lowerBound {
                merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        return merged
    }

    /// `lines` widened by one blank line where removing them would leave two blank lines
    /// together, or one right after a `{` or right before a `}`.
    private static func tidied(_ lines: Range<ByteOffset>, in bytes: [UInt8]) -> Range<ByteOffset> {
        guard lines.lowerBound > .start else { return lines }
        let blankBefore = Lines.isBlankLine(endingAt: lines.lowerBound, in: bytes)
        if let blankEnd = Lines.blankLineEnd(at: lines.upperBound, in: bytes),
            blankBefore || lastCodeByte(before: lines.lowerBound, in: bytes) == UInt8(ascii: "{")
        {
            return lines.lowerBound..<blankEnd
        }
        if blankBefore, firstCodeByte(from: lines.upperBound, in: bytes) == UInt8(ascii: "}") {
            return Lines.start(ofLineBefore: lines.lowerBound, in: bytes)..<lines.upperBound
        }
        return lines
    }

    /// Where a `//` comment starts, if only spaces come between `offset` and it on the line.
    private static func lineComment(after offset: ByteOffset, before end: ByteOffset, in bytes: [UInt8]) -> ByteOffset? {
        var p = offset
        while p < end, isSpace(bytes[p]) { p += 1 }
        guard p + 1 < end, bytes[p] == UInt8(ascii: "/"), bytes[p + 1] == UInt8(ascii: "/") else { return nil }
        return p
    }

    private static func lastCodeByte(before offset: ByteOffset, in bytes: [UInt8]) -> UInt8? {
        var p = offset
        while p > .start {
            p -= 1
            if !isSpace(bytes[p]), !LineBreak.isBreak(bytes[p]) { return bytes[p] }
        }
        return nil
    }

    private static func firstCodeByte(from offset: ByteOffset, in bytes: [UInt8]) -> UInt8? {
        var p = offset
        while p < bytes.endOffset {
            if !isSpace(bytes[p]), !LineBreak.isBreak(bytes[p]) { return bytes[p] }
            p += 1
        }
        return nil
    }

    private static func isBlank(_ bytes: ArraySlice<UInt8>) -> Bool { bytes.allSatisfy(isSpace) }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
}
