import Foundation
import XCTest

@testable import CombineMigrate

/// Runs every case in `Golden/` (SPEC §7) with the default rules: output byte for byte,
/// diagnostics, and idempotence. `UPDATE_GOLDEN=1 swift test` rewrites the expected files.
final class GoldenTests: XCTestCase {
    static let goldenFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Golden")

    func testEveryGoldenCase() {
        let cases = GoldenCase.all(in: Self.goldenFolder)
        XCTAssertGreaterThan(cases.count, 0, "no golden cases found in \(Self.goldenFolder.path)")
        let update = ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1"
        let rewriter = Rewriter(rules: RuleCatalog.select(only: nil, disabled: []).rules)
        for goldenCase in cases {
            for failure in goldenCase.check(with: rewriter, update: update) {
                XCTFail(failure)
            }
        }
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
