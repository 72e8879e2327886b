import Foundation
import XCTest

@testable import Rules

/// `.combine-migrate.json`: discovery upward from the working directory, `--config`,
/// rule switches, excludes, rules files, `--print-config`, and errors that name the key.
final class ConfigurationTests: XCTestCase {
    /// Runs the tool with the working directory set to `folder`.
    private func runTool(in folder: String, _ arguments: [String]) -> ToolRun {
        let previous = FileManager.default.currentDirectoryPath
        FileManager.default.changeCurrentDirectoryPath(folder)
        defer { FileManager.default.changeCurrentDirectoryPath(previous) }
        return CombineMigrateTests.runTool(arguments)
    }

    func testDiscoveredFromAParentFolderAndApplied() throws {
        let scratch = try Scratch()
        try scratch.write(".combine-migrate.json", """
            { "exclude": ["Generated/*"], "rulesFiles": ["tools/team.rules"], "rules": { "import-cleanup": false } }
            """)
        try scratch.write("tools/team.rules", "rule: user-async\nsummary: s\nmatch: :[c:expr].userPublisher()\nrewrite: try await :[c].user()\n")
        try scratch.write("App/Sources/A.swift", unusedImport + "let u = api.userPublisher()\n")
        try scratch.write("App/Sources/Generated/B.swift", "let u = api.userPublisher()\n")
        let run = runTool(in: scratch.path + "/App", ["--check", "Sources"])
        XCTAssertEqual(run.code, .changes, run.error)
        XCTAssertEqual(run.output, "Sources/A.swift\n", "B.swift is excluded")
        let diff = runTool(in: scratch.path + "/App", ["Sources"])
        XCTAssertTrue(diff.output.contains("+let u = try await api.user()"), diff.output)
        XCTAssertFalse(diff.output.contains("-import Combine"), "import-cleanup is switched off")
    }

    func testCommandLineOverridesTheConfiguration() throws {
        let scratch = try Scratch()
        try scratch.write(".combine-migrate.json", #"{ "rules": { "import-cleanup": false } }"#)
        try scratch.write("A.swift", unusedImport)
        XCTAssertEqual(runTool(in: scratch.path, ["--check", "A.swift"]).code, .unchanged)
        XCTAssertEqual(runTool(in: scratch.path, ["--check", "--rules", "import-cleanup", "A.swift"]).code, .changes)
    }

    func testExplicitConfigTurnsDiscoveryOff() throws {
        let scratch = try Scratch()
        try scratch.write(".combine-migrate.json", #"{ "rules": { "import-cleanup": false } }"#)
        try scratch.write("other/settings.json", #"{ "exclude": [] }"#)
        try scratch.write("A.swift", unusedImport)
        let run = runTool(in: scratch.path, ["--config", "other/settings.json", "--check", "A.swift"])
        XCTAssertEqual(run.code, .changes, "the discovered file's switch does not apply")
    }

    func testPrintConfig() throws {
        let scratch = try Scratch()
        try scratch.write(".combine-migrate.json", #"{ "rules": { "import-cleanup": false }, "exclude": ["Tests/*"] }"#)
        let run = runTool(in: scratch.path, ["--print-config"])
        XCTAssertEqual(run.code, .unchanged)
        let printed = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        XCTAssertEqual(printed["exclude"] as? [String], ["Tests/*"])
        XCTAssertEqual(printed["enabledRules"] as? [String], RuleCatalog.all.filter(\.isEnabledByDefault).map(\.id).filter { $0 != "import-cleanup" })
        XCTAssertTrue((printed["configFile"] as? String)?.hasSuffix(".combine-migrate.json") == true)
    }

    func testErrorsNameTheKey() throws {
        let cases: [(String, String)] = [
            (#"{ "rule": {} }"#, "unknown key 'rule'; expected rules, exclude or rulesFiles"),
            (#"{ "rules": { "import-cleanup": "yes" } }"#, "'rules.import-cleanup' must be true or false"),
            (#"{ "exclude": "Tests" }"#, "'exclude' must be a list of glob strings"),
            (#"{ "rules": { "no-such-rule": true } }"#, "unknown rule 'no-such-rule'"),
            ("{ not json", "not valid JSON"),
            ("[1]", "must be a JSON object"),
        ]
        for (text, message) in cases {
            let scratch = try Scratch()
            try scratch.write(".combine-migrate.json", text)
            try scratch.write("A.swift", unusedImport)
            let run = runTool(in: scratch.path, ["A.swift"])
            XCTAssertEqual(run.code, .usageError, text)
            XCTAssertTrue(run.error.contains(message), "\(text): \(run.error)")
            XCTAssertEqual(try scratch.readText("A.swift"), unusedImport)
        }
    }

    /// A mistake is reported at its line and column, as a compiler reports one in code; a file
    /// that cannot be read says why.
    func testErrorsSayWhere() throws {
        let cases: [(String, String)] = [
            ("{\n  \"rules\": {\n    \"import-cleanup\": tru\n  }\n}\n", "3:23: error: not valid JSON: expected a value (did you mean true?)"),
            ("{\n  \"rules\": {\n    \"import-cleanup\": \"yes\"\n  }\n}\n", "3:23: error: 'rules.import-cleanup' must be true or false, not a string"),
            ("{\n  \"exclude\": [\"Tests/*\", 3]\n}\n", "2:26: error: 'exclude' must be a list of glob strings, not a list"),
            ("{\n  \"rules\": {},\n  \"rulez\": {}\n}\n", "3:3: error: unknown key 'rulez'; expected rules, exclude or rulesFiles"),
            ("{\n  \"rules\": { \"no-such-rule\": true }\n}\n", "2:14: error: unknown rule 'no-such-rule'"),
            ("{\n  \"exclude\": [],\n  \"exclude\": []\n}\n", "3:3: error: not valid JSON: duplicate key 'exclude'"),
            ("{ \"exclude\": [] }\n}", "2:1: error: not valid JSON: unexpected text after the end of the document"),
            ("{ \"exclude\": [\"a\" \"b\"] }", "1:19: error: not valid JSON: expected ',' or ']' after a list element"),
            ("{ \"exclude\": [\"a", "1:15: error: not valid JSON: unterminated string"),
            ("", "1:1: error: not valid JSON: the document ends where a value was expected"),
        ]
        for (text, message) in cases {
            let scratch = try Scratch()
            try scratch.write(".combine-migrate.json", text)
            let run = runTool(in: scratch.path, ["--check", "."])
            XCTAssertEqual(run.code, .usageError, text)
            XCTAssertTrue(run.error.hasSuffix(".combine-migrate.json:\(message)\n") || run.error.contains(".combine-migrate.json:\(message)"),
                          "\(text): \(run.error)")
        }
        let scratch = try Scratch()
        try FileManager.default.createDirectory(atPath: scratch.path + "/settings.json", withIntermediateDirectories: true)
        let folder = runTool(in: scratch.path, ["--config", "settings.json", "--check", "."])
        XCTAssertEqual(folder.error, "settings.json: error: cannot read the configuration file: is a directory\n")
        let missing = runTool(in: scratch.path, ["--config", "missing.json", "--check", "."])
        XCTAssertEqual(missing.error, "missing.json: error: cannot read the configuration file: no such file or directory\n")
    }

    /// `inventory` and `audit` find and read the configuration the way a migration does.
    func testInventoryAndAuditReadTheConfiguration() throws {
        let scratch = try Scratch()
        try scratch.write(".combine-migrate.json", #"{ "exclude": ["Generated/*"], "rules": { "sink-for-await": false } }"#)
        try scratch.write("other.json", #"{ "exclude": [] }"#)
        try scratch.write("Sources/Search.swift", """
            import Combine
            final class Search {
                var cancellables = Set<AnyCancellable>()
                func bind(_ query: AnyPublisher<String, Never>) { query.sink { print($0) }.store(in: &cancellables) }
            }

            """)
        try scratch.write("Sources/Generated/Bridge.swift", """
            func f(_ ok: Bool) async -> Int {
                await withCheckedContinuation { continuation in
                    if ok { continuation.resume(returning: 1) }
                }
            }

            """)
        let inventory = runTool(in: scratch.path, ["inventory", "--format", "json", "Sources"])
        XCTAssertEqual(inventory.code, .unchanged, inventory.error)
        XCTAssertFalse(inventory.output.contains("Bridge.swift"), "excluded")
        XCTAssertFalse(inventory.output.contains(#""sink-for-await": 1"#), "switched off: \(inventory.output)")
        XCTAssertEqual(runTool(in: scratch.path, ["audit", "Sources"]).code, .unchanged, "the finding is in an excluded file")
        XCTAssertEqual(runTool(in: scratch.path, ["audit", "--config", "other.json", "Sources"]).code, .changes)

        try scratch.write(".combine-migrate.json", #"{ "rule": {} }"#)
        for arguments in [["inventory", "Sources"], ["audit", "Sources"], ["inventory"], ["Sources"]] {
            let run = runTool(in: scratch.path, arguments)
            XCTAssertEqual(run.code, .usageError, "\(arguments)")
            XCTAssertTrue(run.error.hasSuffix(".combine-migrate.json:1:3: error: unknown key 'rule'; expected rules, exclude or rulesFiles\n"),
                "\(arguments): \(run.error)")
            XCTAssertEqual(run.error.components(separatedBy: "\n").count, 2, "one line, no pointer to --help: \(run.error)")
        }
    }
}
