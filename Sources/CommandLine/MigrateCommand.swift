import Core
import Foundation
import Project
import Rewriting
import Rules
import Support

/// The whole command line as a function: arguments, environment and console in, exit code
/// out. `main.swift` only calls `run`; tests call it with a capturing console. `inventory`
/// and `audit` go to `InventoryCommand`; everything else is read by `Options`.
package enum MigrateCommand {
    package static let version = ToolVersion.current

    package static func run(arguments: [String], environment: [String: String], console: Console) -> ExitCode {
        run(arguments: arguments, environment: environment, console: console, writer: writer(environment))
    }

    /// `run`, writing files with `writer` (tests: a change on disk, a full disk).
    static func run(arguments: [String], environment: [String: String], console: Console, writer: FileWriter) -> ExitCode {
        let code: ExitCode
        do {
            if let first = arguments.first, InventoryCommand.subcommands.contains(first) {
                code = try InventoryCommand.run(arguments: arguments, console: console)
            } else {
                code = try run(parsing: arguments, environment: environment, console: console, writer: writer)
            }
        } catch {
            // The configuration file or a rules file cannot be used; the message names it.
            console.writeError(error.message + "\n")
            code = .usageError
        }
        return console.closing(code)
    }

    /// The writer, with one test seam the interruption tests reach through the environment:
    /// `COMBINE_MIGRATE_TEST_SIGNAL_BEFORE_RENAME=INT` (or `TERM`, `HUP`, `QUIT`) sends that
    /// signal once a file's temporary copy is complete, before it is renamed.
    private static func writer(_ environment: [String: String]) -> FileWriter {
        var writer = FileWriter()
        let signals = ["INT": SIGINT, "TERM": SIGTERM, "HUP": SIGHUP, "QUIT": SIGQUIT]
        if let name = environment["COMBINE_MIGRATE_TEST_SIGNAL_BEFORE_RENAME"], let number = signals[name] {
            writer.beforeRename = { _ in _ = raise(number) }
        }
        return writer
    }

    private static func run(
        parsing arguments: [String], environment: [String: String], console: Console, writer: FileWriter
    ) throws(Configuration.LoadError) -> ExitCode {
        let options: Options
        do {
            options = try Options.parse(arguments)
        } catch {
            console.writeError(error.report(command: "combine-migrate"))
            return .usageError
        }
        switch options.command {
        case .help:
            console.writeOutput(HelpText.usage)
            return .unchanged
        case .version:
            console.writeOutput("combine-migrate \(version)\n")
            return .unchanged
        case .listRules:
            console.writeOutput(RuleDocumentation.list())
            return .unchanged
        case .explain(let id):
            guard let rule = RuleCatalog.rule(withID: id) else {
                console.writeError("combine-migrate: error: no rule '\(id)'; known rules: \(RuleCatalog.all.map(\.id).joined(separator: ", "))\n")
                return .usageError
            }
            console.writeOutput(RuleDocumentation.explain(rule))
            return .unchanged
        case .tokens(let verify):
            return TokensCommand.run(paths: options.paths, verify: verify, console: console)
        case .sites:
            return SitesCommand.run(paths: options.paths, console: console)
        case .support:
            let text = options.orOpenCombine ? SupportFile.textForCombineOrOpenCombine(access: options.access)
                : SupportFile.text(access: options.access, module: options.openCombine ? "OpenCombine" : "Combine")
            guard let output = options.output else {
                console.writeOutput(text)
                return .unchanged
            }
            let error = Interruption.handlingSignals { SupportStep.write(text, to: output, with: writer) }
            if let error {
                console.writeError("\(error.path): error: \(error.reason)\n")
                return .fileErrors
            }
            console.writeError("combine-migrate: wrote \(output)\n")
            return .unchanged
        case .testRules:
            return TestRulesCommand.run(folders: options.paths, console: console)
        case .migrate:
            return try migrate(options, environment: environment, console: console, writer: writer)
        }
    }

    private static func migrate(
        _ options: Options, environment: [String: String], console: Console, writer: FileWriter
    ) throws(Configuration.LoadError) -> ExitCode {
        let configuration = try Configuration.forRun(configPath: options.configPath)
        let jobs = Arguments.threads(forJobs: options.jobs)
        // With more than one job, the files are looked for on a thread of their own while
        // the rules are read, and read as they are found: all three take milliseconds.
        let fileArguments = options.paths.filter { $0 != "-" }
        let excludes = configuration.exclude + options.excludes
        let found = Arrivals<String>()
        let listings = FolderListings()
        let currentFolder = FileManager.default.currentDirectoryPath
        let discovery = whenNeeded(inBackground: jobs > 1 && !options.printConfig) {
            SourceFiles.discover(
                fileArguments, excludes: excludes, followSymlinks: options.followSymlinks, into: found, listings: listings,
                currentFolder: currentFolder)
        }
        let rules = try configuration.selectRules(
            rulesFiles: options.rulesFiles, only: options.onlyRules, disabled: options.disabledRules,
            enabled: options.enabledRules)
        if options.printConfig {
            console.writeOutput(configuration.printed(enabledRules: rules.map(\.id)))
            return .unchanged
        }
        guard !options.paths.isEmpty else {
            console.writeError(UsageError(message: "no paths given").report(command: "combine-migrate"))
            return .usageError
        }
        guard options.paths.filter({ $0 == "-" }).count <= 1 else {
            console.writeError("combine-migrate: error: '-' (standard input) can be given once\n")
            return .usageError
        }
        let output = RunOutput(
            format: options.format, mode: options.mode, console: console,
            errorColor: useColor(options.color, environment: environment, terminal: console.errorIsTerminal),
            rules: RuleCatalog.all + rules.filter { RuleCatalog.rule(withID: $0.id) == nil },
            nulTerminated: options.nulTerminated)
        var run = FileRun(
            mode: options.mode,
            rewriter: Rewriter(rules: rules, census: CombineSiteNotes()),
            color: useColor(options.color, environment: environment, terminal: console.outputIsTerminal),
            verbose: options.verbose,
            console: console,
            output: output,
            writer: writer
        )
        // A test seam: parts of this many bytes for the files rewritten in parts, so that a
        // corpus of ordinary files can be rewritten in parts and compared with its whole rewrite.
        if let size = environment["COMBINE_MIGRATE_PART_SIZE"].flatMap(Int.init), size > 0 { run.partSize = size }
        // The survey prints nothing: what the walk could not use is reported before any file.
        let walkedFirst = jobs > 1 ? nil : discovery()
        var surveyed = run.survey(found, jobs: jobs)
        let discoveryErrors = walkedFirst ?? discovery()
        let files = surveyed.paths
        for error in discoveryErrors { run.report(error) }
        run.project = ProjectMap.facts(of: files, disk: .local(listed: listings), currentFolder: currentFolder)
        for problem in run.project.problems { console.writeError("\(problem.file): warning: \(problem.message)\n") }
        run.progress = Progress.make(total: files.count, console: console, quiet: options.quiet)

        var summary = RunSummary()
        summary.failed = discoveryErrors.count
        if options.paths.contains("-") {
            let name = options.assumeFilename ?? "<stdin>"
            run.processStandardInput(console.readInput(), name: name, summary: &summary)
        }
        let support = SupportStep(
            mode: options.mode, writesFile: options.writeSupport, access: options.access, writer: writer)
        Interruption.handlingSignals(if: options.mode == .write, onInterrupt: { [run] in run.reportInterruption(total: files.count) }) {
            run.process(&surveyed, jobs: jobs, summary: &summary)
            support.finish(&summary, run: files, project: run.project, output: output)
        }
        output.finish(summary, quiet: options.quiet)

        if summary.failed > 0 { return .fileErrors }
        return summary.changed > 0 ? .changes : .unchanged
    }

    /// `--color auto` colours a terminal unless `NO_COLOR` is set (https://no-color.org).
    static func useColor(_ choice: Options.ColorChoice, environment: [String: String], terminal: Bool) -> Bool {
        switch choice {
        case .always: return true
        case .never: return false
        case .auto: return terminal && (environment["NO_COLOR"] ?? "").isEmpty
        }
    }
}

/// Counts for the summary line at the end of a run.
struct RunSummary {
    var scanned = 0
    var changed = 0
    var failed = 0
    /// Sites migrated (or, in a dry run, to migrate), per rule.
    var editsByRule: [String: Int] = [:]
    /// Sites left in Combine, per rule: the rule's warnings and notes.
    var keptByRule: [String: Int] = [:]
    /// Notes not printed (no `--verbose`).
    var notesHidden = 0
    /// The files that call or declare the support file's helpers, for `SupportCheck`.
    var support: [SupportCheck.File] = []

    /// `combine-migrate: 120 files scanned, 14 would change; import-cleanup: 9 to migrate;
    /// sink-for-await: 20 to migrate, 12 kept` — with `--write`, "changed" and "migrated".
    func line(mode: Options.Mode) -> String {
        let write = mode == .write
        var text = "combine-migrate: \(scanned) file\(scanned == 1 ? "" : "s") scanned, \(changed) \(write ? "changed" : "would change")"
        if failed > 0 { text += ", \(failed) could not be processed" }
        for rule in Set(editsByRule.keys).union(keptByRule.keys).sorted() {
            var counts: [String] = []
            if let edits = editsByRule[rule] { counts.append("\(edits) \(write ? "migrated" : "to migrate")") }
            if let kept = keptByRule[rule] { counts.append("\(kept) kept") }
            text += "; \(rule): " + counts.joined(separator: ", ")
        }
        if notesHidden > 0 { text += " (\(notesHidden) note\(notesHidden == 1 ? "" : "s") not shown; use --verbose)" }
        return text + "\n"
    }
}
