import Foundation
import XCTest

@testable import Core
@testable import Rules
@testable import Rewriting

/// Subscriptions nested in one another's closures (issue 28): the outer one is rewritten
/// first and the inner one the round after, so a run needs a round per level. Nesting up to
/// `NestingLimit` comes out as the fixed point of unbounded rounds; deeper sites are left
/// with a warning each, and the run still reaches its fixed point.
final class NestedSubscriptionTests: XCTestCase {
    /// The shapes of `Scripts/nesting-scaling.sh`: each level's opening line and closing line.
    static let shapes: [(name: String, opening: String, closing: String)] = [
        ("receive", "a.receive(on: DispatchQueue.main).sink { v%d in", "}.store(in: &bag)"),
        ("hop", "a.sink { v%d in DispatchQueue.main.async {", "} }.store(in: &bag)"),
        ("completion", "a.receive(on: DispatchQueue.main).sink(receiveCompletion: { _ in }, receiveValue: { v%d in", "}).store(in: &bag)"),
        ("plain", "a.sink { v%d in", "}.store(in: &bag)"),
    ]

    /// A class whose init nests `depth` subscriptions of `shape`, one a line.
    static func nested(_ shape: (name: String, opening: String, closing: String), depth: Int) -> [UInt8] {
        var lines = ["import Combine", "import Foundation", "", "var bag = Set<AnyCancellable>()", ""]
        if shape.name == "plain" { lines.append("@MainActor") }
        lines += ["final class Nested {", "    init(a: AnyPublisher<Int, Never>) {"]
        lines += (0..<depth).map { "        " + shape.opening.replacingOccurrences(of: "%d", with: String($0)) }
        lines.append("        print(0)")
        lines += Array(repeating: "        " + shape.closing, count: depth)
        lines += ["    }", "}", ""]
        return Array(lines.joined(separator: "\n").utf8)
    }

    static let rules = RuleCatalog.select(only: nil, disabled: [], overrides: ["sink-for-await": true]).rules

    func testNestingUpToTenComesOutAsTheFixedPointOfUnboundedRounds() {
        let unbounded = Rewriter(rules: Self.rules, maximumRounds: 10_000)
        let rewriter = Rewriter(rules: Self.rules)
        for shape in Self.shapes {
            for depth in 1...10 {
                let input = Self.nested(shape, depth: depth)
                let expected = unbounded.rewrite(input)
                let outcome = rewriter.rewrite(input)
                XCTAssertEqual(outcome.appliedEdits.values.reduce(0, +), depth, "\(shape.name) \(depth) deep: every level migrates")
                XCTAssertEqual(
                    String(decoding: outcome.output, as: UTF8.self), String(decoding: expected.output, as: UTF8.self),
                    "\(shape.name) \(depth) deep")
                XCTAssertEqual(outcome.diagnostics, expected.diagnostics, "\(shape.name) \(depth) deep")
                XCTAssertFalse(
                    outcome.diagnostics.contains { $0.message.contains("fixed point") }, "\(shape.name) \(depth) deep")
            }
        }
    }

    func testDeepNestingReachesAFixedPointWithAWarningForEachSitePastTheLimit() {
        let depth = 300
        let rewriter = Rewriter(rules: Self.rules)
        for shape in Self.shapes where shape.name == "receive" {
            let input = Self.nested(shape, depth: depth)
            let outcome = rewriter.rewrite(input)
            XCTAssertFalse(outcome.diagnostics.contains { $0.message.contains("fixed point") }, shape.name)
            // Level k is inside k closures: levels 0...16 migrate, the others are left, each
            // with a warning on its own line (the class's init opens on line 7 or 8).
            XCTAssertEqual(outcome.appliedEdits.values.reduce(0, +), NestingLimit.closures + 1, shape.name)
            let firstLine = shape.name == "plain" ? 9 : 8
            let lines = LineMap(input)
            let pastLimit = outcome.diagnostics.filter { $0.message.contains("nested in more than") }
            XCTAssertEqual(
                pastLimit.map { lines.location(of: $0.offset).line },
                Array((firstLine + NestingLimit.closures + 1)..<(firstLine + depth)), shape.name)
            XCTAssertEqual(Set(pastLimit.map(\.severity)), [.warning], shape.name)
            // The output is the fixed point: a second run changes nothing.
            let again = rewriter.rewrite(outcome.output)
            XCTAssertFalse(again.changed, "\(shape.name): a second run changes the output")
            XCTAssertFalse(again.diagnostics.contains { $0.message.contains("fixed point") }, shape.name)
        }
    }
}
