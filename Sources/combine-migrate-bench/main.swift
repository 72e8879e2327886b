// combine-migrate-bench: measures the tokenizer and the full dry run in one process, on
// files preloaded into memory, single-threaded. Run it through Scripts/bench.sh, which
// builds it in release mode and supplies the corpus.
//
//     combine-migrate-bench [--rules-file FILE]... [--repeat N] PATH...
import CombineMigrate
import Foundation

var rulesFiles: [String] = []
var repeats = 3
var paths: [String] = []
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--rules-file": rulesFiles.append(arguments.popFirst() ?? "")
    case "--repeat": repeats = Int(arguments.popFirst() ?? "") ?? 3
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

let files = paths.flatMap(swiftFiles(under:)).compactMap { path -> [UInt8]? in
    FileManager.default.contents(atPath: path).map { [UInt8]($0) }
}
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

let tokenize = measure { files.reduce(0) { $0 + Lexer.tokenize($1).count } }
let structure = measure { files.reduce(0) { $0 + TokenizedSource(bytes: $1).code.count } }
let rewriter = Rewriter(rules: rules)
var changedFiles = 0
var edits = 0
let dryRun = measure {
    changedFiles = 0
    edits = 0
    var diffBytes = 0
    for bytes in files {
        let outcome = rewriter.rewrite(bytes)
        if outcome.changed {
            changedFiles += 1
            edits += outcome.appliedEdits.values.reduce(0, +)
            diffBytes += UnifiedDiff.make(old: bytes, new: outcome.output, oldPath: "a", newPath: "b").utf8.count
        }
    }
    return diffBytes
}

@MainActor
func row(_ name: String, _ seconds: Double) -> String {
    let rate = megabytes / seconds
    let ratio = seconds / tokenize.seconds
    return name.padding(toLength: 44, withPad: " ", startingAt: 0)
        + String(format: "%8.3f s %9.1f MB/s %7.2f× tokenize", seconds, rate, ratio)
}

print("corpus: \(files.count) files, \(totalBytes) bytes (\(String(format: "%.2f", megabytes)) MB); best of \(repeats), one thread")
print(row("tokenize (Lexer.tokenize)", tokenize.seconds) + "  \(tokenize.checksum) tokens")
print(row("tokenize + brackets + code view", structure.seconds))
print(row("dry run, \(rules.count) rules (match, rewrite, diff)", dryRun.seconds)
    + "  \(changedFiles) files changed, \(edits) edits")
