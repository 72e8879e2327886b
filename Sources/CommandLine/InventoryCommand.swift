import Core
import Foundation
import Inventory
import Project
import Rewriting
import Structure
import Support

/// `combine-migrate inventory PATH…` and `combine-migrate audit PATH…`: their options (read
/// with `Arguments`, like the migration's) and their runs.
enum InventoryCommand {
    static let subcommands: Set<String> = ["inventory", "audit"]

    struct Options: Equatable {
        enum Command: String { case inventory, audit }
        enum Format: String, CaseIterable { case table, markdown, json }

        var command: Command
        var format = Format.table
        var paths: [String] = []
        var excludes: [String] = []
        var jobs: Int?
        var onlyRules: [String]?
        var disabledRules: [String] = []
        var enabledRules: [String] = []
        var rulesFiles: [String] = []
        var disabledAudits: [String] = []
        var configPath: String?
        var quiet = false
        var help = false
        var listAudits = false
        var followSymlinks = false
    }

    /// Reads `inventory …` or `audit …`, the command's name first.
    static func parse(_ arguments: [String]) throws(UsageError) -> Options {
        var options = Options(command: arguments.first.flatMap(Options.Command.init(rawValue:)) ?? .inventory)
        var words = Arguments(arguments.dropFirst())
        while let word = words.next() {
            switch word {
            case .positional("-"): throw UsageError(message: "'\(options.command.rawValue)' reads files, not standard input")
            case .positional(let path): options.paths.append(path)
            case .option(let name): try options.read(name, from: &words)
            }
        }
        for id in options.disabledAudits where AuditCatalog.audit(withID: id) == nil {
            throw UsageError(message: "unknown audit '\(id)'; 'combine-migrate audit --list' lists them")
        }
        return options
    }

    /// Runs `inventory` or `audit`; throws when the configuration or a rules file cannot be used.
    static func run(arguments: [String], console: Console) throws(Configuration.LoadError) -> ExitCode {
        let command = "combine-migrate \(arguments.first ?? "inventory")"
        let options: Options
        do {
            options = try parse(arguments)
        } catch {
            console.writeError(error.report(command: command))
            return .usageError
        }
        if options.help {
            console.writeOutput(options.command == .audit ? HelpText.audit : HelpText.inventory)
            return .unchanged
        }
        if options.listAudits {
            let width = AuditCatalog.all.map(\.id.count).max() ?? 0
            console.writeOutput(AuditCatalog.all.map { "\($0.id.rightPadded(to: width))  \($0.summary)\n" }.joined())
            return .unchanged
        }
        let configuration = try Configuration.forRun(configPath: options.configPath)
        guard !options.paths.isEmpty else {
            console.writeError(UsageError(message: "no paths given").report(command: command))
            return .usageError
        }
        let (files, discoveryErrors) = SourceFiles.discover(
            options.paths, excludes: configuration.exclude + options.excludes, followSymlinks: options.followSymlinks)
        let jobs = Arguments.threads(forJobs: options.jobs)
        let auditor = Auditor(audits: AuditCatalog.all.filter { !options.disabledAudits.contains($0.id) })

        switch options.command {
        case .audit:
            return audit(files, discoveryErrors, auditor: auditor, jobs: jobs, quiet: options.quiet, console: console)
        case .inventory:
            let rules = try configuration.selectRules(
                rulesFiles: options.rulesFiles, only: options.onlyRules, disabled: options.disabledRules,
                enabled: options.enabledRules)
            let analyzer = InventoryAnalyzer(rewriter: Rewriter(rules: rules), auditor: auditor)
            let report = inventory(files, discoveryErrors, analyzer: analyzer, jobs: jobs)
            switch options.format {
            case .table: console.writeOutput(InventoryRendering.table(report))
            case .markdown: console.writeOutput(InventoryRendering.markdown(report))
            case .json: console.writeOutput(InventoryRendering.json(report))
            }
            if options.format != .table {
                for error in report.errors { console.writeError("\(error.path): error: \(error.reason)\n") }
            }
            return report.errors.isEmpty ? .unchanged : .fileErrors
        }
    }

    /// Builds the inventory of `files` (read in parallel unless `jobs` is 1).
    static func inventory(
        _ files: [String], _ discoveryErrors: [SourceFiles.FileError], analyzer: InventoryAnalyzer, jobs: Int
    ) -> InventoryReport {
        let results = forEachFile(files, jobs: jobs) { path, bytes in analyzer.inventory(of: bytes, path: path) }
        let project = ProjectMap.facts(of: files, disk: .local, currentFolder: FileManager.default.currentDirectoryPath)
        var inventories: [(FileInventory, InventoryModule)] = []
        var errors = discoveryErrors.map { InventoryReport.FileError(path: $0.path, reason: $0.reason) }
        var support: [SupportCheck.File] = []
        for (path, result) in zip(files, results) {
            switch result {
            case .success(let inventory):
                inventories.append((inventory, InventoryModule(ofFile: path, in: project)))
                if !inventory.supportCalls.isEmpty || !inventory.supportDeclares.isEmpty {
                    support.append(.init(path: path, calls: inventory.supportCalls, declares: inventory.supportDeclares))
                }
            case .failure(let error): errors.append(InventoryReport.FileError(path: error.path, reason: error.reason))
            }
        }
        var report = InventoryReport(files: inventories, errors: errors)
        report.projectProblems = project.problems
        report.support = SupportCheck.readingDisk().missing(in: support, run: files, project: project)
        return report
    }

    private static func audit(
        _ files: [String], _ discoveryErrors: [SourceFiles.FileError], auditor: Auditor, jobs: Int, quiet: Bool,
        console: Console
    ) -> ExitCode {
        for error in discoveryErrors { console.writeError("\(error.path): error: \(error.reason)\n") }
        let results = forEachFile(files, jobs: jobs) { path, bytes -> [String] in
            let lines = LineMap(bytes)
            return auditor.findings(in: bytes).map { $0.formatted(path: path, lines: lines) }
        }
        var failed = discoveryErrors.count
        var byAudit: [String: Int] = [:]
        var total = 0
        for result in results {
            switch result {
            case .success(let findings):
                for finding in findings {
                    console.writeOutput(finding + "\n")
                    if let open = finding.lastIndex(of: "["), finding.hasSuffix("]") {
                        byAudit[String(finding[finding.index(after: open)..<finding.index(before: finding.endIndex)]), default: 0] += 1
                    }
                }
                total += findings.count
            case .failure(let error):
                console.writeError("\(error.path): error: \(error.reason)\n")
                failed += 1
            }
        }
        if !quiet {
            var line = "combine-migrate: \(files.count) file\(files.count == 1 ? "" : "s") audited, \(total) finding\(total == 1 ? "" : "s")"
            if !byAudit.isEmpty { line += " (" + byAudit.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ") + ")" }
            if failed > 0 { line += ", \(failed) could not be processed" }
            console.writeError(line + "\n")
        }
        if failed > 0 { return .fileErrors }
        return total > 0 ? .changes : .unchanged
    }

    /// Reads each file (valid UTF-8 only) and runs `body` on it, in parallel unless `jobs`
    /// is 1; results in the order of `files`.
    static func forEachFile<Value: Sendable>(
        _ files: [String], jobs: Int, _ body: @Sendable (String, [UInt8]) -> Value
    ) -> [Result<Value, SourceFiles.FileError>] {
        files.parallelMap(jobs: jobs) { path in
            SourceFiles.contents(of: path).flatMap { bytes in
                if let offset = SourceFiles.firstInvalidUTF8(bytes) {
                    return .failure(SourceFiles.FileError(path: path, reason: "not valid UTF-8 (byte \(offset))"))
                }
                return .success(body(path, bytes))
            }
        }
    }
}

extension InventoryCommand.Options {
    fileprivate mutating func read(_ name: String, from words: inout Arguments) throws(UsageError) {
        switch (name, command) {
        case ("-h", _), ("--help", _): try words.flag(); help = true
        case ("-q", _), ("--quiet", _): try words.flag(); quiet = true
        case ("--exclude", _): excludes.append(try words.value())
        case ("--config", _): configPath = try words.value()
        case ("-j", _), ("--jobs", _): jobs = try words.jobs()
        case ("-L", _), ("--follow-symlinks", _): try words.flag(); followSymlinks = true
        case ("--format", .inventory): format = try words.value("--format", takes: "table, markdown or json", Format.init(rawValue:))
        case ("--rules", .inventory): onlyRules = (onlyRules ?? []) + (try words.list())
        case ("--disable", .inventory): disabledRules += try words.list()
        case ("--enable", .inventory): enabledRules += try words.list()
        case ("--rules-file", .inventory): rulesFiles.append(try words.value())
        case ("--disable", .audit): disabledAudits += try words.list()
        case ("--list", .audit): try words.flag(); listAudits = true
        default: throw words.unknownOption(for: command.rawValue)
        }
    }
}
