import Foundation
import XCTest

@testable import Rules
@testable import Rewriting
@testable import Output
@testable import CommandLine

/// `docs/rules.md` is generated from the catalog and the golden cases, and `explain` prints
/// the same before/after as the docs.
final class DocumentationTests: XCTestCase {
    private let docs = GoldenTests.goldenFolder.deletingLastPathComponent().appendingPathComponent("docs/rules.md")

    private func generated() -> String {
        var cases: [String: [String]] = [:]
        for rule in RuleCatalog.all {
            cases[rule.id] = GoldenCase.all(in: GoldenTests.goldenFolder.appendingPathComponent(rule.id)).map(\.name)
        }
        return RuleDocumentation.markdown(goldenCases: cases)
    }

    func testRulesDocumentIsUpToDate() throws {
        let expected = generated()
        if ProcessInfo.processInfo.environment["UPDATE_DOCS"] == "1" {
            try expected.write(to: docs, atomically: true, encoding: .utf8)
        }
        let actual = try String(contentsOf: docs, encoding: .utf8)
        XCTAssertEqual(actual, expected, "docs/rules.md is stale: run `UPDATE_DOCS=1 swift test`")
    }

    func testExplainPrintsTheDocumentedExample() throws {
        let markdown = try String(contentsOf: docs, encoding: .utf8)
        for rule in RuleCatalog.all {
            let explained = runTool(["explain", rule.id]).output
            XCTAssertTrue(markdown.contains(rule.example.before) && markdown.contains(rule.example.after), rule.id)
            for line in rule.example.after.split(separator: "\n") {
                XCTAssertTrue(explained.contains(line), "\(rule.id): explain lacks \(line)")
            }
        }
    }

    /// Each rule's documented example is what the rule really does.
    func testExamplesAreTheRulesOwnOutput() {
        for rule in RuleCatalog.all {
            // `just-fail` works inside functions another rule migrates: its example is a Future+Task.
            let only = rule.id == JustFail.ruleID ? [rule.id, "future-task"] : [rule.id]
            let rewriter = Rewriter(rules: RuleCatalog.select(only: only, disabled: []).rules)
            let output = rewriter.rewrite(Array(rule.example.before.utf8)).output
            XCTAssertEqual(String(decoding: output, as: UTF8.self), rule.example.after, rule.id)
        }
    }
}
