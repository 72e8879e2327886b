import Foundation
import XCTest

@testable import Rules

/// Users' rules files: parsing, errors that point at the line, the documentation's example,
/// and `test-rules`.
final class RuleFileTests: XCTestCase {
    func testParsesRulesWithBlocksGuardsAndMessages() throws {
        let rules = try RuleFile.parse("""
            # comment
            rule: first
            summary: First rule
            default: off
            match:
                foo(:[x])
            rewrite:
                bar(:[x])
            where: x is identifier
            where: x matches /^[a-z]+$/
            message: not a name

            rule: second
            summary: Report only
            match: legacy()
            message: keep this one
            severity: note
            """, path: "team.rules")
        XCTAssertEqual(rules.map(\.id), ["first", "second"])
        XCTAssertFalse(rules[0].isEnabledByDefault)
        XCTAssertEqual(rules[0].rewrites.count, 1)
        XCTAssertEqual(rules[0].rewrites[0].guards.count, 2)
        XCTAssertEqual(rules[0].rewrites[0].rewrite?.text, "bar(:[x])")
        XCTAssertNil(rules[1].rewrites[0].rewrite)
        XCTAssertEqual(rules[1].rewrites[0].severity, .note)
    }

    func testErrorsNameTheLineAndTheProblem() {
        let cases: [(String, Int, String)] = [
            ("summary: x", 1, "'summary:' before any 'rule:'"),
            ("rule: Bad_Id", 1, "a rule id is lowercase letters"),
            ("rule: a\nsummary: s\nrewrite: x", 3, "'rewrite:' before any 'match:'"),
            ("rule: a\nsummary: s\nmatch: f(:[x]\nrewrite: g", 3, "bad template: unbalanced '('"),
            ("rule: a\nsummary: s\nmatch: f(:[x])\nrewrite: g(:[y])", 4, "the rewrite uses ':[y]', which the match does not bind"),
            ("rule: a\nsummary: s\nmatch: f(:[x])\nrewrite: g\nwhere: y is identifier", 5, "'where:' names 'y'"),
            ("rule: a\nsummary: s\nmatch: f(:[x])\nrewrite: g\nwhere: x is big", 5, "unknown condition 'x is big'"),
            ("rule: a\nsummary: s\nmatch: f(:[x])\nrewrite: g\nwhere: x matches /(/", 5, "bad regular expression"),
            ("rule: a\nsummary: s\nmatch: f(:[x])\ncolour: red", 4, "unknown key 'colour'"),
            ("rule: a\nmatch: f()\nrewrite: g()", 1, "rule 'a' has no 'summary:'"),
            ("rule: a\nsummary: s\nmatch: f()", 3, "a 'match:' needs a 'rewrite:' or a 'message:'"),
            ("rule: a\nsummary: s\nmatch: f()\nrewrite: g()\nrule: a", 5, "rule 'a' is defined twice"),
            ("rule: import-cleanup", 1, "rule 'import-cleanup' is defined twice"),
            ("rule: a\nsummary: s\ndefault: maybe", 3, "'default:' is 'on' or 'off'"),
            ("rule: a\njust words", 2, "expected 'key: value'"),
        ]
        for (text, line, message) in cases {
            XCTAssertThrowsError(try RuleFile.parse(text, path: "team.rules"), message) { error in
                guard let error = error as? RuleFile.ParseError else { return XCTFail("\(error)") }
                XCTAssertEqual(error.line, line, "\(text)")
                XCTAssertTrue(error.description.hasPrefix("team.rules:\(line): error: "), error.description)
                XCTAssertTrue(error.message.contains(message), "\(error.message) does not say \(message)")
            }
        }
    }

    func testRulesFileOptionReportsErrorsAsUsageErrors() throws {
        let scratch = try Scratch()
        let rules = try scratch.write("bad.rules", "rule: a\nsummary: s\nmatch: f(\n")
        try scratch.write("A.swift", "f()\n")
        let run = runTool(["--rules-file", rules, scratch.path + "/A.swift"])
        XCTAssertEqual(run.code, .usageError)
        XCTAssertTrue(run.error.contains("bad.rules:3: error: bad template"), run.error)
    }

    /// The example in docs/templates.md works as documented.
    func testTheDocumentationsExample() throws {
        let docs = GoldenTests.goldenFolder.deletingLastPathComponent().appendingPathComponent("docs/templates.md")
        let text = try String(contentsOf: docs, encoding: .utf8)
        func block(_ name: String) throws -> String {
            let marker = "<!-- example: \(name) -->\n"
            let start = try XCTUnwrap(text.range(of: marker), "no \(name) example").upperBound
            let fenceEnd = try XCTUnwrap(text[start...].range(of: "\n")).upperBound
            let close = try XCTUnwrap(text[fenceEnd...].range(of: "```"))
            return String(text[fenceEnd..<close.lowerBound])
        }
        let scratch = try Scratch()
        let rules = try scratch.write("team.rules", try block("rules"))
        let file = try scratch.write("Sources/show.swift", try block("before"))
        let run = runTool(["--rules-file", rules, "--write", scratch.path + "/Sources"])
        XCTAssertEqual(run.code, .changes, run.error)
        XCTAssertEqual(try scratch.readText("Sources/show.swift"), try block("after"))
        let warning = "\(file):8:5: warning: avatar-async: the closure's parameter is not a plain name; migrate this one by hand [avatar-async]"
        XCTAssertTrue(run.error.contains(warning), run.error)
        XCTAssertTrue(text.contains("warns `show.swift:8:5: warning: avatar-async"), "the docs quote the warning")
    }

    func testTestRulesRunsCasesAndReportsFailures() throws {
        let scratch = try Scratch()
        try scratch.write("team.rules", "rule: user-async\nsummary: s\nmatch: :[c:expr].userPublisher()\nrewrite: try await :[c].user()\n")
        try scratch.write("user-async/fetch.swift", "let u = api.userPublisher()\n")
        try scratch.write("user-async/fetch.expected.swift", "let u = try await api.user()\n")
        try scratch.write("user-async/lookalike.swift", "let s = \"api.userPublisher()\"\n")
        let passing = runTool(["test-rules", scratch.path])
        XCTAssertEqual(passing.code, .unchanged, passing.output)
        XCTAssertTrue(passing.output.hasSuffix("2 passed, 0 failed\n"), passing.output)

        try scratch.write("user-async/wrong.swift", "api.userPublisher()\n")
        try scratch.write("user-async/wrong.expected.swift", "try await api.profile()\n")
        let failing = runTool(["test-rules", scratch.path])
        XCTAssertEqual(failing.code, .changes)
        XCTAssertTrue(failing.output.contains("FAIL user-async/wrong"), failing.output)
        XCTAssertTrue(failing.output.contains("-try await api.profile()\n+try await api.user()"), failing.output)
        XCTAssertTrue(failing.output.hasSuffix("2 passed, 1 failed\n"), failing.output)
    }
}
