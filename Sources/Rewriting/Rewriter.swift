import Core
import Foundation
import Tokenizer

/// Applies rules to one file: source → tokens → rule matches → non-overlapping edits →
/// new source, repeated until nothing changes, then the clean-up rules once, then the site
/// census (`SiteCensus`): a note for each Combine site of the input no edit changed and no
/// diagnostic spoke for. Edits and diagnostics on lines silenced by
/// `// combine-migrate:disable-…` comments are dropped here, for every rule and the census
/// (`Suppressions`).
///
/// A file that holds no anchor of the run's rules (`Anchors`) is returned as it is, without
/// being tokenized.
///
/// Pure: bytes in, bytes and findings out. Files, terminals and processes are the command
/// line's business.
package struct Rewriter: Sendable {
    package let rules: [any Rule]
    /// The last pass, for the sites nothing else spoke for; nil for none.
    package let census: (any SiteCensus)?
    /// Rounds of migration before giving up on reaching a fixed point.
    package let maximumRounds: Int
    /// A round for each level of subscriptions nested in one another's closures that the
    /// rules migrate (the outer one is rewritten first, the inner one the round after; see
    /// `NestingLimit`), the round that finds nothing left, and some to spare for the edits
    /// one rule's rewrite brings to another.
    package static let defaultMaximumRounds = NestingLimit.closures + 8
    /// Whether files without an anchor are skipped. Off only to show that skipping changes
    /// nothing: `COMBINE_MIGRATE_ANCHOR_FILTER=off` turns it off in every harness at once.
    package let filtersByAnchors: Bool
    /// The rules' anchors (and the census's), for the runs whose preparations added none.
    private let anchorFilter: AnchorFilter?
    /// The census's anchors, searched besides the preparations' widened ones.
    private let censusFilter: AnchorFilter?
    /// The run-wide preparations of the rules.
    private let preparations: [any RunPreparation]
    /// The rules' anchors together (set 0; every file when filtering is off), the
    /// preparations' (sets 1 on), the support file's declarations
    /// (`SupportHelpers.declarationAnchors`), then each rule's own, searched together in a
    /// survey.
    private let surveyFilter: AnchorFilter
    /// The set of `surveyFilter` with `SupportHelpers.declarationAnchors`.
    private let supportSet: Int
    /// For each rule, the set of `surveyFilter` with its own anchors; nil for a rule that
    /// may match in any file (or past the filter's 64 sets).
    private let ruleSets: [Int?]
    /// For each preparation, the set of `surveyFilter` with its marks (`RunPreparation.marks`);
    /// nil for one without marks, or past the filter's 64 sets (every file marked).
    private let markSets: [Int?]

    package init(
        rules: [any Rule], census: (any SiteCensus)? = nil, maximumRounds: Int = Rewriter.defaultMaximumRounds,
        filtersByAnchors: Bool = Rewriter.anchorFilterDefault
    ) {
        self.rules = rules
        self.census = census
        self.maximumRounds = maximumRounds
        self.filtersByAnchors = filtersByAnchors
        let filterAnchors = RunContext.filterAnchors(of: rules, adding: census?.anchors ?? Anchors(alternatives: []))
        anchorFilter = filtersByAnchors ? filterAnchors.map(AnchorFilter.init) : nil
        censusFilter = filtersByAnchors ? census.map { AnchorFilter($0.anchors) } : nil
        preparations = RunContext.preparations(of: rules)
        let anyFile = Anchors(alternatives: [[]])
        let ruleAnchors = filtersByAnchors ? filterAnchors ?? anyFile : anyFile
        var sets = [ruleAnchors] + preparations.map { filtersByAnchors ? $0.anchors : anyFile }
        supportSet = sets.count
        sets.append(SupportHelpers.declarationAnchors)
        ruleSets = rules.map { rule in
            guard filtersByAnchors, let anchors = rule.anchors, sets.count < 64 else { return nil }
            sets.append(anchors)
            return sets.count - 1
        }
        markSets = preparations.map { preparation in
            guard filtersByAnchors, let marks = preparation.marks, sets.count < 64 else { return nil }
            sets.append(marks)
            return sets.count - 1
        }
        surveyFilter = AnchorFilter(sets: sets)
    }

    /// Whether the rules of `run` may find anything in `bytes`: false when the file holds
    /// none of their anchors, true whenever filtering is off.
    package func mayApply(to bytes: [UInt8], in run: RunContext) -> Bool {
        guard filtersByAnchors, let filter = run.anchorsWidened ? run.widenedAnchors : anchorFilter else { return true }
        return filter.admits(bytes) || run.anchorsWidened && censusFilter?.admits(bytes) == true
    }

    /// True unless the environment has `COMBINE_MIGRATE_ANCHOR_FILTER=off` (`AnchorFilter.isOnByDefault`).
    package static let anchorFilterDefault = AnchorFilter.isOnByDefault

    /// What rewriting one file produced.
    package struct Outcome: Sendable {
        package var output: [UInt8]
        /// Diagnostics located in the input (first round) or, for clean-up rules and later
        /// rounds, in the text those rules saw; see `docs/architecture.md`.
        package var diagnostics: [Diagnostic]
        /// Edits applied, per rule id.
        package var appliedEdits: [String: Int]
        /// The support file's helpers the applied edits call.
        package var helpers: SupportHelpers = []
        package var changed: Bool
        /// The input's lines, when the run located any (the census does), for the caller to
        /// locate `diagnostics` without making them again.
        package var inputLines: LineMap?
    }

    /// Rewrites one file on its own: the run is that file (at `path`, if known).
    package func rewrite(_ input: [UInt8], path: String? = nil) -> Outcome {
        let survey = survey(input, path: path)
        return rewrite(input, surveyed: survey, in: prepare([survey], files: RunFiles([input])), path: path)
    }

    /// The first reading of a file of a run, before any file is rewritten: whether it holds
    /// an anchor of the rules, and what their preparations learn from it (tokenizing it
    /// only if one of them has an anchor there).
    package func survey(_ bytes: [UInt8], path: String? = nil) -> FileSurvey {
        survey(admitted: surveyFilter.admitted(bytes), path: path) { bytes }
    }

    /// `survey` of bytes in a buffer (a reader's, used again for the next file): they are
    /// copied only when a preparation tokenizes them.
    package func survey(_ buffer: UnsafeBufferPointer<UInt8>, path: String? = nil) -> FileSurvey {
        survey(admitted: surveyFilter.admitted(buffer), path: path) { Array(buffer) }
    }

    /// The survey of a file in which `surveyFilter` found the sets `admitted`.
    private func survey(admitted: UInt64, path: String?, bytes: () -> [UInt8]) -> FileSurvey {
        var rulesAdmitted: UInt64 = ~0
        for (index, set) in ruleSets.enumerated() where index < 64 {
            if let set, admitted & (1 << UInt64(set)) == 0 { rulesAdmitted &= ~(1 << UInt64(index)) }
        }
        var marks: UInt64 = ~0
        for (index, set) in markSets.enumerated() where index < 64 {
            if let set, admitted & (1 << UInt64(set)) == 0 { marks &= ~(1 << UInt64(index)) }
        }
        var survey = FileSurvey(
            hasAnchors: admitted & 1 != 0, mayDeclareSupport: admitted & (1 << UInt64(supportSet)) != 0,
            rulesAdmitted: rulesAdmitted, marks: marks, findings: [], source: nil)
        for index in preparations.indices where admitted & (2 << UInt64(index)) != 0 {
            let source = survey.source ?? TokenizedSource(bytes: bytes(), path: path)
            survey.source = source
            if survey.findings.isEmpty { survey.findings = Array(repeating: nil, count: preparations.count) }
            survey.findings[index] = preparations[index].survey(source, rules: rules)
        }
        if !survey.hasAnchors { survey.source = nil }
        return survey
    }

    /// Whether a file surveyed for `run` must be rewritten: false when it holds no anchor
    /// and the preparations added none, so that it comes out as it went in.
    package func needsRewrite(_ survey: FileSurvey, in run: RunContext) -> Bool {
        survey.hasAnchors || run.anchorsWidened
    }

    /// What the rules need to know about a run: its preparations over what the surveys of
    /// its files found (in file order) and, for a second look, over `files`.
    package func prepare(_ surveys: [FileSurvey], files: RunFiles) -> RunContext {
        RunContext.prepare(rules: rules, preparations: preparations, surveys: surveys, files: files)
    }

    /// `prepare` over files in memory (at `paths`, if known), built in the modules of `project`.
    package func prepare(_ files: [[UInt8]], paths: [String]? = nil, project: ProjectFacts = .none) -> RunContext {
        RunContext.prepare(rules: rules, files: files, paths: paths, project: project, filtersByAnchors: filtersByAnchors)
    }

    /// Rewrites one file of a run prepared with `prepare`.
    package func rewrite(_ input: [UInt8], in run: RunContext, path: String? = nil, cleanup: Bool = true) -> Outcome {
        if !mayApply(to: input, in: run) {
            return Outcome(output: input, diagnostics: [], appliedEdits: [:], changed: false)
        }
        return rewrite(TokenizedSource(bytes: input, path: path), in: run, admitted: ~0, cleanup: cleanup)
    }

    /// Rewrites a file of a run after its survey: as it is unless it `needsRewrite`; with
    /// the tokens the survey kept, if any; without searching again for anchors the survey
    /// found; with only the rules whose anchors it holds in the first round.
    /// The survey's tokens are consumed: the first round releases them before the next
    /// tokenizes its output (see the private `rewrite`).
    /// Without `cleanup`, the clean-up rules do not run (on a part of a file, `FileParts`,
    /// whose imports the other parts may need).
    package func rewrite(
        _ input: [UInt8], surveyed survey: consuming FileSurvey, in run: RunContext, path: String? = nil, cleanup: Bool = true
    ) -> Outcome {
        guard needsRewrite(survey, in: run) else { return Outcome(output: input, diagnostics: [], appliedEdits: [:], changed: false) }
        if let source = survey.source.take() { return rewrite(consume source, in: run, admitted: survey.rulesAdmitted, cleanup: cleanup) }
        if survey.hasAnchors {
            return rewrite(TokenizedSource(bytes: input, path: path), in: run, admitted: survey.rulesAdmitted, cleanup: cleanup)
        }
        return rewrite(input, in: run, path: path, cleanup: cleanup)
    }

    /// Rewrites one file of a run, already tokenized (by its survey).
    package func rewrite(_ tokenized: consuming TokenizedSource, in run: RunContext) -> Outcome {
        rewrite(tokenized, in: run, admitted: ~0)
    }

    /// `rewrite`, leaving out of the first round the rules whose anchors the survey did not
    /// find (bit `i` of `admitted` clear for `rules[i]`): a rule finds nothing in a file
    /// without its anchors. The later rounds, and the clean-up after a change, run every
    /// rule, as the edits may have brought anchors in.
    ///
    /// The input's tokens are consumed: each round's tokens are released before the next
    /// round tokenizes its output, so a large file's tokens (several times its size) are in
    /// memory once, not once a round.
    private func rewrite(_ tokenized: consuming TokenizedSource, in run: RunContext, admitted: UInt64, cleanup: Bool = true) -> Outcome {
        let input = tokenized.bytes
        let path = tokenized.path
        var first: TokenizedSource? = consume tokenized
        var bytes = input
        var diagnostics: [Diagnostic] = []
        var applied: [String: Int] = [:]
        var helpers: SupportHelpers = []
        let migrations = rules.filter { $0.phase == .migration }
        let cleanups = cleanup ? rules.filter { $0.phase == .cleanup } : []
        // The preparations' names (`RunContext.anchorsWidened`) are no survey's business.
        let admitted = run.anchorsWidened ? ~0 : admitted
        func firstRound(_ phase: RulePhase) -> [any Rule] {
            rules.indices.filter { rules[$0].phase == phase && ($0 >= 64 || admitted & (1 << UInt64($0)) != 0) }
                .map { rules[$0] }
        }

        var round = 0
        // The tokens of `bytes`, kept while no edit changes them.
        var current: TokenizedSource?
        // Suppression comments survive the rewrites, so the n-th one is the same comment in
        // every round; `used` collects the ones that dropped something.
        var inputSuppressions: Suppressions?
        var used = Set<Int>()
        // The census of the input, read before its tokens are consumed; what changed it.
        let fileCensus = first.flatMap { source in census?.sites(in: source, run: run) }
        var changes = InputChanges()
        // Where the first round's suppressions silenced an edit or a diagnostic, and of which rule.
        var silenced: [(rule: String, offset: ByteOffset)] = []
        // A later round's tokens, of the file at the same path.
        func tokenize(_ bytes: [UInt8]) -> TokenizedSource { TokenizedSource(bytes: bytes, path: path) }
        while !migrations.isEmpty {
            let source = first.take() ?? tokenize(bytes)
            let suppressions = Suppressions(source: source)
            if round == 0 { inputSuppressions = suppressions }
            var silencedNow: [(rule: String, offset: ByteOffset)] = []
            let (edits, found) = collect(
                round == 0 ? firstRound(.migration) : migrations, on: source, suppressions, run, used: &used,
                silenced: &silencedNow)
            if round == 0 {
                diagnostics += found
                silenced = silencedNow
            }
            if edits.isEmpty {
                current = source
                break
            }
            round += 1
            if round > maximumRounds {
                diagnostics.append(Diagnostic(
                    .warning, at: edits[0].range.lowerBound,
                    "rules did not reach a fixed point after \(maximumRounds) rounds; the last round was not applied",
                    rule: edits[0].ruleID))
                current = source
                break
            }
            count(edits, into: &applied, &helpers)
            changes.record(edits)
            // These tokens are done with: gone before the edited bytes are made and tokenized.
            _ = consume source
            bytes = Edit.apply(edits, to: bytes)
        }

        // The diagnostics in the input's lines: the first round's, and the clean-up's when no
        // migration changed the file.
        let inputDiagnostics = diagnostics.count
        if !cleanups.isEmpty {
            let source = current ?? first ?? tokenize(bytes)
            let suppressions = Suppressions(source: source)
            if inputSuppressions == nil { inputSuppressions = suppressions }
            var silencedNow: [(rule: String, offset: ByteOffset)] = []
            let (edits, found) = collect(
                round == 0 ? firstRound(.cleanup) : cleanups, on: source, suppressions, run, used: &used, silenced: &silencedNow)
            if round == 0 { silenced += silencedNow }
            diagnostics += found
            count(edits, into: &applied, &helpers)
            changes.record(edits)
            if !edits.isEmpty { bytes = Edit.apply(edits, to: bytes) }
        }
        if let fileCensus {
            let lines = fileCensus.lines
            let spoken = round == 0 ? diagnostics : Array(diagnostics[..<inputDiagnostics])
            diagnostics += Self.notes(for: fileCensus.sites, lines: lines, input: input, changes: changes, spoken: spoken, silenced: silenced) { note in
                guard let index = inputSuppressions?.directive(silencing: note.ruleID, at: note.offset) else { return false }
                used.insert(index)
                return true
            }
        }
        if let inputSuppressions { diagnostics += Self.report(inputSuppressions, used: used) }
        return Outcome(
            output: bytes, diagnostics: diagnostics, appliedEdits: applied, helpers: helpers, changed: bytes != input,
            inputLines: fileCensus?.lines)
    }

    /// The edits and diagnostics of `rules` that no suppression silences; `silenced` gets
    /// where the others were (the census counts a site a suppression silenced as spoken for).
    private func collect(
        _ rules: [any Rule], on source: TokenizedSource, _ suppressions: Suppressions, _ run: RunContext,
        used: inout Set<Int>, silenced: inout [(rule: String, offset: ByteOffset)]
    ) -> ([Edit], [Diagnostic]) {
        var edits: [Edit] = []
        var diagnostics: [Diagnostic] = []
        // Whether a suppression silences `rule` at `offset`; notes the suppression as used.
        func suppressed(_ rule: String, at offset: ByteOffset) -> Bool {
            guard let index = suppressions.directive(silencing: rule, at: offset) else { return false }
            used.insert(index)
            silenced.append((rule, offset))
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
    static func siteStart(of edit: Edit, in bytes: [UInt8]) -> ByteOffset {
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
