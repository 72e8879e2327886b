import Tokenizer

/// Where lines start and end in a file's bytes (at any `LineBreak`: `\n`, `\r\n` or `\r`), for
/// edits that remove whole lines (an unused import, a bridge no one calls) and for the
/// indentation of a line.
package enum Lines {
    /// The start of the line holding byte `offset`.
    package static func start(ofLineContaining offset: ByteOffset, in bytes: [UInt8]) -> ByteOffset {
        var p = min(offset, bytes.endOffset)
        while p > .start, !LineBreak.isBreak(bytes[p - 1]) { p -= 1 }
        return p
    }

    /// The start of the line before the one starting at `lineStart` (past a `\r\n` whole).
    package static func start(ofLineBefore lineStart: ByteOffset, in bytes: [UInt8]) -> ByteOffset {
        start(ofLineContaining: lineStart - max(1, LineBreak.length(endingAt: lineStart, in: bytes)), in: bytes)
    }

    /// The end of the line holding byte `offset`: where its line break starts, or the end.
    package static func end(ofLineContaining offset: ByteOffset, in bytes: [UInt8]) -> ByteOffset {
        var p = max(offset, .start)
        while p < bytes.endOffset, !LineBreak.isBreak(bytes[p]) { p += 1 }
        return p
    }

    /// The offset after the line break at `offset` (two bytes for `\r\n`).
    package static func afterBreak(_ offset: ByteOffset, in bytes: [UInt8]) -> ByteOffset {
        guard offset < bytes.endOffset else { return offset }
        return offset + max(1, LineBreak.length(at: offset, in: bytes))
    }

    /// Whether the line that ends just before `lineStart` holds only spaces and tabs (true at
    /// the start of the file).
    package static func isBlankLine(endingAt lineStart: ByteOffset, in bytes: [UInt8]) -> Bool {
        var p = lineStart - LineBreak.length(endingAt: lineStart, in: bytes)
        while p > .start {
            let b = bytes[p - 1]
            if LineBreak.isBreak(b) { return true }
            if b != UInt8(ascii: " ") && b != UInt8(ascii: "\t") { return false }
            p -= 1
        }
        return true
    }

    /// The end (after its line break) of a blank line starting at `offset`, if it is one.
    package static func blankLineEnd(at offset: ByteOffset, in bytes: [UInt8]) -> ByteOffset? {
        var p = offset
        while p < bytes.endOffset, bytes[p] == UInt8(ascii: " ") || bytes[p] == UInt8(ascii: "\t") { p += 1 }
        guard p < bytes.endOffset, LineBreak.isBreak(bytes[p]) else { return nil }
        return afterBreak(p, in: bytes)
    }
}
