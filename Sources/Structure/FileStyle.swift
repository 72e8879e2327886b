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
        var lineStart = ByteOffset.start
        while lineStart < bytes.endOffset {
            var p = lineStart
            while p < bytes.endOffset, bytes[p] == UInt8(ascii: " ") { p += 1 }
            let spaces = p - lineStart
            let startsWithTab = p < bytes.endOffset && bytes[p] == UInt8(ascii: "\t") && spaces == 0
            let lineEnd = Lines.end(ofLineContaining: p, in: bytes)
            let isBlank = bytes[p..<lineEnd].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
            if !isBlank {
                if startsWithTab {
                    tabLines += 1
                } else {
                    if spaces > 0 { spaceLines += 1 }
                    if spaces > previousSpaces { increases[spaces - previousSpaces, default: 0] += 1 }
                    previousSpaces = spaces
                }
            }
            lineStart = Lines.afterBreak(lineEnd, in: bytes)
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

extension CodeView {
    /// The file's style (indentation unit, line endings), detected once per file version and
    /// only for files a rule changes.
    package var style: FileStyle { analyses.value(FileStyleKey.self) { FileStyle(detecting: source.bytes) } }
}

private enum FileStyleKey: FileAnalysisKey { typealias Value = FileStyle }
