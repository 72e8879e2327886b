import Foundation

/// `combine-migrate inventory PATH…` and `combine-migrate audit PATH…`: their own options
/// (parsed here, so the migration's options stay as they are) and their runs.
enum InventoryCommand {
    static let subcommands: Set<String> = ["inventory", "audit"]

    struct Options: Equatable {
        enum Command: Equatable { case inventory, audit }
        enum Format: String, CaseIterable { case table, markdown, json }

        var command: Command
        var format = Format.table
        var paths: [String] = []
        var excludes: [String] = []
        var jobs: Int?
        var onlyRules: [String]?
        var disabledRules: [String] = []
        var rulesFiles: [String] = []
        var disabledAudits: [String] = []
        var configPath: String?
        var quiet = false
        var help = false
        var listAudits = false
    }

    struct UsageError: Error { let message: String }

    static func parse(_ arguments: [String]) throws(UsageError) -> Options {
        var remaining = arguments[...]
        let name = remaining.popFirst() ?? ""
        var options = Options(command: name == "audit" ? .audit : .inventory)
        var onlyPaths = false
        while let argument = remaining.popFirst() {
            if onlyPaths || !argument.hasPrefix("-") || argument == "-" {
                guard argument != "-" else { throw UsageError(message: "'\(name)' reads files, not standard input") }
                options.paths.append(argument)
                continue
            }
            if argument == "--" {
                onlyPaths = true
                continue
            }
            var option = argument
            var inline: String?
            if let equals = argument.firstIndex(of: "=") {
                option = String(argument[..<equals])
                inline = String(argument[argument.index(after: equals)...])
            }
            func value() throws(UsageError) -> String {
                if let inline { return inline }
                guard let next = remaining.popFirst() else { throw UsageError(message: "option '\(option)' needs a value") }
                return next
            }
            func flag() throws(UsageError) {
                if inline != nil { throw UsageError(message: "option '\(option)' takes no value") }
            }
            func list(_ text: String) -> [String] {
                text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            }
            switch (option, options.command) {
            case ("-h", _), ("--help", _): try flag(); options.help = true
            case ("-q", _), ("--quiet", _): try flag(); options.quiet = true
            case ("--exclude", _): options.excludes.append(try value())
            case ("--config", _): options.configPath = try value()
            case ("-j", _), ("--jobs", _):
                let text = try value()
                guard let jobs = Int(text), jobs >= 1 else {
                    throw UsageError(message: "--jobs takes a whole number of at least 1, not '\(text)'")
                }
                options.jobs = jobs
            case ("--format", .inventory):
                let text = try value()
                guard let format = Options.Format(rawValue: text) else {
                    throw UsageError(message: "--format takes table, markdown or json, not '\(text)'")
                }
                options.format = format
            case ("--rules", .inventory): options.onlyRules = (options.onlyRules ?? []) + list(try value())
            case ("--disable", .inventory): options.disabledRules += list(try value())
            case ("--rules-file", .inventory): options.rulesFiles.append(try value())
            case ("--disable", .audit): options.disabledAudits += list(try value())
            case ("--list", .audit): try flag(); options.listAudits = true
            default:
                throw UsageError(message: "unknown option '\(option)' for '\(name)'")
            }
        }
        for id in options.disabledAudits where AuditCatalog.audit(withID: id) == nil {
            throw UsageError(message: "unknown audit '\(id)'; 'combine-migrate audit --list' lists them")
        }
        return options
    }

    static func run(arguments: [String], console: Console) -> ExitCode {
        let options: Options
        do {
            options = try parse(arguments)
        } catch {
            console.writeError("combine-migrate: error: \(error.message)\nRun 'combine-migrate \(arguments.first ?? "inventory") --help' for usage.\n")
            return .usageError
        }
        if options.help {
            console.writeOutput(options.command == .audit ? auditHelp : inventoryHelp)
            return .unchanged
        }
        if options.listAudits {
            let width = AuditCatalog.all.map(\.id.count).max() ?? 0
            console.writeOutput(AuditCatalog.all.map { "\($0.id.rightPadded(to: width))  \($0.summary)\n" }.joined())
            return .unchanged
        }
        var configuration = Configuration()
        if let path = options.configPath ?? Configuration.discover(from: FileManager.default.currentDirectoryPath) {
            do {
                configuration = try Configuration.load(path)
            } catch {
                console.writeError(error.message + "\n")
                return .usageError
            }
        }
        guard !options.paths.isEmpty else {
            console.writeError("combine-migrate: error: no paths given\nRun 'combine-migrate \(arguments[0]) --help' for usage.\n")
            return .usageError
        }
        let (files, discoveryErrors) = SourceFiles.discover(options.paths, excludes: configuration.exclude + options.excludes)
        let jobs = options.jobs ?? ProcessInfo.processInfo.activeProcessorCount
        let auditor = Auditor(audits: AuditCatalog.all.filter { !options.disabledAudits.contains($0.id) })

        switch options.command {
        case .audit:
            return audit(files, discoveryErrors, auditor: auditor, jobs: jobs, quiet: options.quiet, console: console)
        case .inventory:
            let rules: [any Rule]
            do {
                rules = try configuration.selectRules(
                    rulesFiles: options.rulesFiles, only: options.onlyRules, disabled: options.disabledRules)
            } catch {
                console.writeError(error.message + "\n")
                return .usageError
            }
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

    /// Builds the inventory of `files` (read in parallel, `jobs` at a time).
    static func inventory(
        _ files: [String], _ discoveryErrors: [SourceFiles.FileError], analyzer: InventoryAnalyzer, jobs: Int
    ) -> InventoryReport {
        let results = forEachFile(files, jobs: jobs) { path, bytes in analyzer.inventory(of: bytes, path: path) }
        var modules = ModuleMap()
        var inventories: [(FileInventory, ModuleMap.Module)] = []
        var errors = discoveryErrors.map { InventoryReport.FileError(path: $0.path, reason: $0.reason) }
        for (path, result) in zip(files, results) {
            switch result {
            case .success(let inventory): inventories.append((inventory, modules.module(of: path)))
            case .failure(let error): errors.append(InventoryReport.FileError(path: error.path, reason: error.reason))
            }
        }
        return InventoryReport(files: inventories, errors: errors)
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

    /// Reads each file (valid UTF-8 only) and runs `body` on it, `jobs` files at a time, in
    /// chunks; results in the order of `files`.
    static func forEachFile<Value: Sendable>(
        _ files: [String], jobs: Int, _ body: @escaping @Sendable (String, [UInt8]) -> Value
    ) -> [Result<Value, SourceFiles.FileError>] {
        let results = ResultSlots<Result<Value, SourceFiles.FileError>>(count: files.count)
        let work: @Sendable (Int) -> Void = { i in
            let path = files[i]
            switch SourceFiles.contents(of: path) {
            case .failure(let error):
                results[i] = .failure(error)
            case .success(let bytes):
                if let offset = SourceFiles.firstInvalidUTF8(bytes) {
                    results[i] = .failure(SourceFiles.FileError(path: path, reason: "not valid UTF-8 (byte \(offset))"))
                } else {
                    results[i] = .success(body(path, bytes))
                }
            }
        }
        if jobs <= 1 || files.count <= 1 {
            for i in files.indices { work(i) }
        } else {
            DispatchQueue.concurrentPerform(iterations: files.count, execute: work)
        }
        return results.values
    }

    static let inventoryHelp = """
        combine-migrate inventory — what there is to migrate from Combine, and how

        USAGE: combine-migrate inventory [OPTIONS] PATH...

        Counts Combine's names in code (AnyPublisher, Publisher, AnyCancellable, sink, store(in:),
        assign, flatMap, eraseToAnyPublisher, Future, dataTaskPublisher, subjects, @Published) per
        file and per module (a Package.swift target, or else a folder), classifies every site as
        auto (a rule migrates it: the dry run's edits), manual (work no rule reaches) or keep
        (Combine is the right tool, with the reason), lists the audit findings, and suggests an
        order to migrate the modules in. See docs/inventory.md.

        OPTIONS:
              --format FORMAT     table (default), markdown or json
              --rules ID,ID       count only these rules as auto
              --disable ID,ID     do not run these rules
              --rules-file FILE   also run the rules in FILE (repeatable)
              --exclude GLOB      skip paths matching GLOB (repeatable)
              --config FILE       use FILE instead of the nearest .combine-migrate.json
          -j, --jobs N            files read in parallel (default: all cores)
          -h, --help              print this help

        EXIT STATUS: 0 inventory printed, 2 usage error, 3 some file could not be read.

        """

    static let auditHelp = """
        combine-migrate audit — concurrency hazards no rewrite fixes

        USAGE: combine-migrate audit [OPTIONS] PATH...

        Prints path:line:column: warning: message [audit-id] for each finding:
          continuation-resume  a continuation closure with a path that never resumes, or resumes twice
          task-strong-self     Task { for await … } in a class, holding self strongly, never cancelled
          eager-future         Future { } returned or stored without Deferred { }: work starts at creation
        Silence one with // combine-migrate:disable-next-line AUDIT-ID. See docs/inventory.md.

        OPTIONS:
              --disable ID,ID     do not run these audits
              --list              list the audits
              --exclude GLOB      skip paths matching GLOB (repeatable)
              --config FILE       use FILE instead of the nearest .combine-migrate.json
          -j, --jobs N            files read in parallel (default: all cores)
          -q, --quiet             no summary line on standard error
          -h, --help              print this help

        EXIT STATUS: 0 no findings, 1 findings, 2 usage error, 3 some file could not be read.

        """
}

/// Fixed slots filled concurrently, each index by one worker.
final class ResultSlots<Value: Sendable>: @unchecked Sendable {
    private var storage: [Value?]
    private let lock = NSLock()

    init(count: Int) { storage = Array(repeating: nil, count: count) }

    subscript(index: Int) -> Value? {
        get { lock.withLock { storage[index] } }
        set { lock.withLock { storage[index] = newValue } }
    }

    var values: [Value] { lock.withLock { storage.compactMap { $0 } } }
}
