import Foundation
import Testing

@testable import Rules
@testable import Rewriting
@testable import Output

/// Runs the cases in `Golden/` (SPEC §7) with the default rules, plus the folder's own rule
/// when it is opt-in: output byte for byte, diagnostics, and idempotence. One test case per
/// catalog rule, taken from `RuleCatalog.all`, so a failure names the rule (`rule →
/// "sink-for-await"`) and a new rule's cases run with nothing to add here.
///
/// `swift test --filter 'GoldenTests/goldenCases'` runs every rule's cases;
/// `GOLDEN_RULES=sink-for-await swift test --filter 'GoldenTests/goldenCases'` runs one rule's
/// (a comma-separated list runs several: `swift test --filter` selects tests, not the
/// arguments of one). `UPDATE_GOLDEN=1 swift test` rewrites the expected files.
@Suite struct GoldenTests {
    static let goldenFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Golden")

    /// The rules whose cases run: every catalog rule, or those `GOLDEN_RULES` names.
    static let selectedRules: [String] = {
        guard let names = ProcessInfo.processInfo.environment["GOLDEN_RULES"], !names.isEmpty else {
            return RuleCatalog.all.map(\.id)
        }
        return names.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    }()

    /// The rules of a golden run of `rule`'s cases: the default ones, and `rule` (an opt-in
    /// rule's cases are what it does once switched on).
    static func rewriter(for rule: String) -> Rewriter {
        Rewriter(rules: RuleCatalog.select(only: nil, disabled: [], overrides: [rule: true]).rules, census: CombineSiteNotes())
    }

    /// Runs every case in `Golden/<rule>/`, multi-file cases included; each failure starts
    /// with the case's path, `Golden/<rule>/<case>`.
    @Test(arguments: selectedRules)
    func goldenCases(of rule: String) {
        #expect(RuleCatalog.rule(withID: rule) != nil, "\(rule) is not a catalog rule")
        let cases = GoldenCase.all(in: Self.goldenFolder.appendingPathComponent(rule))
        #expect(!cases.isEmpty, "no golden cases in Golden/\(rule)")
        let update = ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1"
        let rewriter = Self.rewriter(for: rule)
        for goldenCase in cases {
            for failure in goldenCase.check(with: rewriter, update: update) {
                Issue.record("Golden/\(rule)/\(failure)")
            }
        }
    }

    /// Every rule has cases, and every case folder is named after a rule: the catalog's
    /// rules, whose cases `goldenCases` runs, are all of `Golden/`.
    @Test func goldenFoldersMatchTheCatalog() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.goldenFolder.path)
            .filter { !$0.hasPrefix(".") }
        let ids = Set(RuleCatalog.all.map(\.id))
        for folder in folders {
            #expect(ids.contains(folder), "Golden/\(folder) is not a rule id")
        }
        for id in ids {
            let cases = GoldenCase.all(in: Self.goldenFolder.appendingPathComponent(id))
            #expect(cases.count >= 5, "rule \(id) needs golden cases")
            let changing = cases.filter { FileManager.default.fileExists(atPath: $0.expected.path) }
            #expect(!changing.isEmpty, "rule \(id) has no case that changes anything")
            #expect(changing.count < cases.count, "rule \(id) has no look-alike that must not change")
        }
    }

    /// The runner itself catches a wrong expectation (a check that cannot fail is no check).
    @Test func runnerReportsAMismatch() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("golden-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "import Combine\nlet x = 1\n".write(to: folder.appendingPathComponent("case.swift"), atomically: true, encoding: .utf8)
        try "import Combine\nlet x = 2\n".write(to: folder.appendingPathComponent("case.expected.swift"), atomically: true, encoding: .utf8)
        let goldenCase = try #require(GoldenCase.all(in: folder).first)
        let failures = goldenCase.check(with: Rewriter(rules: RuleCatalog.all))
        #expect(failures.count == 1)
        #expect(failures.first?.contains("-let x = 2") == true, "\(failures.joined())")
        #expect(failures.first?.contains("+let x = 1") == true, "\(failures.joined())")
    }
}
