import Core
import Output
import Rules
import Tokenizer

/// `combine-migrate sites PATH…` (not in `--help`: a measuring tool): the Combine sites of
/// every file as the run's last pass sees them (`CombineSiteNotes`), one JSON object a line
/// — path, kind, line, column, the lines where a diagnostic or a changed line counts for the
/// site, and the body lines where the one-shot rules' diagnostics count too — so that
/// `Scripts/silent-sites.sh` counts the very sites the run does.
enum SitesCommand {
    static func run(paths: [String], console: Console) -> ExitCode {
        guard !paths.isEmpty else {
            console.writeError("combine-migrate: error: 'sites' needs a file or folder\n")
            return .usageError
        }
        let (files, errors) = SourceFiles.discover(paths, excludes: [], followSymlinks: false)
        for error in errors { console.writeError("\(error.path): error: \(error.reason)\n") }
        let results = InventoryCommand.forEachFile(files, jobs: Arguments.threads(forJobs: nil)) { path, bytes in
            lines(of: bytes, path: path)
        }
        var failed = !errors.isEmpty
        for result in results {
            switch result {
            case .success(let text): console.writeOutput(text)
            case .failure(let error):
                console.writeError("\(error.path): error: \(error.reason)\n")
                failed = true
            }
        }
        return failed ? .fileErrors : .unchanged
    }

    /// The JSON lines of one file's sites.
    static func lines(of bytes: [UInt8], path: String) -> String {
        let run = RunContext(rules: RuleCatalog.all)
        guard let census = CombineSiteNotes().sites(in: TokenizedSource(bytes: bytes, path: path), run: run) else { return "" }
        var text = ""
        for site in census.sites {
            let location = census.lines.location(of: site.note.offset)
            func range(_ lines: ClosedRange<Int>) -> JSONValue { .array([.int(lines.lowerBound), .int(lines.upperBound)]) }
            text += JSONValue.object([
                ("path", .string(path)), ("kind", .string(site.kind)), ("line", .int(location.line)),
                ("column", .int(location.column)), ("lines", .array(site.lines.map(range))),
                ("body", site.body.map(range) ?? .null), ("bodyRules", .array(site.bodyRules.sorted().map { .string($0) })),
            ]).rendered() + "\n"
        }
        return text
    }
}
