import Core
import Foundation
import Output
import Rules

/// Where and how a run's results are printed, by `--format`:
///
/// - `diff`: diagnostics on standard error (`path:line:column: warning: …`, coloured on a
///   terminal), and on standard output the diff (dry run) or the path (`--check`: quoted
///   as git quotes it, or NUL-terminated with `-z`) of each file that would change;
/// - `json`, `github`: one line per finding and per change on standard output
///   (`JSONLines`, `GitHubAnnotations`), as the files come;
/// - `sarif`: one document on standard output at the end (`SARIFLog`).
///
/// The summary line goes to standard error in every format, and after it, in the `diff`
/// format, what the run says about the support file (`moduleNotice`); the other formats
/// carry that as a diagnostic.
///
/// Files arrive in the order they were listed, from one thread at a time.
final class RunOutput: @unchecked Sendable {
    let format: Options.Format
    let mode: Options.Mode
    let console: Console
    /// `-z`: `--check` ends each path with a NUL, unquoted.
    let nulTerminated: Bool
    /// Colour for diagnostics on standard error.
    let errorColor: Bool
    private var sarif: SARIFLog?
    /// The `diff` format's module notices, printed after the summary line.
    private var noticeLines: [String] = []

    init(format: Options.Format, mode: Options.Mode, console: Console, errorColor: Bool, rules: [any Rule],
         nulTerminated: Bool = false) {
        self.format = format
        self.mode = mode
        self.console = console
        self.nulTerminated = nulTerminated
        self.errorColor = errorColor
        if format == .sarif {
            let census = (CombineSiteNotes.id, CombineSiteNotes.summary, CombineSiteNotes.help, true)
            sarif = SARIFLog(rules: rules, others: [census])
        }
    }

    func file(_ result: FileResult) {
        switch format {
        case .diff:
            for finding in result.findings { console.writeError(finding.formatted(path: result.path, color: errorColor) + "\n") }
            guard let change = result.change else { return }
            switch mode {
            case .diff: for piece in change.diff { console.writeOutput(piece) }
            // One path a line, unambiguous whatever the name holds (git's quoting), or as
            // it is before a NUL with `-z`.
            case .check: console.writeOutput(nulTerminated ? result.path + "\0" : GitPath.quoted(result.path) + "\n")
            case .write: break
            }
        case .json: writeLines(JSONLines.lines(for: result))
        case .github: writeLines(GitHubAnnotations.lines(for: result))
        case .sarif: sarif?.add(result)
        }
    }

    func error(path: String, reason: String) {
        switch format {
        case .diff: console.writeError(TerminalStyle.fileError(path: path, reason: reason, color: errorColor) + "\n")
        case .json: writeLines([JSONLines.error(path: path, reason: reason)])
        case .github: writeLines([GitHubAnnotations.error(path: path, reason: reason)])
        case .sarif: sarif?.addError(path: path, reason: reason)
        }
    }

    /// A remark about a module rather than a site — the support file it lacks, or that was
    /// written — placed at `line` of `path`, the first file it is about.
    func moduleNotice(_ severity: Diagnostic.Severity, _ message: String, path: String, line: Int) {
        let finding = Finding(severity, message, rule: Suppressions.ruleID, line: line)
        switch format {
        case .diff:
            let label = errorColor ? TerminalStyle.label(severity) : severity.rawValue
            noticeLines.append("combine-migrate: \(label): \(message)")
        case .json, .github, .sarif: file(FileResult(path: path, findings: [finding], change: nil))
        }
    }

    /// Closes the output: the JSON summary line or the SARIF document, the summary line on
    /// standard error (unless `quiet`), and the `diff` format's module notices.
    func finish(_ summary: RunSummary, quiet: Bool) {
        switch format {
        case .diff, .github: break
        case .json:
            writeLines([JSONLines.summary(
                scanned: summary.scanned, changed: summary.changed, failed: summary.failed,
                sites: summary.editsByRule, kept: summary.keptByRule)])
        case .sarif:
            console.writeOutput(sarif?.document(
                version: MigrateCommand.version, baseDirectory: FileManager.default.currentDirectoryPath) ?? "")
        }
        if !quiet { console.writeError(summary.line(mode: mode)) }
        for line in noticeLines { console.writeError(line + "\n") }
    }

    private func writeLines(_ lines: [String]) {
        if !lines.isEmpty { console.writeOutput(lines.joined(separator: "\n") + "\n") }
    }

    /// Lines given in pieces (`JSONLines.lines(for:)`), each ended by a line break: written
    /// together, but for a large piece (a large file's diff), written as it is.
    private func writeLines(_ lines: [[String]]) {
        var text = ""
        for line in lines {
            for piece in line {
                if piece.utf8.count < 1 << 16 {
                    text += piece
                } else {
                    if !text.isEmpty { console.writeOutput(text) }
                    text = ""
                    console.writeOutput(piece)
                }
            }
            text += "\n"
        }
        if !text.isEmpty { console.writeOutput(text) }
    }
}
