import Foundation
import XCTest

@testable import Tokenizer
@testable import Rules
@testable import Output

/// A rule is the unit of change: its id is written once, it says which subscription sites
/// are its own, and what else it needs (golden cases, a validation prelude) is found by its
/// id — so adding a rule edits no engine file and no table (docs/architecture.md, "Adding a
/// rule").
final class RuleUnitTests: XCTestCase {
    private static let repository = GoldenTests.goldenFolder.deletingLastPathComponent()

    /// Each catalog rule's id appears as a string literal in one place in `Sources/` (its
    /// `static let id`); everything else names it by that static. Comment lines do not count.
    func testEachRuleIDIsWrittenOnceInSources() throws {
        let sources = Self.repository.appendingPathComponent("Sources")
        let walker = try XCTUnwrap(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        var places: [String: [String]] = [:]
        let literals = RuleCatalog.all.map { ($0.id, "\"\($0.id)\"") }
        for case let url as URL in walker where url.pathExtension == "swift" {
            let text = try String(contentsOf: url, encoding: .utf8)
            let relative = String(url.standardizedFileURL.path.dropFirst(sources.standardizedFileURL.path.count + 1))
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                guard !line.drop(while: \.isWhitespace).hasPrefix("//") else { continue }
                for (id, literal) in literals where line.contains(literal) {
                    places[id, default: []].append("\(relative):\(number + 1)")
                }
            }
        }
        for rule in RuleCatalog.all {
            XCTAssertEqual(places[rule.id]?.count, 1, "\"\(rule.id)\" is written in \(places[rule.id] ?? []): write it once, as the rule's `static let id`")
        }
    }

    /// Every subscription site of every golden input is exactly one catalog rule's
    /// (`SubscriptionRule.handles`): none unclaimed, none claimed twice.
    func testEverySubscriptionSiteHasOneRule() throws {
        var sites = 0
        for goldenCase in GoldenCase.all(in: GoldenTests.goldenFolder) {
            for input in goldenCase.inputs where input.pathExtension == "swift" {
                let source = TokenizedSource(bytes: try [UInt8](Data(contentsOf: input)))
                for site in Subscriptions(source: source).sites() {
                    sites += 1
                    let claimants = SubscriptionRules.all.filter { $0.handles(site) }.map(\.id)
                    XCTAssertEqual(
                        claimants.count, 1,
                        "\(goldenCase.name): the site at byte \(site.match.bytes.lowerBound) (\(site.shape), \(site.kind)) is handled by \(claimants)")
                }
            }
        }
        XCTAssertGreaterThan(sites, 100, "the golden cases hold subscription sites")
    }

    /// A rule's validation stubs are found by its id: `Validation/Preludes/<rule-id>.swift`
    /// and `Validation/Preludes/<rule-id>/<case>.swift` (besides `support.swift`, shared by
    /// all). One named after no rule, or after no case, would be compiled with nothing.
    func testValidationPreludesAreNamedAfterRulesAndCases() throws {
        let preludes = Self.repository.appendingPathComponent("Validation/Preludes")
        let ids = Set(RuleCatalog.all.map(\.id))
        for entry in try FileManager.default.contentsOfDirectory(atPath: preludes.path) where !entry.hasPrefix(".") {
            if entry == "support.swift" { continue }
            let rule = entry.hasSuffix(".swift") ? String(entry.dropLast(".swift".count)) : entry
            XCTAssertTrue(ids.contains(rule), "Validation/Preludes/\(entry) is named after no rule")
            guard !entry.hasSuffix(".swift") else { continue }
            let cases = Set(GoldenCase.all(in: GoldenTests.goldenFolder.appendingPathComponent(rule)).map(\.name))
            for stub in try FileManager.default.contentsOfDirectory(atPath: preludes.appendingPathComponent(entry).path) {
                XCTAssertTrue(
                    stub.hasSuffix(".swift") && cases.contains(String(stub.dropLast(".swift".count))),
                    "Validation/Preludes/\(entry)/\(stub) is named after no case of Golden/\(rule)")
            }
        }
    }
}
