import Tokenizer

/// A message about a place in a file: a site a rule skipped and why, or a note.
///
/// Printed in the form compilers and Xcode use:
/// `path:line:column: warning: message [rule-id]`.
package struct Diagnostic: Sendable, Equatable {
    package enum Severity: String, Sendable { case error, warning, note }

    package var severity: Severity
    /// Byte offset in the file the diagnostic is about.
    package var offset: ByteOffset
    package var message: String
    package var ruleID: String
    /// A note about code a rule rewrote (what the rewrite cannot keep), not a site it left:
    /// not counted among the sites a run keeps.
    package var isAboutARewrite: Bool

    package init(_ severity: Severity, at offset: ByteOffset, _ message: String, rule ruleID: String, isAboutARewrite: Bool = false) {
        self.severity = severity
        self.offset = offset
        self.message = message
        self.ruleID = ruleID
        self.isAboutARewrite = isAboutARewrite
    }

    /// `line:column: severity: message [rule-id]`, positions 1-based, columns in bytes as
    /// the compiler counts them.
    package func formatted(in lines: LineMap) -> String {
        let location = lines.location(of: offset)
        return "\(location.line):\(location.column): \(severity.rawValue): \(message) [\(ruleID)]"
    }

    package func formatted(path: String, lines: LineMap) -> String {
        "\(path):\(formatted(in: lines))"
    }
}

/// Line starts of a file, to turn byte offsets into 1-based line and column numbers.
package struct LineMap: Sendable {
    private let lineStarts: [ByteOffset]

    package init(_ bytes: [UInt8]) {
        var starts = [ByteOffset.start]
        var i = ByteOffset.start
        while i < bytes.endOffset {
            if bytes[i] == UInt8(ascii: "\n") {
                starts.append(i + 1)
            } else if bytes[i] == UInt8(ascii: "\r") {
                if i + 1 < bytes.endOffset, bytes[i + 1] == UInt8(ascii: "\n") { i += 1 }
                starts.append(i + 1)
            }
            i += 1
        }
        lineStarts = starts
    }

    /// How many lines the bytes have: one more than their line breaks.
    package var lineCount: Int { lineStarts.count }

    /// The bytes of the 1-based line `line` of `bytes` (the file this map was made of),
    /// without its break; nil past the last line.
    package func range(ofLine line: Int, in bytes: [UInt8]) -> Range<ByteOffset>? {
        guard line >= 1, line <= lineStarts.count else { return nil }
        let start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] : bytes.endOffset
        while end > start, bytes[end - 1] == UInt8(ascii: "\n") || bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return start..<end
    }

    package func location(of offset: ByteOffset) -> (line: Int, column: Int) {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return (low + 1, offset - lineStarts[low] + 1)
    }
}

extension TokenizedSource {
    /// The file's `LineMap`, made once per file version and shared by the rules and the
    /// census that locate lines in it.
    package var lineMap: LineMap { analyses.value(LineMapKey.self) { LineMap(bytes) } }
}

private enum LineMapKey: FileAnalysisKey { typealias Value = LineMap }
