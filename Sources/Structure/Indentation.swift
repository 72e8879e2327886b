import Tokenizer

/// Leading whitespace of lines, and moving text from one indentation to another.
package enum Indentation {
    /// The spaces and tabs that start the line holding byte `offset`.
    package static func ofLine(containing offset: ByteOffset, in bytes: [UInt8]) -> String {
        let start = Lines.start(ofLineContaining: offset, in: bytes)
        var end = start
        while end < bytes.endOffset, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// `text` with every line after the first moved from indentation `from` to `to` (lines
    /// that do not start with `from`, and empty lines, are left as they are). The line breaks
    /// are kept as they are.
    package static func reindent(_ text: [UInt8], from: [UInt8], to: [UInt8]) -> String {
        var result: [UInt8] = []
        result.reserveCapacity(text.count)
        var p = ByteOffset.start
        while p < text.endOffset {
            let breakLength = LineBreak.length(at: p, in: text)
            guard breakLength > 0 else {
                result.append(text[p])
                p += 1
                continue
            }
            result += text[p..<p + breakLength]
            p += breakLength
            if p < text.endOffset, !LineBreak.isBreak(text[p]), text[p..<text.endOffset].starts(with: from) {
                result += to
                p += from.count
            }
        }
        return String(decoding: result, as: UTF8.self)
    }
}
