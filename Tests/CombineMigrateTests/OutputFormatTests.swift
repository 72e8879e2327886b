import Foundation
import XCTest

@testable import Rules
@testable import Output
@testable import CommandLine

/// `--format json|sarif|github`: what each prints for a file that would change, for a
/// diagnostic and for a file that cannot be processed (the schemas of docs/output.md).
final class OutputFormatTests: XCTestCase {
    /// A file with a site kept in Combine (a note) on line 7 and a sink migrated on line 6.
    private let subscriptions = """
        import Combine

        @MainActor final class Search {
            var cancellables = Set<AnyCancellable>()
            func bind(_ query: AnyPublisher<String, Never>) {
                query.receive(on: DispatchQueue.main).sink { print($0) }.store(in: &cancellables)
                query.debounce(for: 0.3, scheduler: DispatchQueue.main).sink { print($0) }.store(in: &cancellables)
            }
        }

        """

    private func objects(_ output: String) throws -> [[String: Any]] {
        try output.split(separator: "\n").map {
            try XCTUnwrap(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any], String($0))
        }
    }

    func testJSONPrintsAnObjectPerDiagnosticAndPerChangeThenASummary() throws {
        let scratch = try Scratch()
        let search = try scratch.write("Search.swift", subscriptions)
        try scratch.addSupportFile()
        let loader = try scratch.write("Uses.swift", usedImport)
        let run = runTool(["--format", "json", "--verbose", search, loader])
        XCTAssertEqual(run.code, .changes)
        let lines = try objects(run.output)
        XCTAssertEqual(lines.map { $0["type"] as? String }, ["diagnostic", "change", "summary"])

        let diagnostic = lines[0]
        XCTAssertEqual(diagnostic["path"] as? String, search)
        XCTAssertEqual(diagnostic["line"] as? Int, 7)
        XCTAssertEqual(diagnostic["column"] as? Int, 9)
        XCTAssertEqual(diagnostic["severity"] as? String, "note")
        XCTAssertEqual(diagnostic["rule"] as? String, "receive-main-actor")
        XCTAssertTrue((diagnostic["message"] as? String ?? "").contains("debounce"))

        let change = lines[1]
        XCTAssertEqual(change["path"] as? String, search)
        XCTAssertEqual(change["rules"] as? [String], ["receive-main-actor"])
        XCTAssertEqual(change["sites"] as? [String: Int], ["receive-main-actor": 1])
        XCTAssertEqual(change["line"] as? Int, 6, "the first changed line")
        XCTAssertEqual(change["written"] as? Bool, false)
        let diff = try XCTUnwrap(change["diff"] as? String)
        XCTAssertTrue(diff.hasPrefix("--- \(search)\n+++ \(search)\n@@ "), diff)
        XCTAssertFalse(diff.contains("\u{1B}["), "never coloured")

        let summary = lines[2]
        XCTAssertEqual(summary["scanned"] as? Int, 2)
        XCTAssertEqual(summary["changed"] as? Int, 1)
        XCTAssertEqual(summary["failed"] as? Int, 0)
        XCTAssertEqual(summary["sites"] as? [String: Int], ["receive-main-actor": 1])
        XCTAssertEqual(summary["kept"] as? [String: Int], ["receive-main-actor": 1])
        XCTAssertFalse(run.error.contains("note:"), "diagnostics go to the JSON, not to standard error: \(run.error)")
    }

    func testJSONNotesOnlyWithVerboseAndWrittenWithWrite() throws {
        let scratch = try Scratch()
        let search = try scratch.write("Search.swift", subscriptions)
        try scratch.addSupportFile()
        let run = runTool(["--format", "json", "--write", search])
        XCTAssertEqual(run.code, .changes)
        let lines = try objects(run.output)
        XCTAssertEqual(lines.map { $0["type"] as? String }, ["change", "summary"])
        XCTAssertEqual(lines[0]["written"] as? Bool, true)
        XCTAssertTrue(try scratch.readText("Search.swift").contains("for await"))
    }

    func testJSONReportsFileErrors() throws {
        let scratch = try Scratch()
        let missing = scratch.path + "/Missing.swift"
        let run = runTool(["--format", "json", missing])
        XCTAssertEqual(run.code, .fileErrors)
        let lines = try objects(run.output)
        XCTAssertEqual(lines[0]["type"] as? String, "error")
        XCTAssertEqual(lines[0]["path"] as? String, missing)
        XCTAssertEqual(lines[0]["message"] as? String, "no such file or directory")
        XCTAssertEqual(lines.last?["failed"] as? Int, 1)
    }

    func testSARIFHasTheRequiredFields() throws {
        let scratch = try Scratch()
        let search = try scratch.write("Search.swift", subscriptions)
        try scratch.addSupportFile()
        let run = runTool(["--format", "sarif", "--verbose", search, scratch.path + "/Missing.swift"])
        XCTAssertEqual(run.code, .fileErrors)
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        XCTAssertEqual(log["version"] as? String, "2.1.0")
        XCTAssertNotNil(log["$schema"] as? String)
        let runs = try XCTUnwrap(log["runs"] as? [[String: Any]])
        XCTAssertEqual(runs.count, 1)
        let sarifRun = runs[0]

        let driver = try XCTUnwrap((sarifRun["tool"] as? [String: Any])?["driver"] as? [String: Any])
        XCTAssertEqual(driver["name"] as? String, "combine-migrate")
        XCTAssertEqual(driver["version"] as? String, MigrateCommand.version)
        let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
        XCTAssertEqual(rules.map { $0["id"] as? String }, RuleCatalog.all.map(\.id) + ["combine-site", "combine-migrate"])
        for (rule, listed) in zip(RuleCatalog.all, rules) {
            XCTAssertEqual((listed["shortDescription"] as? [String: Any])?["text"] as? String, rule.summary)
            XCTAssertEqual((listed["help"] as? [String: Any])?["text"] as? String, rule.notes)
        }

        let results = try XCTUnwrap(sarifRun["results"] as? [[String: Any]])
        XCTAssertEqual(results.count, 2, "the kept site and the change")
        for result in results {
            let ruleID = try XCTUnwrap(result["ruleId"] as? String)
            let index = try XCTUnwrap(result["ruleIndex"] as? Int)
            XCTAssertEqual(rules[index]["id"] as? String, ruleID)
            XCTAssertTrue(["error", "warning", "note"].contains(result["level"] as? String ?? ""))
            XCTAssertFalse(((result["message"] as? [String: Any])?["text"] as? String ?? "").isEmpty)
            let location = try XCTUnwrap((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            let uri = try XCTUnwrap((location["artifactLocation"] as? [String: Any])?["uri"] as? String)
            XCTAssertEqual(uri, "file://" + search)
            let region = try XCTUnwrap(location["region"] as? [String: Any])
            XCTAssertGreaterThanOrEqual(region["startLine"] as? Int ?? 0, 1)
            XCTAssertGreaterThanOrEqual(region["startColumn"] as? Int ?? 0, 1)
        }
        let kept = results[0], change = results[1]
        XCTAssertEqual(kept["level"] as? String, "note")
        XCTAssertEqual(region(of: kept), [7, 9])
        XCTAssertEqual(change["ruleId"] as? String, "receive-main-actor")
        XCTAssertEqual(change["level"] as? String, "note")
        XCTAssertEqual(region(of: change), [6, 1], "a change is reported at its first changed line")

        let invocation = try XCTUnwrap((sarifRun["invocations"] as? [[String: Any]])?.first)
        XCTAssertEqual(invocation["executionSuccessful"] as? Bool, false)
        let notification = try XCTUnwrap((invocation["toolExecutionNotifications"] as? [[String: Any]])?.first)
        XCTAssertEqual(notification["level"] as? String, "error")
    }

    private func region(of result: [String: Any]) -> [Int] {
        let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
        let region = location?["region"] as? [String: Any]
        return [region?["startLine"] as? Int ?? 0, region?["startColumn"] as? Int ?? 0]
    }

    func testSARIFColumnsCountUTF16AndPathsAreURIs() throws {
        let scratch = try Scratch()
        // import-cleanup notes an import that shares its line; `é` is 2 bytes, 1 UTF-16 unit.
        let path = try scratch.write("Shared Line.swift", "/* é */ import Combine\nlet x = 1\n")
        let run = runTool(["--format", "sarif", "--verbose", path])
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let result = try XCTUnwrap(((log["runs"] as? [[String: Any]])?[0]["results"] as? [[String: Any]])?.first)
        XCTAssertEqual(region(of: result), [1, 9])
        XCTAssertTrue(runTool(["--verbose", path]).error.contains("\(path):1:10: note:"), "bytes for the compiler form")
        XCTAssertTrue(run.output.contains("\"uri\": \"file://\(scratch.path)/Shared%20Line.swift\""), run.output)

        XCTAssertEqual(SARIFLog.artifact("./Sources/A b.swift").rendered(), #"{"uri":"Sources/A%20b.swift","uriBaseId":"%SRCROOT%"}"#)
        XCTAssertEqual(SARIFLog.artifact("/abs/A.swift").rendered(), #"{"uri":"file:///abs/A.swift"}"#)
    }

    func testGitHubAnnotations() throws {
        let scratch = try Scratch()
        let search = try scratch.write("Search.swift", subscriptions)
        try scratch.addSupportFile()
        let missing = scratch.path + "/Missing.swift"
        let run = runTool(["--format", "github", "--verbose", search, missing])
        XCTAssertEqual(run.code, .fileErrors)
        let lines = run.output.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 3, run.output)
        XCTAssertEqual(lines[0], "::error file=\(missing)::no such file or directory")
        XCTAssertTrue(lines[1].hasPrefix("::notice file=\(search),line=7,col=9::kept in Combine: `debounce`"), lines[1])
        XCTAssertTrue(lines[1].hasSuffix("[receive-main-actor]"), lines[1])
        XCTAssertEqual(lines[2], "::warning file=\(search),line=6,col=1::would be migrated by combine-migrate (receive-main-actor 1); run combine-migrate --write to apply")
        XCTAssertEqual(GitHubAnnotations.property("a,b:c%\n"), "a%2Cb%3Ac%25%0A")
        XCTAssertEqual(GitHubAnnotations.data("50%: a,b\r\n"), "50%25: a,b%0D%0A")
    }

    func testWarningsAreAnnotatedAsWarnings() throws {
        let scratch = try Scratch()
        let path = try scratch.write("A.swift", "// combine-migrate:disable-nextline\nlet x = 1\n")
        let run = runTool(["--format", "github", path])
        XCTAssertEqual(run.output, "::warning file=\(path),line=1,col=1::unknown directive 'combine-migrate:disable-nextline'; use disable-next-line or disable-file [combine-migrate]\n")
    }

    func testStandardInputAndUsageErrors() throws {
        let json = runTool(["--format", "json", "-", "--assume-filename", "Sources/Feed.swift"], input: Array(unusedImport.utf8))
        XCTAssertEqual(json.code, .changes)
        XCTAssertEqual(try objects(json.output).first?["path"] as? String, "Sources/Feed.swift")
        let unknown = runTool(["--format", "xml", "x.swift"])
        XCTAssertEqual(unknown.code, .usageError)
        XCTAssertTrue(unknown.error.contains("--format takes diff, json, sarif or github, not 'xml'"), unknown.error)
        let filter = runTool(["--write", "--format", "json", "-"])
        XCTAssertEqual(filter.code, .usageError)
        XCTAssertTrue(filter.error.contains("'--write -' prints the source"), filter.error)
    }

    /// All JSON is written by `JSONValue`: one line (JSON Lines, `tokens`) or two spaces a
    /// level (SARIF, the inventory); keys in the order written; control characters escaped.
    func testJSONValueRendersOneLineOrIndented() {
        let value = JSONValue.object([
            ("text", .string("q\"\\\n\r\t\u{1}\u{7F}é")),
            ("numbers", .array([.int(-3), .number(0.25), .number(1), .number(.nan), .null])),
            ("flags", .object([("on", .bool(true)), ("off", .bool(false))])),
            ("empty", .array([])),
            ("none", .object([])),
        ])
        XCTAssertEqual(value.rendered(), #"{"text":"q\"\\\n\r\t\u0001\u007fé","numbers":[-3,0.25,1,null,null],"flags":{"on":true,"off":false},"empty":[],"none":{}}"#)
        XCTAssertEqual(value.rendered(indent: 2), #"""
            {
              "text": "q\"\\\n\r\t\u0001\u007fé",
              "numbers": [
                -3,
                0.25,
                1,
                null,
                null
              ],
              "flags": {
                "on": true,
                "off": false
              },
              "empty": [],
              "none": {}
            }
            """#)
    }

    func testNothingToChangeStillPrintsAValidDocument() throws {
        let scratch = try Scratch()
        let path = try scratch.write("Used.swift", usedImport)
        let sarif = runTool(["--format", "sarif", path])
        XCTAssertEqual(sarif.code, .unchanged)
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(sarif.output.utf8)) as? [String: Any])
        XCTAssertEqual(((log["runs"] as? [[String: Any]])?[0]["results"] as? [Any])?.count, 0)
        XCTAssertEqual(runTool(["--format", "github", path]).output, "")
        XCTAssertEqual(try objects(runTool(["--format", "json", path]).output).map { $0["type"] as? String }, ["summary"])
    }
}
