/// Applies rules to one file: source → tokens → rule matches → non-overlapping edits →
/// new source, repeated until nothing changes, then the clean-up rules once.
///
/// Pure: bytes in, bytes and findings out. Files, terminals and processes are the command
/// line's business.
public struct Rewriter: Sendable {
    public let rules: [any Rule]
    /// Rounds of migration before giving up on reaching a fixed point.
    public let maximumRounds: Int

    public init(rules: [any Rule], maximumRounds: Int = 8) {
        self.rules = rules
        self.maximumRounds = maximumRounds
    }

    /// What rewriting one file produced.
    public struct Outcome: Sendable {
        public var output: [UInt8]
        /// Diagnostics located in the input (first round) or, for clean-up rules and later
        /// rounds, in the text those rules saw; see `docs/architecture.md`.
        public var diagnostics: [Diagnostic]
        /// Edits applied, per rule id.
        public var appliedEdits: [String: Int]
        public var changed: Bool
    }

    public func rewrite(_ input: [UInt8]) -> Outcome {
        var bytes = input
        var diagnostics: [Diagnostic] = []
        var applied: [String: Int] = [:]
        let migrations = rules.filter { $0.phase == .migration }
        let cleanups = rules.filter { $0.phase == .cleanup }

        var round = 0
        // The tokens of `bytes`, kept while no edit changes them.
        var current: TokenizedSource?
        while !migrations.isEmpty {
            let source = TokenizedSource(bytes: bytes)
            current = source
            let (edits, found) = collect(migrations, on: source)
            if round == 0 { diagnostics += found }
            if edits.isEmpty { break }
            round += 1
            if round > maximumRounds {
                diagnostics.append(Diagnostic(
                    .warning, at: edits[0].range.lowerBound,
                    "rules did not reach a fixed point after \(maximumRounds) rounds; the last round was not applied",
                    rule: edits[0].ruleID))
                break
            }
            count(edits, into: &applied)
            bytes = Edit.apply(edits, to: bytes)
            current = nil
        }

        if !cleanups.isEmpty {
            let source = current ?? TokenizedSource(bytes: bytes)
            let (edits, found) = collect(cleanups, on: source)
            diagnostics += found
            count(edits, into: &applied)
            bytes = Edit.apply(edits, to: bytes)
        }
        return Outcome(output: bytes, diagnostics: diagnostics, appliedEdits: applied, changed: bytes != input)
    }

    private func collect(_ rules: [any Rule], on source: TokenizedSource) -> ([Edit], [Diagnostic]) {
        var edits: [Edit] = []
        var diagnostics: [Diagnostic] = []
        for rule in rules {
            let result = rule.apply(to: source)
            // An edit that writes back what is there changes nothing and must not keep the
            // fixed-point loop going.
            edits += result.edits.filter { !source.bytes[$0.range].elementsEqual($0.replacement) }
            diagnostics += result.diagnostics
        }
        return (Edit.nonOverlapping(edits), diagnostics)
    }

    private func count(_ edits: [Edit], into applied: inout [String: Int]) {
        for edit in edits { applied[edit.ruleID, default: 0] += 1 }
    }
}
