/// Where lines start and end in a file's bytes (`\n`, `\r\n` or `\r` breaks), for edits that
/// remove whole lines: an unused import, a bridge no one calls.
enum Lines {
    static func isBreak(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") }

    /// The start of the line holding byte `offset`.
    static func start(ofLineContaining offset: Int, in bytes: [UInt8]) -> Int {
        var p = min(offset, bytes.count)
        while p > 0, !isBreak(bytes[p - 1]) { p -= 1 }
        return p
    }

    /// The start of the line before the one starting at `lineStart` (past a `\r\n` whole).
    static func start(ofLineBefore lineStart: Int, in bytes: [UInt8]) -> Int {
        var p = lineStart - 1
        if p > 0, bytes[p] == UInt8(ascii: "\n"), bytes[p - 1] == UInt8(ascii: "\r") { p -= 1 }
        return start(ofLineContaining: p, in: bytes)
    }

    /// The offset after the line break at `offset` (two bytes for `\r\n`).
    static func afterBreak(_ offset: Int, in bytes: [UInt8]) -> Int {
        guard offset < bytes.count else { return offset }
        if bytes[offset] == UInt8(ascii: "\r"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "\n") {
            return offset + 2
        }
        return offset + 1
    }

    /// Whether the line that ends just before `lineStart` holds only spaces and tabs (true at
    /// the start of the file).
    static func isBlankLine(endingAt lineStart: Int, in bytes: [UInt8]) -> Bool {
        var p = lineStart - 1
        if p > 0, bytes[p] == UInt8(ascii: "\n"), bytes[p - 1] == UInt8(ascii: "\r") { p -= 1 }
        while p > 0 {
            let b = bytes[p - 1]
            if isBreak(b) { return true }
            if b != UInt8(ascii: " ") && b != UInt8(ascii: "\t") { return false }
            p -= 1
        }
        return true
    }

    /// The end (after its line break) of a blank line starting at `offset`, if it is one.
    static func blankLineEnd(at offset: Int, in bytes: [UInt8]) -> Int? {
        var p = offset
        while p < bytes.count, bytes[p] == UInt8(ascii: " ") || bytes[p] == UInt8(ascii: "\t") { p += 1 }
        guard p < bytes.count, isBreak(bytes[p]) else { return nil }
        return afterBreak(p, in: bytes)
    }
}
