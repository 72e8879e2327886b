/// Applies rules to one file: source → tokens → rule matches → non-overlapping edits →
/// new source, repeated until nothing changes, then the clean-up rules once. Edits and
/// diagnostics on lines silenced by `// combine-migrate:disable-…` comments are dropped
/// here, for every rule (`Suppressions`).
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
        /// The support file's helpers the applied edits call.
        public var helpers: SupportHelpers = []
        public var changed: Bool
    }

    /// Rewrites one file on its own: the run is that file.
    public func rewrite(_ input: [UInt8]) -> Outcome {
        rewrite(input, in: prepare([input]))
    }

    /// What the rules need to know about a run over `files` (see `RunContext.prepare`).
    public func prepare(_ files: [[UInt8]]) -> RunContext {
        RunContext.prepare(rules: rules, files: files)
    }

    /// `prepare` over files read one at a time by `load` (nil: unreadable, skipped).
    public func prepare(count: Int, load: (Int) -> [UInt8]?) -> RunContext {
        RunContext.prepare(rules: rules, count: count, load: load)
    }

    /// Rewrites one file of a run prepared with `prepare`.
    public func rewrite(_ input: [UInt8], in run: RunContext) -> Outcome {
        var bytes = input
        var diagnostics: [Diagnostic] = []
        var applied: [String: Int] = [:]
        var helpers: SupportHelpers = []
        let migrations = rules.filter { $0.phase == .migration }
        let cleanups = rules.filter { $0.phase == .cleanup }

        var round = 0
        // The tokens of `bytes`, kept while no edit changes them.
        var current: TokenizedSource?
        // Suppression comments survive the rewrites, so the n-th one is the same comment in
        // every round; `used` collects the ones that dropped something.
        var inputSuppressions: Suppressions?
        var used = Set<Int>()
        while !migrations.isEmpty {
            let source = TokenizedSource(bytes: bytes)
            current = source
            let suppressions = Suppressions(source: source)
            if round == 0 { inputSuppressions = suppressions }
            let (edits, found) = collect(migrations, on: source, suppressions, run, used: &used)
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
            count(edits, into: &applied, &helpers)
            bytes = Edit.apply(edits, to: bytes)
            current = nil
        }

        if !cleanups.isEmpty {
            let source = current ?? TokenizedSource(bytes: bytes)
            let suppressions = Suppressions(source: source)
            if inputSuppressions == nil { inputSuppressions = suppressions }
            let (edits, found) = collect(cleanups, on: source, suppressions, run, used: &used)
            diagnostics += found
            count(edits, into: &applied, &helpers)
            if !edits.isEmpty { bytes = Edit.apply(edits, to: bytes) }
        }
        if let inputSuppressions { diagnostics += Self.report(inputSuppressions, used: used) }
        return Outcome(
            output: bytes, diagnostics: diagnostics, appliedEdits: applied, helpers: helpers, changed: bytes != input)
    }

    private func collect(
        _ rules: [any Rule], on source: TokenizedSource, _ suppressions: Suppressions, _ run: RunContext,
        used: inout Set<Int>
    ) -> ([Edit], [Diagnostic]) {
        var edits: [Edit] = []
        var diagnostics: [Diagnostic] = []
        // Whether a suppression silences `rule` at `offset`; notes the suppression as used.
        func suppressed(_ rule: String, at offset: Int) -> Bool {
            guard let index = suppressions.directive(silencing: rule, at: offset) else { return false }
            used.insert(index)
            return true
        }
        for rule in rules {
            let result = rule.apply(to: source, in: run)
            // An edit that writes back what is there changes nothing and must not keep the
            // fixed-point loop going.
            edits += result.edits.filter {
                !source.bytes[$0.range].elementsEqual($0.replacement)
                    && !suppressed($0.ruleID, at: Self.siteStart(of: $0, in: source.bytes))
            }
            diagnostics += result.diagnostics.filter { !suppressed($0.ruleID, at: $0.offset) }
        }
        return (Edit.nonOverlapping(edits), diagnostics)
    }

    /// Where an edit's site starts: the first byte of its range that is not a space, tab or
    /// line break (a removed line may begin with the line break before it).
    static func siteStart(of edit: Edit, in bytes: [UInt8]) -> Int {
        let blank: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]
        return edit.range.first { !blank.contains(bytes[$0]) } ?? edit.range.lowerBound
    }

    /// Notes for suppressions that silenced nothing, and warnings for misspelled directives.
    static func report(_ suppressions: Suppressions, used: Set<Int>) -> [Diagnostic] {
        let unused = suppressions.directives.indices.filter { !used.contains($0) }.map {
            Diagnostic(.note, at: suppressions.directives[$0].offset, "unused suppression", rule: Suppressions.ruleID)
        }
        let unknown = suppressions.unknown.map {
            Diagnostic(
                .warning, at: $0.offset,
                "unknown directive '\(Suppressions.prefix)\($0.word)'; use disable-next-line or disable-file",
                rule: Suppressions.ruleID)
        }
        return (unused + unknown).sorted { $0.offset < $1.offset }
    }

    private func count(_ edits: [Edit], into applied: inout [String: Int], _ helpers: inout SupportHelpers) {
        for edit in edits {
            applied[edit.ruleID, default: 0] += 1
            helpers.formUnion(edit.helpers)
        }
    }
}
