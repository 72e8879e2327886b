import Core
import Foundation
import Output
import Project
import Rewriting
import Structure
import Support
import Tokenizer

/// Processes files for one dry run, `--write` or `--check`, in two passes, each in parallel
/// with output in the order the files were listed: a survey reads every file once (whether
/// it holds an anchor of the rules, and what the run-wide preparation learns from it), then
/// the files with anchors are rewritten — with the bytes or tokens the survey kept, or read
/// again past the budgets for those.
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
    /// The size of the parts a large file is rewritten in (`FileRun+Parts.swift`).
    var partSize = FileRun.defaultPartSize
    /// The run's context, once prepared over all its files (see `process`).
    var context: RunContext?
    /// The modules of the run's files, as their project files declare them.
    var project = ProjectFacts.none
    /// The files rewritten (or found unchanged) before any interruption, for an interrupted
    /// run's last word.
    let finished = Tally()

    /// What processing one file produced, ready to print.
    struct FileReport: Sendable {
        var path: String
        var error: SourceFiles.FileError?
        /// The diagnostics to show: notes only with `--verbose`.
        var findings: [Finding] = []
        /// The notes not shown, by rule (they count as kept sites).
        var hiddenNotes: [String: Int] = [:]
        /// The notes not printed that are about rewritten code, not kept sites.
        var hiddenRewriteNotes = 0
        /// The diff, for the dry run of `--format diff` (coloured on a terminal) and for
        /// `--format json`; empty otherwise.
        var diff: [String] = []
        var firstChangedLine = 1
        var changed = false
        var edits: [String: Int] = [:]
        /// The support file's helpers the rewrite calls, and those the file declares.
        var calls: SupportHelpers = []
        var declares: SupportHelpers = []
        /// The rewritten bytes, carried only until they are written or diffed.
        var output: [UInt8]?

        /// Adds the `diagnostics` of `bytes` (whose lines are `lines`), but for those in its
        /// first `skipping` bytes, each `lineShift` lines further down (for a part of a
        /// larger file); a note is only counted unless `verbose`.
        mutating func add(
            _ diagnostics: [Diagnostic], of bytes: [UInt8], lines: LineMap, verbose: Bool, skipping: Int = 0, lineShift: Int = 0
        ) {
            for diagnostic in diagnostics where diagnostic.offset.value >= skipping {
                if !verbose, diagnostic.severity == .note {
                    if diagnostic.isAboutARewrite { hiddenRewriteNotes += 1 } else { hiddenNotes[diagnostic.ruleID, default: 0] += 1 }
                    continue
                }
                var finding = Finding(diagnostic, in: bytes, lines: lines)
                finding.line += lineShift
                findings.append(finding)
            }
        }
    }

    /// Source bytes whose tokens the survey may keep for the rewrite (about six times as
    /// much memory): beyond it, a file is tokenized again.
    private static let keptSourceBudget = 2 << 20
    /// Source bytes of files with anchors the survey keeps for the rewrite, so that they
    /// are not read twice; beyond it, a file is read again.
    private static let keptBytesBudget = 8 << 20

    /// What the survey made of one file.
    enum Reading: Sendable {
        case failed(SourceFiles.FileError)
        case surveyed(Surveyed)
        /// A large file, surveyed in parts.
        case split(Split)
    }

    /// A file read and surveyed.
    struct Surveyed: Sendable {
        var survey: FileSurvey
        /// The file's bytes, when the survey kept them for the rewrite.
        var kept: [UInt8]?
        /// The file's status when it was read: with a hash of the bytes rewritten, what a
        /// write checks the file still is.
        var status: stat
        /// The support file's helpers the file declares.
        var declares: SupportHelpers
    }

    /// The files of a run, in order, and what their survey made of each.
    struct SurveyedFiles: Sendable {
        let paths: [String]
        var readings: [Reading]
    }

    /// The survey: every file read once, into buffers used again and again — as the files
    /// arrive, so that they are read while the walk that finds them goes on.
    func survey(_ files: Arrivals<String>, jobs: Int) -> SurveyedFiles {
        let budget = Budget(Self.keptSourceBudget)
        let bytesBudget = Budget(Self.keptBytesBudget)
        let buffers = Pool<SourceFiles.ReadBuffer>()
        var readings: [Reading] = []
        forEachInOrder(files, jobs: jobs) { _, path in
            let buffer = buffers.take() ?? SourceFiles.ReadBuffer()
            defer { buffers.put(buffer) }
            return survey(path, in: buffer, budget: budget, bytesBudget: bytesBudget)
        } consume: { _, reading in
            readings.append(reading)
        }
        return SurveyedFiles(paths: files.all, readings: readings)
    }

    /// Rewrites the files surveyed (their readings are released as the rewrite goes).
    func process(_ surveyed: inout SurveyedFiles, jobs: Int, summary: inout RunSummary) {
        let files = surveyed.paths
        // What the rules need to know across files: the functions migrated and their callers.
        var prepared = self
        let context = prepare(files, surveyed.readings, project: project, jobs: jobs)
        prepared.context = context
        let run = prepared
        // The rewrite: the files with anchors (all of them when the preparation added some).
        let pending = Pending(surveyed.readings)
        surveyed.readings = []
        forEachInOrder(count: files.count, jobs: jobs) { index in
            let path = files[index]
            let report: FileReport
            switch pending.take(index) {
            case .failed(let error):
                report = FileReport(path: path, error: error)
            case .surveyed(let surveyed) where !rewriter.needsRewrite(surveyed.survey, in: context):
                report = FileReport(path: path, declares: surveyed.declares)
            case .surveyed(let surveyed):
                report = run.processFile(path, consume surveyed)
            case .split(let split) where !split.surveys.contains(where: { rewriter.needsRewrite($0, in: context) }):
                report = FileReport(path: path, declares: split.declares)
            case .split(let split):
                report = run.processInParts(path, split)
            }
            progress?.advance(path)
            // A file finished after a signal was refused its write: not counted as done.
            if !Interruption.isInterrupted { finished.add() }
            return report
        } consume: { _, report in
            run.print(report, summary: &summary)
        }
        progress?.clear()
    }

    /// The run's context from the surveys; a preparation's second look at the files reads
    /// them again, or takes the tokens their survey kept.
    /// A file rewritten in parts is as many files to the preparations.
    private func prepare(_ files: [String], _ readings: [Reading], project: ProjectFacts, jobs: Int) -> RunContext {
        var surveys: [FileSurvey] = []
        // Each file the preparations see: the run's file, and its part for a file in parts.
        var entries: [(file: Int, part: Int?)] = []
        for (index, reading) in readings.enumerated() {
            switch reading {
            case .failed: entries.append((index, nil))
            case .surveyed(let surveyed):
                surveys.append(surveyed.survey)
                entries.append((index, nil))
            case .split(let split):
                surveys += split.surveys
                entries += split.surveys.indices.map { (index, $0) }
            }
        }
        let seen = entries
        return rewriter.prepare(
            surveys,
            files: RunFiles(
                count: seen.count, jobs: jobs,
                load: { entry in
                    let (index, part) = seen[entry]
                    let read: [UInt8]?
                    if let part, case .split(let split) = readings[index] {
                        read = Self.readPart(part, of: files[index], split)
                    } else {
                        read = try? SourceFiles.contents(of: files[index]).get()
                    }
                    guard let bytes = read, SourceFiles.firstInvalidUTF8(bytes) == nil else { return nil }
                    return bytes
                },
                kept: { entry in
                    if case .surveyed(let surveyed) = readings[seen[entry].file] { surveyed.survey.source } else { nil }
                },
                path: { entry in files[seen[entry].file] }, project: project,
                marks: { entry in
                    switch readings[seen[entry].file] {
                    case .failed: nil
                    case .surveyed(let surveyed): surveyed.survey.marks
                    case .split(let split): seen[entry].part.map { split.surveys[$0].marks }
                    }
                }))
    }

    /// Reads the file and surveys it (`Rewriter.survey`), keeping for the rewrite its tokens
    /// while `budget` lasts, else its bytes while `bytesBudget` does.
    private func survey(_ path: String, in buffer: SourceFiles.ReadBuffer, budget: Budget, bytesBudget: Budget) -> Reading {
        let read = SourceFiles.withContents(of: path, in: buffer) { bytes, status -> Reading in
            if let offset = SourceFiles.firstInvalidUTF8(bytes) { return .failed(Self.invalidUTF8(path: path, at: offset)) }
            if let split = surveyInParts(bytes, path: path, status: status) { return .split(split) }
            var survey = rewriter.survey(bytes, path: path)
            let declares = survey.mayDeclareSupport ? SupportHelpers.declared(in: CodeView(survey.source ?? TokenizedSource(bytes: Array(bytes)))) : []
            if survey.source != nil, !budget.take(bytes.count) { survey.source = nil }
            let keep = survey.hasAnchors && survey.source == nil && bytesBudget.take(bytes.count)
            return .surveyed(Surveyed(survey: survey, kept: keep ? Array(bytes) : nil, status: status, declares: declares))
        }
        switch read {
        case .failure(let error): return .failed(error)
        case .success(let reading): return reading
        }
    }

    /// Rewrites the file (read again unless the survey kept its tokens or bytes), and writes
    /// it with `--write`.
    /// The survey's tokens are handed on, not copied: the rewrite releases them before it
    /// tokenizes its first round's output, so a file's tokens are in memory once.
    private func processFile(_ path: String, _ surveyed: consuming Surveyed) -> FileReport {
        let bytes: [UInt8]
        var status = surveyed.status
        let declares = surveyed.declares
        if let tokenized = surveyed.survey.source {
            bytes = tokenized.bytes
        } else if let kept = surveyed.kept {
            bytes = kept
        } else {
            switch SourceFiles.withContents(of: path, in: SourceFiles.ReadBuffer(), { (Array($0), $1) }) {
            case .failure(let error): return FileReport(path: path, error: error)
            case .success(let read): (bytes, status) = read
            }
            if let error = Self.invalidUTF8(bytes, path: path) { return FileReport(path: path, error: error) }
        }
        var report = rewrite(bytes, path: path, surveyed: (consume surveyed).survey)
        report.declares = declares
        return written(report, over: bytes, readAs: status)
    }

    /// The report once its output is written with `--write` (over the file read as `bytes`,
    /// with `status`), and let go.
    func written(_ report: FileReport, over bytes: [UInt8], readAs status: stat) -> FileReport {
        var report = report
        if report.error == nil, report.changed, mode == .write, let outcome = report.output {
            if let error = writer.replace(report.path, with: outcome, readAs: FileSnapshot(status, bytes: bytes)) {
                report.error = error
                report.changed = false
            }
        }
        report.output = nil
        return report
    }

    func processStandardInput(_ input: Result<[UInt8], Console.ReadFailure>, name: String, summary: inout RunSummary) {
        let bytes: [UInt8]
        switch input {
        case .success(let read): bytes = read
        case .failure(let failure):
            print(FileReport(path: name, error: .init(path: name, reason: "cannot read: \(SourceFiles.describe(failure.code))")), summary: &summary)
            return
        }
        var report = rewrite(bytes, path: name)
        if mode == .write {
            // As a filter, `--write -` prints the whole result, changed or not — and input it
            // cannot process as it came, byte for byte: an editor replaces its buffer with this.
            console.output.write(report.output ?? bytes)
        }
        report.output = nil
        // Standard input has no module to check for the support file.
        report.calls = []
        report.declares = []
        print(report, summary: &summary)
    }

    static func invalidUTF8(_ bytes: [UInt8], path: String) -> SourceFiles.FileError? {
        SourceFiles.firstInvalidUTF8(bytes).map { invalidUTF8(path: path, at: $0) }
    }

    private static func invalidUTF8(path: String, at offset: Int) -> SourceFiles.FileError {
        .init(path: path, reason: SourceFiles.notText(at: offset) + "; left untouched")
    }

    private func rewrite(_ bytes: [UInt8], path: String, surveyed survey: consuming FileSurvey? = nil) -> FileReport {
        // A file surveyed was checked then (or when read again, in `processFile`).
        let surveyed = survey != nil
        if !surveyed, let error = Self.invalidUTF8(bytes, path: path) { return FileReport(path: path, error: error) }
        let outcome: Rewriter.Outcome
        if let context, let survey = survey.take() {
            outcome = rewriter.rewrite(bytes, surveyed: consume survey, in: context, path: path)
        } else {
            outcome = rewriter.rewrite(bytes, path: path)
        }
        var report = FileReport(path: path, changed: outcome.changed, edits: outcome.appliedEdits)
        if !surveyed { report.declares = SupportHelpers.declared(in: bytes) }
        if !outcome.diagnostics.isEmpty {
            report.add(outcome.diagnostics, of: bytes, lines: outcome.inputLines ?? LineMap(bytes), verbose: verbose)
        }
        if outcome.changed {
            report.calls = outcome.helpers
            report.output = outcome.output
            if output.format != .diff {
                report.firstChangedLine = UnifiedDiff.firstChangedLine(old: bytes, new: outcome.output) ?? 1
            }
            if printsDiff {
                let header = Self.diffPath(path)
                report.diff = [UnifiedDiff.make(
                    old: bytes, new: outcome.output, oldPath: header, newPath: header,
                    color: output.format == .diff && color)]
            }
        }
        return report
    }

    /// Whether the run prints diffs: the dry run's diff format and JSON (SARIF and GitHub name
    /// the first changed line, `--check` the path).
    var printsDiff: Bool { output.format == .json || (output.format == .diff && mode == .diff) }

    private func print(_ report: FileReport, summary: inout RunSummary) {
        summary.scanned += 1
        if let error = report.error {
            progress.cleared { self.report(error) }
            summary.failed += 1
            return
        }
        for finding in report.findings where finding.isKeptSite { summary.keptByRule[finding.ruleID, default: 0] += 1 }
        for (rule, count) in report.hiddenNotes where rule != Suppressions.ruleID { summary.keptByRule[rule, default: 0] += count }
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
        summary.notesHidden += report.hiddenNotes.values.reduce(0, +) + report.hiddenRewriteNotes
        let result = FileResult(path: report.path, findings: report.findings, change: change)
        if change == nil, report.findings.isEmpty {
            output.file(result)
        } else {
            progress.cleared { output.file(result) }
        }
    }

    /// What an interrupted `--write` says before it ends: how far it got. The files under way
    /// when the signal came are not counted: each was finished or left as it was
    /// (`Interruption`).
    func reportInterruption(total: Int) {
        progress.cleared {
            console.writeError("combine-migrate: interrupted after \(finished.count) of \(total) files; each file is migrated or as it was\n")
        }
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

