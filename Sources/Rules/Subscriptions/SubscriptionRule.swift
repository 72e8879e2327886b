import Core
import Tokenizer

/// What the subscription rules have in common: find the sites, keep those the rule handles,
/// turn each into an edit or a diagnostic.
protocol SubscriptionRule: BuiltInRule {
    /// Whether the site is this rule's, from its shape and how its chain ends (`site.kind`).
    /// Every site is exactly one catalog rule's (`SubscriptionRules.owner(of:)`; a test checks
    /// it on every golden case), so a new rule takes its sites from no other by accident.
    func handles(_ site: Subscriptions.Site) -> Bool
    /// Whether this rule reports the calls no site covers (`sink`, `assign`) and the
    /// republishing `assign(to: &$property)` sites: one rule does, the one on by default.
    var reportsUnmigratable: Bool { get }
}

extension SubscriptionRule {
    var reportsUnmigratable: Bool { false }
    package var phase: RulePhase { .migration }
    /// Every site, kept or not, is a `.sink` or `.assign` call.
    package var anchors: Anchors? { Anchors(anyOf: ["sink", "assign"]) }
    /// Where a site's code runs is read from its module's files, when the project says
    /// which they are.
    package var runPreparations: [any RunPreparation] { [ModuleTypesPreparation(), WeakAssignPreparation(), OneClosureSinksPreparation()] }

    package func apply(to source: TokenizedSource) -> RuleResult { applySites(to: source, run: RunContext(rules: [])) }

    package func apply(to source: TokenizedSource, in run: RunContext) -> RuleResult { applySites(to: source, run: run) }
}

extension SubscriptionRule {
    /// The shared `apply`, callable from a rule that adds to it.
    func applySites(to source: TokenizedSource, run: RunContext) -> RuleResult {
        var result = RuleResult()
        let subscriptions = Subscriptions(
            source: source, scope: run.nameScope(of: source), facts: run.module(of: source), weakAssignLabels: run.weakAssignLabels,
            oneClosureSinks: run.oneClosureSinks(of: source), types: run.oneShot.types)
        // The `sink`s of the tests `expectation-async` rewrites are its business.
        let tests = SortedRanges(ExpectationAsync.migratedTests(in: source, run: run))
        let inTest = { (offset: ByteOffset) in tests.contains(offset) }
        let sites = source.analyses.value(SubscriptionSitesKey.self) { subscriptions.sites() }.filter { !inTest($0.match.bytes.lowerBound) }
        if reportsUnmigratable {
            let republishing = subscriptions.republishingSites()
            let covered = SortedRanges(sites.map(\.match.code) + republishing.map(\.code))
            let unmatched = subscriptions.unmatchedCalls(of: "sink", covered: covered)
                + subscriptions.unmatchedCalls(of: "assign", covered: covered)
            for (offset, reason) in unmatched where !inTest(offset) {
                result.diagnostics.append(Diagnostic(.note, at: offset, reason, rule: id))
            }
            for match in republishing {
                result.diagnostics.append(Diagnostic(
                    .note, at: match.bytes.lowerBound,
                    "kept in Combine: `assign(to: &$property)` republishes into a @Published property", rule: id))
            }
        }
        for site in sites {
            guard let owner = SubscriptionRules.owner(of: site) else { continue }
            // A subscription to a function migrated in this run is the one-shot rules' business.
            guard owner == id || reportsUnmigratable && !run.isEnabled(owner),
                !OneShotTask.callsMigratedFunction(site.match.bindings["p"]!, in: source, run: run)
            else { continue }
            guard owner == id else {
                // An opt-in rule's site, that rule off: said once, by the rule on by default —
                // why Combine keeps it, if it does whatever the timing, or else that it is opt-in.
                if case .failure(let skip) = site.outcome, skip.severity == .note, skip.message.hasPrefix(SkipReason.keptPrefix) {
                    result.diagnostics.append(Diagnostic(.note, at: site.match.bytes.lowerBound, skip.message, rule: id))
                    continue
                }
                let delivery = site.shape == .assign
                    ? "`assign(to:on:)` sets the property synchronously as each value is sent; a loop would set it"
                    : "`sink` handles each value synchronously as it is sent; a loop would handle it"
                result.diagnostics.append(Diagnostic(
                    .note, at: site.match.bytes.lowerBound,
                    Subscriptions.optInPrefix + "\(delivery) a main-actor turn later. `--enable \(owner)` migrates it where that delay is acceptable",
                    rule: id))
                continue
            }
            var outcome = site.outcome
            if case .success = outcome, site.writesMainActor, let module = run.module(of: source),
                let reason = Self.mainActorTaskReason(module)
            {
                outcome = .failure(SkipReason(reason))
            }
            switch outcome {
            case .success(let replacement):
                result.edits.append(Edit(range: site.match.bytes, replacement: replacement, rule: id, helpers: site.helpers))
            case .failure(let skip):
                result.diagnostics.append(Diagnostic(skip.severity, at: site.match.bytes.lowerBound, skip.message, rule: id))
            }
        }
        return result
    }
}

extension SubscriptionRule {
    /// Why a `Task { @MainActor … }` is not written in `module`, if it is not: the module
    /// builds in Swift 6 mode, where the Task sending what it captures (`self`) to the main
    /// actor is an error for a type that is not `Sendable`, or checks concurrency completely
    /// in Swift 5 mode, where it is a warning the original code did not have.
    static func mainActorTaskReason(_ module: ModuleFacts) -> String? {
        let verdict: String
        if module.buildsInSwift6 {
            let origin = module.languageMode.map { " (\($0.origin))" } ?? ""
            verdict = "builds in Swift 6 mode\(origin), where a `Task { @MainActor … }` started from nonisolated code sends "
                + "what it captures (`self`) to the main actor, an error for a type that is not `Sendable`"
        } else if let checking = module.strictConcurrency, checking.value == "complete" {
            verdict = "checks concurrency completely (\(checking.origin)), where a `Task { @MainActor … }` started from nonisolated code "
                + "sends what it captures (`self`) to the main actor, a warning for a type that is not `Sendable`"
        } else {
            return nil
        }
        return "its module `\(module.name)` \(verdict); mark the type (or the function) `@MainActor`, and the loop runs on the main actor it inherits"
    }
}

/// The subscription rules of the catalog, and which of them a site is.
enum SubscriptionRules {
    static let all: [any SubscriptionRule] = RuleCatalog.all.compactMap { $0 as? any SubscriptionRule }

    /// The id of the rule that handles the site (the first, should two claim it).
    static func owner(of site: Subscriptions.Site) -> String? {
        all.first { $0.handles(site) }?.id
    }
}

/// The subscription sites of a file version, found once for the subscription rules (with
/// the run's module types: a file version is rewritten in one run).
enum SubscriptionSitesKey: FileAnalysisKey { typealias Value = [Subscriptions.Site] }
