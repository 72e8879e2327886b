// combine-migrate-bench: measures the tokenizer, the anchor search and the full dry run in
// one process, on files preloaded into memory, single-threaded. Run it through
// Scripts/bench.sh, which builds it in release mode and supplies the corpora.
//
//     combine-migrate-bench [--rules-file FILE]... [--repeat N] [--name NAME] [--dry-run-only] PATH...
//
// `--dry-run-only` times the dry run alone (to profile it). The dry run is timed twice: as
// the command line runs (the modules its project files declare, read by `ProjectMap`,
// timed on its own), and with each PATH one module, as a project might say, so that the
// rules read the types of every file.
import CommandLine
import Core
import Output
import Project
import Rewriting
import Rules
import Tokenizer
import Foundation

var rulesFiles: [String] = []
var repeats = 3
var name = "corpus"
var paths: [String] = []
var dryRunOnly = false
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--rules-file": rulesFiles.append(arguments.popFirst() ?? "")
    case "--repeat": repeats = Int(arguments.popFirst() ?? "") ?? 3
    case "--name": name = arguments.popFirst() ?? name
    case "--dry-run-only": dryRunOnly = true
    default: paths.append(argument)
    }
}

func swiftFiles(under path: String) -> [String] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return [] }
    guard isDirectory.boolValue else { return [path] }
    let walker = FileManager.default.enumerator(atPath: path)
    var files: [String] = []
    while let relative = walker?.nextObject() as? String {
        if relative.hasSuffix(".swift") { files.append(path + "/" + relative) }
    }
    return files.sorted()
}

/// Every file read, with its path and the number of the PATH argument it is under.
let read = paths.enumerated().flatMap { module, root in
    swiftFiles(under: root).compactMap { path in
        FileManager.default.contents(atPath: path).map { (path: path, module: module, bytes: [UInt8]($0)) }
    }
}
let files = read.map(\.bytes)
/// Each PATH argument one module.
let modules = ProjectFacts(
    modules: paths.map { ModuleFacts(name: $0, kind: .folder, root: $0) },
    moduleIndex: Dictionary(read.map { ($0.path, $0.module) }, uniquingKeysWith: { first, _ in first }))
let totalBytes = files.reduce(0) { $0 + $1.count }
let megabytes = Double(totalBytes) / 1_000_000

var userRules: [any Rule] = []
for file in rulesFiles {
    do { userRules += try RuleFile.load(file) } catch {
        FileHandle.standardError.write(Data("\(error)\n".utf8))
        exit(2)
    }
}
let rules = RuleCatalog.select(only: nil, disabled: [], adding: userRules).rules

/// The best of `repeats` timings of `body`, in seconds.
@MainActor
func measure(_ body: () -> Int) -> (seconds: Double, checksum: Int) {
    var best = Double.infinity
    var checksum = 0
    for _ in 0..<max(1, repeats) {
        let start = DispatchTime.now().uptimeNanoseconds
        checksum = body()
        best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    return (best, checksum)
}

let skipped = (seconds: Double.nan, checksum: 0)
let tokenize = dryRunOnly ? skipped : measure { files.reduce(0) { $0 + Lexer.tokenize($1).count } }
let structure = dryRunOnly ? skipped : measure { files.reduce(0) { $0 + TokenizedSource(bytes: $1).codeCount } }
let rewriter = Rewriter(rules: rules, census: CombineSiteNotes())
// The project files above the files, read as the command line reads them for a run.
var project = ProjectFacts.none
let projectReading = dryRunOnly ? skipped : measure {
    project = ProjectMap.facts(of: read.map(\.path), disk: .local, currentFolder: FileManager.default.currentDirectoryPath)
    return project.modules.count
}
let anchored = dryRunOnly ? skipped : measure { files.reduce(0) { $0 + (rewriter.survey($1).hasAnchors ? $1.count : 0) } }
var changedFiles = 0
var edits = 0
// A run as the command line makes it: every file surveyed, the run prepared, the files
// with anchors rewritten (with the tokens their survey made), the changed ones diffed. With
// `project`, the files are named by their paths and placed in its modules.
@MainActor
func runDry(project: ProjectFacts?) -> Int {
    changedFiles = 0
    edits = 0
    var diffBytes = 0
    let named = project.map { _ in read.map(\.path) }
    let surveys = files.indices.map { rewriter.survey(files[$0], path: named?[$0]) }
    let run = rewriter.prepare(surveys, files: RunFiles(files, paths: named, project: project ?? .none, marks: { surveys[$0].marks }))
    for index in files.indices where rewriter.needsRewrite(surveys[index], in: run) {
        let outcome = rewriter.rewrite(files[index], surveyed: surveys[index], in: run, path: named?[index])
        if outcome.changed {
            changedFiles += 1
            edits += outcome.appliedEdits.values.reduce(0, +)
            diffBytes += UnifiedDiff.make(old: files[index], new: outcome.output, oldPath: "a", newPath: "b").utf8.count
        }
    }
    return diffBytes
}
let dryRun = measure { runDry(project: project) }
let (dryRunChanged, dryRunEdits) = (changedFiles, edits)
let moduleDryRun = measure { runDry(project: modules) }

@MainActor
func row(_ name: String, _ seconds: Double) -> String {
    let rate = megabytes / seconds
    let ratio = seconds / tokenize.seconds
    return "  " + name.padding(toLength: 42, withPad: " ", startingAt: 0)
        + String(format: "%8.3f s %9.1f MB/s %7.2f× tokenize", seconds, rate, ratio)
}

print("\(name): \(files.count) files, \(totalBytes) bytes (\(String(format: "%.2f", megabytes)) MB); best of \(repeats), one thread")
print(row("tokenize (Lexer.tokenize)", tokenize.seconds) + "  \(tokenize.checksum) tokens")
print(row("tokenize + brackets + code view", structure.seconds))
print(row("anchor search (Rewriter.survey)", anchored.seconds)
    + String(format: "  %.1f%% of the bytes in files with anchors", 100 * Double(anchored.checksum) / Double(max(1, totalBytes))))
print(row("project files (ProjectMap)", projectReading.seconds) + "  \(projectReading.checksum) modules")
print(row("dry run, \(rules.count) rules (survey, rewrite, diff)", dryRun.seconds)
    + "  \(dryRunChanged) files changed, \(dryRunEdits) edits")
print(row("the same, each PATH one module", moduleDryRun.seconds)
    + "  \(changedFiles) files changed, \(edits) edits")
