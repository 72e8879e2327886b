import Foundation

/// The parsed command line. Parsing is hand-written: `--name value`, `--name=value`,
/// flags, and positional paths; anything unknown is a usage error that names it.
struct Options {
    enum Command: Equatable {
        case migrate
        case listRules
        case explain(String)
        case tokens(verify: Bool)
        case testRules
        case support
        case help
        case version
    }

    enum Mode: Equatable { case diff, write, check }
    enum ColorChoice: String { case auto, always, never }
    /// `--format`: what a run prints; see `docs/output.md`.
    enum Format: String { case diff, json, sarif, github }

    var command = Command.migrate
    var mode = Mode.diff
    var paths: [String] = []
    var onlyRules: [String]?
    var disabledRules: [String] = []
    var jobs: Int?
    var color = ColorChoice.auto
    var format = Format.diff
    var excludes: [String] = []
    var quiet = false
    var verbose = false
    var assumeFilename: String?
    var rulesFiles: [String] = []
    var configPath: String?
    var printConfig = false
    var output: String?
    var access = "internal"

    struct UsageError: Error { let message: String }

    static let subcommands: Set<String> = ["rules", "explain", "tokens", "test-rules", "support"]

    static func parse(_ arguments: [String]) throws(UsageError) -> Options {
        var options = Options()
        var remaining = arguments[...]
        if let first = remaining.first, subcommands.contains(first) {
            remaining = remaining.dropFirst()
            switch first {
            case "rules": options.command = .listRules
            case "tokens": options.command = .tokens(verify: false)
            case "test-rules": options.command = .testRules
            case "support": options.command = .support
            default:
                guard let rule = remaining.first, !rule.hasPrefix("-") else {
                    throw UsageError(message: "'explain' needs a rule id; 'combine-migrate rules' lists them")
                }
                options.command = .explain(rule)
                remaining = remaining.dropFirst()
            }
        }
        var onlyPaths = false
        while let argument = remaining.popFirst() {
            if onlyPaths || argument == "-" || !argument.hasPrefix("-") {
                options.paths.append(argument)
                continue
            }
            if argument == "--" { onlyPaths = true; continue }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            func value() throws(UsageError) -> String {
                if let inlineValue { return inlineValue }
                guard let next = remaining.popFirst() else {
                    throw UsageError(message: "option '\(name)' needs a value")
                }
                return next
            }
            func noValue() throws(UsageError) {
                if inlineValue != nil { throw UsageError(message: "option '\(name)' takes no value") }
            }
            switch name {
            case "-h", "--help": try noValue(); options.command = .help
            case "--version": try noValue(); options.command = .version
            case "--write", "-w": try noValue(); try options.setMode(.write, name)
            case "--check": try noValue(); try options.setMode(.check, name)
            case "--verify" where options.command == .tokens(verify: false):
                try noValue(); options.command = .tokens(verify: true)
            case "--rules": options.onlyRules = (options.onlyRules ?? []) + list(try value())
            case "--disable": options.disabledRules += list(try value())
            case "--exclude": options.excludes.append(try value())
            case "--rules-file": options.rulesFiles.append(try value())
            case "--config": options.configPath = try value()
            case "--print-config": try noValue(); options.printConfig = true
            case "--output", "-o": options.output = try value()
            case "--access":
                let text = try value()
                guard text == "internal" || text == "public" else {
                    throw UsageError(message: "--access takes internal or public, not '\(text)'")
                }
                options.access = text
            case "--assume-filename": options.assumeFilename = try value()
            case "--quiet", "-q": try noValue(); options.quiet = true
            case "--verbose", "-v": try noValue(); options.verbose = true
            case "--color":
                let text = try value()
                guard let choice = ColorChoice(rawValue: text) else {
                    throw UsageError(message: "--color takes auto, always or never, not '\(text)'")
                }
                options.color = choice
            case "--jobs", "-j":
                let text = try value()
                guard let jobs = Int(text), jobs >= 1 else {
                    throw UsageError(message: "--jobs takes a whole number of at least 1, not '\(text)'")
                }
                options.jobs = jobs
            case "--format":
                let text = try value()
                guard let format = Format(rawValue: text) else {
                    throw UsageError(message: "--format takes diff, json, sarif or github, not '\(text)'")
                }
                options.format = format
            default:
                throw UsageError(message: "unknown option '\(name)'")
            }
        }
        if options.mode == .write, options.format != .diff, options.paths.contains("-") {
            throw UsageError(message: "'--write -' prints the source; it cannot be combined with --format \(options.format)")
        }
        return options
    }

    private mutating func setMode(_ newMode: Mode, _ name: String) throws(UsageError) {
        guard mode == .diff || mode == newMode else {
            throw UsageError(message: "'--write' and '--check' cannot be used together")
        }
        mode = newMode
    }

    private static func list(_ text: String) -> [String] {
        text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}
