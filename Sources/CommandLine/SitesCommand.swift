import Core
import Output
import Structure
import Tokenizer

/// `combine-migrate sites PATH…` (not in `--help`: a measuring tool): the Combine sites of
/// every file (`CodeView.combineSites()`), one JSON object a line — path, kind, name, line,
/// column, and the lines where a diagnostic or a changed line counts for the site — so that
/// `Scripts/silent-sites.sh` counts the very sites the run's last pass does.
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
        let view = CodeView(TokenizedSource(bytes: bytes, path: path))
        let lineMap = LineMap(bytes)
        var text = ""
        for site in view.combineSites() {
            let location = lineMap.location(of: view.offset(site.position))
            let ranges = site.lines(view, lineMap).map { JSONValue.array([.int($0.lowerBound), .int($0.upperBound)]) }
            text += JSONValue.object([
                ("path", .string(path)), ("kind", .string(site.kind.rawValue)), ("name", .string(site.name)),
                ("line", .int(location.line)), ("column", .int(location.column)), ("lines", .array(ranges)),
            ]).rendered() + "\n"
        }
        return text
    }
}
