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

    /// Against the generated text, not the file: `UPDATE_DOCS=1 swift test` may run this
    /// before it rewrites the file (`testRulesDocumentIsUpToDate` holds the two equal).
    func testExplainPrintsTheDocumentedExample() throws {
        let markdown = generated()
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
            // `just-fail` works inside functions another rule migrates: its example is a
            // Future+Task; `public-async-overload`'s is a `dataTaskPublisher` chain.
            let only = switch rule.id {
            case JustFail.id: [rule.id, "future-task"]
            case PublicAsyncOverload.id: [rule.id, "datatask-async"]
            default: [rule.id]
            }
            let rewriter = Rewriter(rules: RuleCatalog.select(only: only, disabled: []).rules)
            let output = rewriter.rewrite(Array(rule.example.before.utf8)).output
            XCTAssertEqual(String(decoding: output, as: UTF8.self), rule.example.after, rule.id)
        }
    }

    /// `docs/architecture.md` names every source file of the package (as `Name.swift`, a whole
    /// word: `Rule.swift` is not named by `TemplateRule.swift`), so that a new file is placed
    /// in the map when it is added.
    func testArchitectureNamesEverySourceFile() throws {
        let root = GoldenTests.goldenFolder.deletingLastPathComponent()
        let architecture = try String(contentsOf: root.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
        let sources = root.appendingPathComponent("Sources")
        let walk = try XCTUnwrap(FileManager.default.enumerator(atPath: sources.path))
        let files = walk.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        XCTAssertGreaterThan(files.count, 100)
        for path in files {
            let name = (path as NSString).lastPathComponent
            let pattern = "(?<![A-Za-z0-9_+])" + NSRegularExpression.escapedPattern(for: name)
            let named = architecture.range(of: pattern, options: .regularExpression) != nil
            XCTAssertTrue(named, "docs/architecture.md does not name Sources/\(path)")
        }
    }
}
