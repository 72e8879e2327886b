import Foundation
import Tokenizer

/// A file's own conventions, detected once: its line ending and its indentation unit.
/// Rewrites are written in them, so a tab-indented CRLF file stays one.
package struct FileStyle: Sendable, Equatable {
    /// The break every line the rewrite inserts ends with.
    package var lineBreak: LineBreak
    /// One level of indentation: a tab, or N spaces.
    package var indentUnit: String

    /// The line break as text, to join new lines with.
    package var lineEnding: String { lineBreak.rawValue }

    package init(lineBreak: LineBreak = .lf, indentUnit: String = "    ") {
        self.lineBreak = lineBreak
        self.indentUnit = indentUnit
    }

    /// The first line break decides the line ending (LF in a file of one line). The
    /// indentation unit is a tab when most indented lines start with one, else the most
    /// common increase in leading spaces from one line to the next (4 when nothing says
    /// otherwise).
    package init(detecting bytes: [UInt8]) {
        var tabLines = 0
        var spaceLines = 0
        var increases: [Int: Int] = [:]
        var previousSpaces = 0
        // No `\r` outside `\r\n`: each line ends at its `\n` (or the end of the file).
        let lineFeedsOnly = !Self.hasLoneCarriageReturn(bytes)
        bytes.withUnsafeBufferPointer { bytes in
            let count = bytes.count
            var lineStart = 0
            while lineStart < count {
                var p = lineStart
                while p < count, bytes[p] == UInt8(ascii: " ") { p += 1 }
                let spaces = p - lineStart
                let startsWithTab = p < count && bytes[p] == UInt8(ascii: "\t") && spaces == 0
                // The rest of the line: blank when only spaces and tabs are left before its break.
                var isBlank = true
                while p < count, bytes[p] != UInt8(ascii: "\n"), bytes[p] != UInt8(ascii: "\r") {
                    if bytes[p] != UInt8(ascii: " "), bytes[p] != UInt8(ascii: "\t") {
                        isBlank = false
                        // The rest does not count: on to the break, `\n` found with `memchr`
                        // where no line ends with `\r` alone.
                        if lineFeedsOnly, let base = bytes.baseAddress,
                            let found = memchr(base + p, Int32(UInt8(ascii: "\n")), count - p)
                        {
                            p = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                            if bytes[p - 1] == UInt8(ascii: "\r") { p -= 1 }
                        } else {
                            p += 1
                            continue
                        }
                        break
                    }
                    p += 1
                }
                if !isBlank {
                    if startsWithTab {
                        tabLines += 1
                    } else {
                        if spaces > 0 { spaceLines += 1 }
                        if spaces > previousSpaces { increases[spaces - previousSpaces, default: 0] += 1 }
                        previousSpaces = spaces
                    }
                }
                // Past the break: `\r\n` is one.
                if p < count, bytes[p] == UInt8(ascii: "\r"), p + 1 < count, bytes[p + 1] == UInt8(ascii: "\n") { p += 1 }
                lineStart = p + 1
            }
        }
        let unit: String
        if tabLines > spaceLines {
            unit = "\t"
        } else if let width = increases.filter({ (2...8).contains($0.key) }).max(by: { ($0.value, -$0.key) < ($1.value, -$1.key) })?.key {
            unit = String(repeating: " ", count: width)
        } else {
            unit = "    "
        }
        self.init(lineBreak: LineBreak(firstIn: bytes) ?? .lf, indentUnit: unit)
    }
}

extension FileStyle {
    /// Whether a `\r` in `bytes` is not followed by `\n`.
    static func hasLoneCarriageReturn(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return false }
            var p = 0
            while p < buffer.count, let found = memchr(base + p, Int32(UInt8(ascii: "\r")), buffer.count - p) {
                p = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
                if p == buffer.count || buffer[p] != UInt8(ascii: "\n") { return true }
            }
            return false
        }
    }
}

extension CodeView {
    /// The file's style (indentation unit, line endings), detected once per file version and
    /// only for files a rule changes.
    package var style: FileStyle { analyses.value(FileStyleKey.self) { FileStyle(detecting: source.bytes) } }
}

private enum FileStyleKey: FileAnalysisKey { typealias Value = FileStyle }
