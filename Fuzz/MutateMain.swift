// The mutation test driver (Scripts/mutate.sh builds and runs it): takes real Swift files,
// applies seeded random byte edits — deletions, insertions of `"`, `/`, `#`, `(`, `{`, `\`
// (and a few longer delimiters and line breaks), truncations; a third of the mutants then
// have their `\n`s turned into CRLF or CR — and checks every mutant with
// FuzzInvariants: it tokenizes losslessly, and the rewrite with the default rules does not
// crash or hang, keeps balanced brackets balanced and is idempotent. Each original with LF
// breaks is also checked in CRLF and CR: the rewrite must be the LF one, breaks converted.
// Compiled with swiftc together with the library's sources, like the fuzzers; not part of
// the SwiftPM package.
//
//   mutate [--count N] [--per-file K] [--seed S] [--out DIR] [--timeout SECONDS] PATH...
//
// With --count N, N mutants of files sampled (seeded) from the corpus; otherwise K mutants
// (default 2) of every file. Each sampled file is also checked unmutated. A mutant that
// violates an invariant is written to DIR (default: the working folder) as
// mutant-<n>.swift with its description; one that crashes or hangs the process is written
// there as crashing-mutant.swift by a signal handler before the process dies.
// Exits 1 if any mutant failed. The last line is `mutation test: N passed, N failed` (originals and mutants).
import Foundation

// MARK: State for the signal handler (set before each check; read only when dying)

nonisolated(unsafe) var currentInput: UnsafeMutableBufferPointer<UInt8>? = nil
nonisolated(unsafe) var currentInputCount = 0
nonisolated(unsafe) var crashPath: UnsafeMutablePointer<CChar>? = nil
/// Which input is being checked (file, mutant and edits), for the message.
nonisolated(unsafe) var currentLabel: UnsafeMutablePointer<CChar>? = nil

/// Writes the input being checked to `crashPath` and dies of the same signal. Uses only
/// async-signal-safe calls (open, write, close, signal, raise).
func dyingHandler(_ signal: Int32) {
    if let path = crashPath, let input = currentInput {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        if fd >= 0 {
            var written = 0
            while written < currentInputCount {
                let n = write(fd, input.baseAddress! + written, currentInputCount - written)
                if n <= 0 { break }
                written += n
            }
            close(fd)
        }
        let message = "\nmutate: the process died while checking a mutant, written to "
        _ = message.withCString { write(2, $0, strlen($0)) }
        _ = write(2, path, strlen(path))
        if let label = currentLabel {
            _ = "\nmutate: it was ".withCString { write(2, $0, strlen($0)) }
            _ = write(2, label, strlen(label))
        }
        _ = "\n".withCString { write(2, $0, 1) }
    }
    Glibc.signal(signal == SIGALRM ? SIGABRT : signal, SIG_DFL)
    raise(signal == SIGALRM ? SIGABRT : signal)
}

/// SplitMix64: small and deterministic, so a seed reproduces a run.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

enum Mutation {
    /// What is inserted: the characters the lexer's decisions turn on.
    static let insertions: [[UInt8]] = ["\"", "/", "#", "(", "{", "\\", ")", "}", "[", "\"\"\"", "#\"", "/*", "\\(", "#/", "`", "\n", "\r", "\r\n"]
        .map { Array($0.utf8) }

    /// 1 to 4 random edits of `bytes`; a truncation, if any, comes last; then, for a third
    /// of the mutants, every `\n` becomes a CRLF or a CR. Returns the mutant and a
    /// description of the edits.
    static func mutate(_ bytes: [UInt8], using random: inout SplitMix64) -> ([UInt8], String) {
        var result = bytes
        var steps: [String] = []
        let lineBreak = [LineBreak.crlf, .cr, .lf, .lf, .lf, .lf].randomElement(using: &random)!
        let edits = Int.random(in: 1...4, using: &random)
        for _ in 0..<edits {
            let roll = Int.random(in: 0..<100, using: &random)
            if roll < 40 {
                // Insert one delimiter, mostly the six of the brief.
                let piece = roll < 30 ? insertions[roll % 6] : insertions.randomElement(using: &random)!
                let at = Int.random(in: 0...result.count, using: &random)
                result.insert(contentsOf: piece, at: at)
                steps.append("insert \(String(decoding: piece, as: UTF8.self).debugDescription) at \(at)")
            } else if roll < 85, !result.isEmpty {
                // Delete 1…16 bytes (sometimes splitting a multi-byte character).
                let at = Int.random(in: 0..<result.count, using: &random)
                let length = min(result.count - at, Int.random(in: 1...16, using: &random))
                result.removeSubrange(at..<at + length)
                steps.append("delete \(length) at \(at)")
            } else if roll < 92, !result.isEmpty {
                // Duplicate a short run: repeated delimiters, `"""` from `"`, `//` from `/`.
                let at = Int.random(in: 0..<result.count, using: &random)
                let length = min(result.count - at, Int.random(in: 1...8, using: &random))
                result.insert(contentsOf: Array(result[at..<at + length]), at: at)
                steps.append("duplicate \(length) at \(at)")
            } else if !result.isEmpty {
                let at = Int.random(in: 0..<result.count, using: &random)
                result.removeSubrange(at...)
                steps.append("truncate at \(at)")
                break
            }
        }
        if lineBreak != .lf {
            result = lineBreak.replacingLineFeeds(in: result)
            steps.append("line breaks \\n → \(lineBreak)")
        }
        return (result, steps.joined(separator: ", "))
    }
}

@main
struct Mutate {
    static func main() {
        var count: Int?
        var perFile = 2
        var seed: UInt64 = 1
        var out = FileManager.default.currentDirectoryPath
        var timeout: UInt32 = 60
        var paths: [String] = []
        var arguments = CommandLine.arguments.dropFirst()
        while let argument = arguments.popFirst() {
            switch argument {
            case "--count": count = Int(arguments.popFirst() ?? "")
            case "--per-file": perFile = Int(arguments.popFirst() ?? "") ?? 2
            case "--seed": seed = UInt64(arguments.popFirst() ?? "") ?? 1
            case "--out": out = arguments.popFirst() ?? out
            case "--timeout": timeout = UInt32(arguments.popFirst() ?? "") ?? 60
            default: paths.append(argument)
            }
        }
        let files = paths.flatMap(swiftFiles(under:))
        guard !files.isEmpty else {
            FileHandle.standardError.write(Data("mutate: no .swift files under \(paths)\n".utf8))
            exit(2)
        }
        try? FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        crashPath = strdup(out + "/crashing-mutant.swift")
        for signal in [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT, SIGALRM] {
            Glibc.signal(signal) { dyingHandler($0) }
        }

        // Which files get how many mutants.
        var random = SplitMix64(state: seed)
        var plan: [(file: String, mutants: Int)]
        if let count {
            let shuffled = files.shuffled(using: &random)
            var perSampled = [Int](repeating: 0, count: shuffled.count)
            for i in 0..<count { perSampled[i % shuffled.count] += 1 }
            plan = zip(shuffled, perSampled).filter { $0.1 > 0 }.map { ($0.0, $0.1) }
        } else {
            plan = files.map { ($0, perFile) }
        }

        let start = Date()
        var checked = 0
        var failed = 0
        var bytesChecked = 0
        var changedByRewrite = 0
        var cutIntoParts = 0
        func check(_ bytes: [UInt8], _ label: String, inEveryLineEndingStyle: Bool = false) {
            let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(1, bytes.count))
            _ = buffer.initialize(from: bytes)
            currentInputCount = bytes.count
            currentInput = buffer
            currentLabel = strdup(label)
            alarm(timeout)
            var problem = FuzzInvariants.tokenizerProblem(bytes)
            if problem == nil {
                let (rewriteProblem, changed) = FuzzInvariants.rewriteCheck(bytes)
                problem = rewriteProblem
                if changed { changedByRewrite += 1 }
            }
            if problem == nil, inEveryLineEndingStyle { problem = FuzzInvariants.lineEndingProblem(bytes) }
            if problem == nil {
                let (partsProblem, cut) = FuzzInvariants.partsCheck(bytes)
                problem = partsProblem
                if cut { cutIntoParts += 1 }
            }
            alarm(0)
            currentInput = nil
            free(currentLabel)
            currentLabel = nil
            buffer.deallocate()
            checked += 1
            bytesChecked += bytes.count
            if let problem {
                failed += 1
                let path = "\(out)/mutant-\(failed).swift"
                _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
                print("FAIL \(label): \(problem)\n     mutant written to \(path)")
            }
        }

        for (index, (file, mutants)) in plan.enumerated() {
            guard let data = FileManager.default.contents(atPath: file) else {
                print("FAIL \(file): cannot read")
                failed += 1
                continue
            }
            let original = [UInt8](data)
            // Each file has its own stream, so a file's mutants do not depend on the others.
            var fileRandom = SplitMix64(state: seed &+ UInt64(index) &* 0x2545_F491_4F6C_DD1D)
            check(original, "\(file) (unmutated)", inEveryLineEndingStyle: true)
            for m in 0..<mutants {
                let (mutant, steps) = Mutation.mutate(original, using: &fileRandom)
                check(mutant, "\(file) mutant \(m + 1) (seed \(seed): \(steps))")
            }
        }
        let seconds = Date().timeIntervalSince(start)
        let mutants = plan.reduce(0) { $0 + $1.mutants }
        print(String(
            format: "mutate: %d files, %d mutants (+%d originals), %.1f MB, %.1f s, seed %llu; %d inputs changed by the rules, %d cut into parts",
            plan.count, mutants, plan.count, Double(bytesChecked) / 1e6, seconds, seed, changedByRewrite, cutIntoParts))
        // Originals and mutants alike.
        print("mutation test: \(checked - failed) passed, \(failed) failed")
        exit(failed == 0 ? 0 : 1)
    }

    static func swiftFiles(under path: String) -> [String] {
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
}
