/// A line break as Swift's lexer reads one: `\n` (LF), `\r\n` (CRLF) or `\r` alone (CR, as
/// classic Mac OS wrote them).
///
/// The one place that knows what a line break is. Code that reads lines goes through this
/// type (or `Lines`, which uses it), and code that writes new lines writes the file's own
/// break (`FileStyle.lineBreak`), so a rewrite comes out the same in the three styles. No
/// rule tests for `"\n"` on its own: in bytes a CRLF's `\n` would be found but a lone `\r`
/// missed, and in a `String` `"\r\n"` is one `Character`, which never equals `"\n"`.
package enum LineBreak: String, Sendable, CaseIterable {
    case lf = "\n"
    case crlf = "\r\n"
    case cr = "\r"

    /// Whether `byte` is, or starts, a line break.
    package static func isBreak(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") }

    /// Whether `character` is a line break (`"\r\n"` is one `Character`).
    static func isBreak(_ character: Character) -> Bool {
        character == "\n" || character == "\r\n" || character == "\r"
    }

    /// The length in bytes of the line break starting at `offset` (2 for `\r\n`), or 0 when
    /// none starts there.
    package static func length(at offset: ByteOffset, in bytes: [UInt8]) -> Int {
        guard offset >= .start, offset < bytes.endOffset, isBreak(bytes[offset]) else { return 0 }
        return bytes[offset] == UInt8(ascii: "\r") && offset + 1 < bytes.endOffset && bytes[offset + 1] == UInt8(ascii: "\n") ? 2 : 1
    }

    /// The length in bytes of the line break ending just before `offset`, or 0 when none
    /// ends there (as between the two bytes of a `\r\n`).
    package static func length(endingAt offset: ByteOffset, in bytes: [UInt8]) -> Int {
        guard offset > .start, offset <= bytes.endOffset, isBreak(bytes[offset - 1]), length(at: offset - 1, in: bytes) != 2 else {
            return 0
        }
        return bytes[offset - 1] == UInt8(ascii: "\n") && offset - 1 > .start && bytes[offset - 2] == UInt8(ascii: "\r") ? 2 : 1
    }

    /// The style of the file's first line break (nil: it has none).
    package init?(firstIn bytes: [UInt8]) {
        guard let first = bytes.firstIndex(where: Self.isBreak) else { return nil }
        let next = bytes.dropFirst(first + 1).first
        self = bytes[first] == UInt8(ascii: "\n") ? .lf : next == UInt8(ascii: "\n") ? .crlf : .cr
    }

    /// The lines of `text`, without their breaks: one more than it has breaks.
    package static func lines<Text: StringProtocol>(of text: Text) -> [Text.SubSequence] {
        text.split(omittingEmptySubsequences: false, whereSeparator: isBreak)
    }

    /// A regular expression matching one line break, for patterns over code text.
    package static let pattern = #"(?:\r\n|\r|\n)"#

    /// Whether `text` holds a line break.
    package static func contains<Text: StringProtocol>(_ text: Text) -> Bool {
        text.contains(where: isBreak)
    }

    /// `text` with each line changed by `transform` (given the line's index), every break
    /// kept as it was: the bytes between the lines are the user's.
    package static func mapLines(_ text: String, _ transform: (Int, Substring) -> String) -> String {
        var result = ""
        var index = 0
        var lineStart = text.startIndex
        var p = text.startIndex
        while p < text.endIndex {
            if isBreak(text[p]) {
                result += transform(index, text[lineStart..<p])
                result.append(text[p])
                index += 1
                lineStart = text.index(after: p)
            }
            p = text.index(after: p)
        }
        return result + transform(index, text[lineStart...])
    }

    /// `bytes` with every `\n` replaced by this break: LF text written in this style.
    package func replacingLineFeeds(in bytes: [UInt8]) -> [UInt8] {
        guard self != .lf else { return bytes }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + bytes.count / 16)
        for byte in bytes {
            if byte == UInt8(ascii: "\n") { result += rawValue.utf8 } else { result.append(byte) }
        }
        return result
    }
}
