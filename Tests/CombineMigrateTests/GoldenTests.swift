import Foundation
import XCTest

@testable import Rules
@testable import Rewriting
@testable import Output

/// Runs the cases in `Golden/` (SPEC §7) with the default rules, plus the folder's own rule
/// when it is opt-in: output byte for byte,
/// diagnostics, and idempotence. One test method per rule folder, so a failure names the rule
/// and `swift test --filter GoldenTests/testSinkForAwait` runs one rule's cases.
/// `UPDATE_GOLDEN=1 swift test` rewrites the expected files.
final class GoldenTests: XCTestCase {
    static let goldenFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Golden")

    /// Each rule's test method: `test` and the rule id in UpperCamelCase. A rule added to the
    /// catalog or to `Golden/` needs a line here and a method below, or
    /// `testEveryRuleHasATestMethod` fails.
    static let testMethods: [String: String] = [
        "assign-for-await": "testAssignForAwait",
        "datatask-async": "testDatataskAsync",
        "first-value": "testFirstValue",
        "future-continuation": "testFutureContinuation",
        "future-task": "testFutureTask",
        "import-cleanup": "testImportCleanup",
        "just-fail": "testJustFail",
        "receive-main-actor": "testReceiveMainActor",
        "sink-for-await": "testSinkForAwait",
    ]

    func testAssignForAwait() { checkGoldenCases(of: "assign-for-await") }
    func testDatataskAsync() { checkGoldenCases(of: "datatask-async") }
    func testFirstValue() { checkGoldenCases(of: "first-value") }
    func testFutureContinuation() { checkGoldenCases(of: "future-continuation") }
    func testFutureTask() { checkGoldenCases(of: "future-task") }
    func testImportCleanup() { checkGoldenCases(of: "import-cleanup") }
    func testJustFail() { checkGoldenCases(of: "just-fail") }
    func testReceiveMainActor() { checkGoldenCases(of: "receive-main-actor") }
    func testSinkForAwait() { checkGoldenCases(of: "sink-for-await") }

    /// Runs every case in `Golden/<rule>/`, with the default rules and `rule` (an opt-in rule's
    /// cases are what it does once switched on), multi-file cases included; each failure starts
    /// with the case's path, `Golden/<rule>/<case>`.
    private func checkGoldenCases(of rule: String, method: String = #function, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(
            Self.testMethods[rule].map { $0 + "()" }, method, "\(method) runs the cases of \(rule), whose method it is not",
            file: file, line: line)
        let cases = GoldenCase.all(in: Self.goldenFolder.appendingPathComponent(rule))
        XCTAssertGreaterThan(cases.count, 0, "no golden cases in Golden/\(rule)", file: file, line: line)
        let update = ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1"
        let rewriter = Rewriter(rules: RuleCatalog.select(only: nil, disabled: [], overrides: [rule: true]).rules)
        for goldenCase in cases {
            for failure in goldenCase.check(with: rewriter, update: update) {
                XCTFail("Golden/\(rule)/\(failure)", file: file, line: line)
            }
        }
    }

    /// Every rule folder and every catalog rule has a test method of its own, and together the
    /// methods run every case in `Golden/`.
    func testEveryRuleHasATestMethod() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.goldenFolder.path)
            .filter { !$0.hasPrefix(".") }
        for rule in Set(folders).union(RuleCatalog.all.map(\.id)).sorted() {
            XCTAssertNotNil(Self.testMethods[rule], "rule \(rule) has no golden test method: add one to GoldenTests")
        }
        // XCTest on Linux cannot list a class's test methods: look for them in this file.
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        for (rule, method) in Self.testMethods {
            XCTAssertTrue(folders.contains(rule), "GoldenTests.testMethods names \(rule), which has no folder in Golden/")
            let camelCase = rule.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
            XCTAssertEqual(method, "test" + camelCase, "the test method of \(rule)")
            XCTAssertTrue(source.contains("func \(method)() {"), "GoldenTests has no method \(method)")
        }
        let everyCase = Set(GoldenCase.all(in: Self.goldenFolder).map(\.name))
        let byRule = Set(Self.testMethods.keys.flatMap { rule in
            GoldenCase.all(in: Self.goldenFolder.appendingPathComponent(rule)).map { "\(rule)/\($0.name)" }
        })
        XCTAssertEqual(everyCase.subtracting(byRule).sorted(), [], "golden cases no rule's test method runs")
        XCTAssertEqual(byRule.subtracting(everyCase).sorted(), [], "cases a rule's test method sees that Golden/ does not hold")
    }

    /// Every rule has cases, and every case folder is named after a rule.
    func testGoldenFoldersMatchTheCatalog() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.goldenFolder.path)
            .filter { !$0.hasPrefix(".") }
        let ids = Set(RuleCatalog.all.map(\.id))
        for folder in folders {
            XCTAssertTrue(ids.contains(folder), "Golden/\(folder) is not a rule id")
        }
        for id in ids {
            let cases = GoldenCase.all(in: Self.goldenFolder.appendingPathComponent(id))
            XCTAssertGreaterThanOrEqual(cases.count, 5, "rule \(id) needs golden cases")
            let changing = cases.filter { FileManager.default.fileExists(atPath: $0.expected.path) }
            XCTAssertFalse(changing.isEmpty, "rule \(id) has no case that changes anything")
            XCTAssertLessThan(changing.count, cases.count, "rule \(id) has no look-alike that must not change")
        }
    }

    /// The runner itself catches a wrong expectation (a check that cannot fail is no check).
    func testRunnerReportsAMismatch() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("golden-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "import Combine\nlet x = 1\n".write(to: folder.appendingPathComponent("case.swift"), atomically: true, encoding: .utf8)
        try "import Combine\nlet x = 2\n".write(to: folder.appendingPathComponent("case.expected.swift"), atomically: true, encoding: .utf8)
        let goldenCase = try XCTUnwrap(GoldenCase.all(in: folder).first)
        let failures = goldenCase.check(with: Rewriter(rules: RuleCatalog.all))
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures[0].contains("-let x = 2"), failures.joined())
        XCTAssertTrue(failures[0].contains("+let x = 1"), failures.joined())
    }
}
