import Core
import Foundation
import Output
import Rewriting
import Rules

/// `combine-migrate test-rules DIR…`: runs the golden cases of a team's own rules, the way
/// the built-in rules are tested. Each DIR holds `*.rules` files and, in any sub-folder,
/// `<case>.swift` / `<case>.expected.swift` / `<case>.diagnostics` cases, run with the
/// folder's rules only.
enum TestRulesCommand {
    static func run(folders: [String], console: Console) -> ExitCode {
        guard !folders.isEmpty else {
            console.writeError("combine-migrate: error: 'test-rules' needs a folder of rules and cases\n")
            return .usageError
        }
        var passed = 0
        var failed = 0
        for folder in folders {
            let url = URL(fileURLWithPath: folder)
            let ruleFiles = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
                .filter { $0.hasSuffix(".rules") }.sorted()
            guard !ruleFiles.isEmpty else {
                console.writeError("\(folder): error: no .rules file in this folder\n")
                return .usageError
            }
            var rules: [any Rule] = []
            for file in ruleFiles {
                do {
                    rules += try RuleFile.load(url.appendingPathComponent(file).path)
                } catch {
                    console.writeError("\(error.description)\n")
                    return .usageError
                }
            }
            let rewriter = Rewriter(rules: rules)
            let cases = GoldenCase.all(in: url)
            if cases.isEmpty { console.writeError("\(folder): warning: no cases (<case>.swift files) found\n") }
            for goldenCase in cases {
                let failures = goldenCase.check(with: rewriter)
                if failures.isEmpty {
                    passed += 1
                    console.writeOutput("PASS \(goldenCase.name)\n")
                } else {
                    failed += 1
                    console.writeOutput("FAIL \(goldenCase.name)\n" + failures.joined(separator: "\n") + "\n")
                }
            }
        }
        console.writeOutput("\(passed) passed, \(failed) failed\n")
        return failed > 0 ? .changes : .unchanged
    }
}
