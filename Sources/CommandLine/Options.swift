import Foundation

/// The parsed command line of a migration and of the small subcommands (`rules`,
/// `explain`, `tokens`, `test-rules`, `support`); `inventory` and `audit` have options of
/// their own (`InventoryCommand.Options`). Both read their words with `Arguments`.
struct Options {
    enum Command: Equatable {
        case migrate
        case listRules
        case explain(String)
        case tokens(verify: Bool)
        /// The Combine sites of the files (`SitesCommand`; not in `--help`).
        case sites
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
    var enabledRules: [String] = []
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
    /// `support --open-combine`: the support file's OpenCombine form.
    var openCombine = false
    /// `support --or-open-combine`: the form for code that imports Combine where it can and
    /// OpenCombine elsewhere.
    var orOpenCombine = false
    /// `--follow-symlinks`: walk into symbolic links to folders (see `Discovery`).
    var followSymlinks = false
    /// `--support`: with `--write`, also write the support file where a module lacks it.
    var writeSupport = false
    /// `-z`: `--check` ends each path with a NUL and prints it as it is, as git's `-z`
    /// (otherwise a path a line, quoted as git quotes it).
    var nulTerminated = false

    static let subcommands: Set<String> = ["rules", "explain", "tokens", "sites", "test-rules", "support"]

    static func parse(_ arguments: [String]) throws(UsageError) -> Options {
        var options = Options()
        var remaining = arguments[...]
        if let first = remaining.first, subcommands.contains(first) {
            remaining = remaining.dropFirst()
            switch first {
            case "rules": options.command = .listRules
            case "tokens": options.command = .tokens(verify: false)
            case "sites": options.command = .sites
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
        var words = Arguments(remaining)
        while let word = words.next() {
            switch word {
            case .positional(let path): options.paths.append(path)
            case .option(let name): try options.read(name, from: &words)
            }
        }
        if options.mode == .write, options.format != .diff, options.paths.contains("-") {
            throw UsageError(message: "'--write -' prints the source; it cannot be combined with --format \(options.format)")
        }
        if options.nulTerminated, options.mode != .check || options.format != .diff {
            throw UsageError(message: "'-z' ends the paths that --check prints with NUL; it goes with --check (and --format diff) only")
        }
        if options.writeSupport, options.mode != .write {
            throw UsageError(message: "'--support' writes the support file with --write; a dry run or --check names the command instead")
        }
        return options
    }

    private mutating func read(_ name: String, from words: inout Arguments) throws(UsageError) {
        switch name {
        case "-h", "--help": try words.flag(); command = .help
        case "--version": try words.flag(); command = .version
        case "--write", "-w": try words.flag(); try setMode(.write)
        case "--check": try words.flag(); try setMode(.check)
        case "-z": try words.flag(); nulTerminated = true
        case "--verify" where command == .tokens(verify: false): try words.flag(); command = .tokens(verify: true)
        case "--rules": onlyRules = (onlyRules ?? []) + (try words.list())
        case "--disable": disabledRules += try words.list()
        case "--enable": enabledRules += try words.list()
        case "--exclude": excludes.append(try words.value())
        case "--rules-file": rulesFiles.append(try words.value())
        case "--config": configPath = try words.value()
        case "--print-config": try words.flag(); printConfig = true
        case "--follow-symlinks", "-L": try words.flag(); followSymlinks = true
        case "--support" where command == .migrate: try words.flag(); writeSupport = true
        case "--output", "-o": output = try words.value()
        case "--open-combine" where command == .support: try words.flag(); openCombine = true
        case "--or-open-combine" where command == .support: try words.flag(); orOpenCombine = true
        case "--access": access = try words.value("--access", takes: "internal or public") { ["internal", "public"].contains($0) ? $0 : nil }
        case "--assume-filename": assumeFilename = try words.value()
        case "--quiet", "-q": try words.flag(); quiet = true
        case "--verbose", "-v": try words.flag(); verbose = true
        case "--color": color = try words.value("--color", takes: "auto, always or never", ColorChoice.init(rawValue:))
        case "--jobs", "-j": jobs = try words.jobs()
        case "--format": format = try words.value("--format", takes: "diff, json, sarif or github", Format.init(rawValue:))
        default: throw words.unknownOption()
        }
    }

    private mutating func setMode(_ newMode: Mode) throws(UsageError) {
        guard mode == .diff || mode == newMode else {
            throw UsageError(message: "'--write' and '--check' cannot be used together")
        }
        mode = newMode
    }
}
