import Core
import Foundation
import Output
import Rewriting
import Structure
import Tokenizer

/// A large file rewritten in parts (`FileParts`): each part is surveyed, prepared and
/// rewritten as a file of its own (the parts after the first start with the file's
/// imports, its preamble), so that the run holds the tokens and structure of one part at a
/// time; the report puts the parts together again: the diagnostics at the file's lines,
/// one diff, one output. The clean-up rules do not run on such a file (a part cannot tell
/// whether the others still use an import), which its report says.
extension FileRun {
    /// The size of a part; a file more than twice as large is rewritten in parts.
    static let defaultPartSize = 1 << 20

    /// A large file surveyed in parts.
    struct Split: Sendable {
        var layout: FileParts
        /// Each part's survey, without tokens: a part is tokenized again for its rewrite.
        var surveys: [FileSurvey]
        /// The file's status when it was read: its parts are where they were only if the
        /// file is unchanged when it is rewritten.
        var status: stat
        /// The support file's helpers the file declares.
        var declares: SupportHelpers
    }

    /// The survey of each part of the file, or nil when it is not large enough or cannot be
    /// cut (`FileParts.cut`).
    func surveyInParts(_ buffer: UnsafeBufferPointer<UInt8>, path: String, status: stat) -> Split? {
        guard buffer.count > 2 * partSize, let layout = FileParts.cut(buffer, size: partSize) else { return nil }
        var split = Split(layout: layout, surveys: [], status: status, declares: [])
        for index in layout.parts.indices {
            let part = index == 0 ? Array(buffer[layout.parts[0]]) : Array(buffer[layout.preamble]) + buffer[layout.parts[index]]
            var survey = rewriter.survey(part, path: path)
            if survey.mayDeclareSupport { split.declares.formUnion(SupportHelpers.declared(in: part)) }
            survey.source = nil
            split.surveys.append(survey)
        }
        return split
    }

    /// Part `index` of the file at `path`, read from the disk (for a preparation's second
    /// look, which may come after `--write` rewrote the file: a type summary is made when a
    /// rule first asks). The parts are where they were only in the file the survey read;
    /// once it has changed, the first part is the whole file as it is, and the others empty
    /// (what they declare is read with it).
    static func readPart(_ index: Int, of path: String, _ split: Split) -> [UInt8]? {
        let layout = split.layout
        var status = stat()
        guard stat(path, &status) == 0, FileStamp(status) == FileStamp(split.status) else {
            return index == 0 ? try? SourceFiles.contents(of: path).get() : []
        }
        return SourceFiles.contents(of: path, ranges: index == 0 ? [layout.parts[0]] : [layout.preamble, layout.parts[index]])
    }

    /// Rewrites the file part by part, and writes it with `--write`.
    func processInParts(_ path: String, _ split: Split) -> FileReport {
        let bytes: [UInt8]
        let status: stat
        switch SourceFiles.withContents(of: path, in: SourceFiles.ReadBuffer(), { (Array($0), $1) }) {
        case .failure(let error): return FileReport(path: path, error: error)
        case .success(let read): (bytes, status) = read
        }
        guard FileStamp(status) == FileStamp(split.status), bytes.count == split.layout.parts.last?.upperBound else {
            return FileReport(path: path, error: .init(path: path, reason: "changed while the run read it; left untouched"))
        }
        if let error = Self.invalidUTF8(bytes, path: path) { return FileReport(path: path, error: error) }
        var report = rewriteInParts(bytes, path: path, split)
        report.declares = split.declares
        return written(report, over: bytes, readAs: status)
    }

    private func rewriteInParts(_ bytes: [UInt8], path: String, _ split: Split) -> FileReport {
        let layout = split.layout
        let preamble = Array(bytes[layout.preamble])
        let preambleLines = LineMap(preamble).lineCount - 1
        let wantsDiff = printsDiff
        let color = output.format == .diff && color
        var report = FileReport(path: path)
        var written: [UInt8] = []
        // The lines before the part, in the input: as diagnostics count them, and as the
        // diff does (`\n` only).
        var inputLines = 0
        var oldDiffLines = 0
        var firstChanged: Int?
        var diff = UnifiedDiff.Parts(color: color)
        // A piece of the diff, after its header.
        func print(_ hunks: String) {
            guard !hunks.isEmpty else { return }
            if report.diff.isEmpty {
                let header = Self.diffPath(path)
                report.diff.append(UnifiedDiff.header(oldPath: header, newPath: header, color: color))
            }
            report.diff.append(hunks)
        }
        for (index, range) in layout.parts.enumerated() {
            let old = Array(bytes[range])
            let input = index == 0 ? old : preamble + old
            let skipped = index == 0 ? 0 : preamble.count
            let outcome = rewriter.rewrite(input, surveyed: split.surveys[index], in: context ?? .init(rules: rewriter.rules), path: path, cleanup: false)
            var new = old
            if outcome.changed, outcome.output.starts(with: preamble) || index == 0 {
                new = Array(outcome.output[skipped...])
                for (rule, count) in outcome.appliedEdits { report.edits[rule, default: 0] += count }
                report.calls.formUnion(outcome.helpers)
            } else if outcome.changed {
                let rule = outcome.appliedEdits.keys.sorted().first ?? "combine-site"
                report.findings.append(Finding(
                    .warning, "left as it is: this file is rewritten in parts, and the rewrite of the part from this line would change the file's imports, which the other parts need",
                    rule: rule, line: inputLines + 1))
            }
            // A part's diagnostics, at the file's lines; those in the preamble the first part reported.
            report.add(
                outcome.diagnostics, of: input, lines: outcome.inputLines ?? LineMap(input), verbose: verbose, skipping: skipped,
                lineShift: inputLines - (index == 0 ? 0 : preambleLines))
            if new != old {
                report.changed = true
                if firstChanged == nil,
                    let line = UnifiedDiff.firstChangedLine(old: old, new: new, atEnd: index == layout.parts.count - 1)
                {
                    firstChanged = oldDiffLines + line
                }
            }
            if wantsDiff { print(diff.add(old: old, new: new)) }
            inputLines += LineMap(old).lineCount - 1
            oldDiffLines += Self.newlines(in: old)
            if mode == .write { written += new }
        }
        guard report.changed else { return report }
        if wantsDiff { print(diff.finish()) }
        if let cleanup = rewriter.rules.first(where: { $0.phase == .cleanup }) {
            let note = Diagnostic(
                .note, at: ByteOffset(0),
                "not run: this file is larger than \(Self.describe(bytes: 2 * partSize)) and is rewritten in parts, which cannot tell whether the others still use an import; remove an import nothing uses by hand",
                rule: cleanup.id)
            report.add([note], of: bytes, lines: LineMap([]), verbose: verbose)
        }
        report.firstChangedLine = firstChanged ?? 1
        if mode == .write { report.output = written }
        return report
    }

    /// `2 MB`, or `1500 bytes` for a size that is no whole number of megabytes.
    private static func describe(bytes: Int) -> String {
        bytes % (1 << 20) == 0 ? "\(bytes >> 20) MB" : "\(bytes) bytes"
    }

    private static func newlines(in bytes: [UInt8]) -> Int {
        bytes.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
    }
}
