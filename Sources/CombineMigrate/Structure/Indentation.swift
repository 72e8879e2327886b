/// Leading whitespace of lines, and moving text from one indentation to another.
enum Indentation {
    /// The spaces and tabs that start the line holding byte `offset`.
    static func ofLine(containing offset: Int, in bytes: [UInt8]) -> String {
        var start = min(offset, bytes.count)
        while start > 0, bytes[start - 1] != UInt8(ascii: "\n"), bytes[start - 1] != UInt8(ascii: "\r") { start -= 1 }
        var end = start
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// `text` with every line after the first moved from indentation `from` to `to` (lines
    /// that do not start with `from` are left as they are).
    static func reindent(_ text: [UInt8], from: [UInt8], to: [UInt8]) -> String {
        var result: [UInt8] = []
        result.reserveCapacity(text.count)
        var atLineStart = false
        var p = 0
        while p < text.count {
            let c = text[p]
            if atLineStart, c != UInt8(ascii: "\n"), c != UInt8(ascii: "\r") {
                atLineStart = false
                if text[p...].starts(with: from) {
                    result += to
                    p += from.count
                    continue
                }
            }
            result.append(c)
            if c == UInt8(ascii: "\n") || (c == UInt8(ascii: "\r") && (p + 1 == text.count || text[p + 1] != UInt8(ascii: "\n"))) {
                atLineStart = true
            }
            p += 1
        }
        return String(decoding: result, as: UTF8.self)
    }
}
