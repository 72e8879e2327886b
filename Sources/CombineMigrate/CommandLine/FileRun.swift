import Foundation

/// Processes files for one dry run, `--write` or `--check`: in parallel, in chunks, with
/// output printed in the order the files were listed.
struct FileRun: Sendable {
    let mode: Options.Mode
    let rewriter: Rewriter
    /// Colour for the diff on standard output.
    let color: Bool
    let verbose: Bool
    let console: Console
    let output: RunOutput
    var progress: Progress?
    var writer = FileWriter()
    /// The run's context, once prepared over all its files (see `process`).
    var context: RunContext?

    /// What processing one file produced, ready to print.
    struct FileReport: Sendable {
        var path: String
        var error: SourceFiles.FileError?
        /// Every diagnostic, notes included (they count as kept sites even when not shown).
        var findings: [Finding] = []
        /// The diff: coloured for `--format diff` on a terminal, plain for the other formats.
        var diff = ""
        var firstChangedLine = 1
        var changed = false
        var edits: [String: Int] = [:]
        /// The support file's helpers the rewrite calls, and those the file declares.
        var calls: SupportHelpers = []
        var declares: SupportHelpers = []
        /// The rewritten bytes, carried only until they are written or diffed.
        var output: [UInt8]?
    }

    /// Files per chunk: results of one chunk are printed and dropped before the next, so
    /// memory follows the largest files, not the size of the tree.
    private static let chunkSize = 64

    func process(_ files: [String], jobs: Int, summary: inout RunSummary) {
        // What the rules need to know across files: the functions migrated and their callers.
        var run = self
        run.context = rewriter.prepare(count: files.count) { index in
            guard case .success(let bytes) = SourceFiles.contents(of: files[index]),
                SourceFiles.firstInvalidUTF8(bytes) == nil
            else { return nil }
            return bytes
        }
        run.processPrepared(files, jobs: jobs, summary: &summary)
    }

    private func processPrepared(_ files: [String], jobs: Int, summary: inout RunSummary) {
        var start = 0
        while start < files.count {
            let chunk = Array(files[start..<min(start + Self.chunkSize, files.count)])
            let reports = chunk.parallelMap(jobs: jobs) { path in
                let report = processFile(path)
                progress?.advance(path)
                return report
            }
            progress?.clear()
            for report in reports { print(report, summary: &summary) }
            start += Self.chunkSize
        }
    }

    func processFile(_ path: String) -> FileReport {
        switch SourceFiles.read(path) {
        case .failure(let error):
            return FileReport(path: path, error: error)
        case .success(let (bytes, snapshot)):
            var report = rewrite(bytes, path: path)
            if report.error == nil, report.changed, mode == .write, let outcome = report.output {
                if let error = writer.replace(path, with: outcome, readAs: snapshot) {
                    report.error = error
                    report.changed = false
                }
            }
            report.output = nil
            return report
        }
    }

    func processStandardInput(_ bytes: [UInt8], name: String, summary: inout RunSummary) {
        var report = rewrite(bytes, path: name)
        if report.error == nil, mode == .write {
            // As a filter, `--write -` prints the whole result, changed or not.
            console.writeOutput(String(decoding: report.output ?? bytes, as: UTF8.self))
        }
        report.output = nil
        // Standard input has no module to check for the support file.
        report.calls = []
        report.declares = []
        print(report, summary: &summary)
    }

    private func rewrite(_ bytes: [UInt8], path: String) -> FileReport {
        if let offset = SourceFiles.firstInvalidUTF8(bytes) {
            return FileReport(path: path, error: .init(path: path, reason: "not valid UTF-8 (byte \(offset)); left untouched"))
        }
        let outcome = context.map { rewriter.rewrite(bytes, in: $0) } ?? rewriter.rewrite(bytes)
        var report = FileReport(path: path, changed: outcome.changed, edits: outcome.appliedEdits)
        report.declares = SupportHelpers.declared(in: bytes)
        if !outcome.diagnostics.isEmpty {
            let lines = LineMap(bytes)
            report.findings = outcome.diagnostics.map { Finding($0, in: bytes, lines: lines) }
        }
        if outcome.changed {
            report.calls = outcome.helpers
            report.output = outcome.output
            let header = Self.diffPath(path)
            if output.format != .diff {
                report.diff = UnifiedDiff.make(old: bytes, new: outcome.output, oldPath: header, newPath: header)
                report.firstChangedLine = UnifiedDiff.firstChangedLine(old: bytes, new: outcome.output) ?? 1
            } else if mode == .diff {
                report.diff = UnifiedDiff.make(
                    old: bytes, new: outcome.output, oldPath: header, newPath: header, color: color)
            }
        }
        return report
    }

    private func print(_ report: FileReport, summary: inout RunSummary) {
        summary.scanned += 1
        if let error = report.error {
            self.report(error)
            summary.failed += 1
            return
        }
        for finding in report.findings where finding.isKeptSite { summary.keptByRule[finding.ruleID, default: 0] += 1 }
        if !report.calls.isEmpty || !report.declares.isEmpty {
            summary.support.append(SupportCheck.File(
                path: report.path, calls: report.calls, declares: report.declares,
                line: report.firstChangedLine))
        }
        if report.changed {
            summary.changed += 1
            for (rule, count) in report.edits { summary.editsByRule[rule, default: 0] += count }
        }
        let change = report.changed
            ? FileResult.Change(sites: report.edits, firstLine: report.firstChangedLine, diff: report.diff, written: mode == .write)
            : nil
        let shown = report.findings.filter { verbose || $0.severity != .note }
        summary.notesHidden += report.findings.count - shown.count
        output.file(FileResult(path: report.path, findings: shown, change: change))
    }

    func report(_ error: SourceFiles.FileError) {
        output.error(path: error.path, reason: error.reason)
    }

    /// Diff headers name `./path` for a relative path, so that both `patch -p0` and
    /// `git apply` (which strips one leading component) find the file.
    static func diffPath(_ path: String) -> String {
        path.hasPrefix("/") || path.hasPrefix("./") || path.hasPrefix("../") ? path : "./" + path
    }
}
