/// What the subscription rules have in common: find the sites, keep those the rule owns,
/// turn each into an edit or a diagnostic.
protocol SubscriptionRule: Rule {
    /// Whether this rule rewrites (or reports on) the site.
    func owns(_ site: Subscriptions.Site) -> Bool
    /// The call this rule reports when no site covers it (`sink`, `assign`), if any.
    var unmatchedCallName: StaticString? { get }
}

extension SubscriptionRule {
    var unmatchedCallName: StaticString? { nil }
    public var phase: RulePhase { .migration }
    public var isEnabledByDefault: Bool { true }

    public func apply(to source: TokenizedSource) -> RuleResult { applySites(to: source, run: RunContext(rules: [])) }

    public func apply(to source: TokenizedSource, in run: RunContext) -> RuleResult { applySites(to: source, run: run) }
}

extension SubscriptionRule {
    /// The shared `apply`, callable from a rule that adds to it.
    func applySites(to source: TokenizedSource, run: RunContext) -> RuleResult {
        var result = RuleResult()
        let subscriptions = Subscriptions(source: source)
        let sites = source.analyses.value(SubscriptionSitesKey.self) { subscriptions.sites() }
        if let call = unmatchedCallName {
            let covered = sites.map(\.match.code) + subscriptions.republishingSites().map(\.code)
            for offset in subscriptions.unmatchedCalls(of: call, covered: covered) {
                result.diagnostics.append(Diagnostic(
                    .note, at: offset,
                    "not a subscription stored with `store(in:)` or in a property (`_ =`, a local, a `return`, an argument); left as it is",
                    rule: id))
            }
        }
        for site in sites where owns(site) {
            // A subscription to a function migrated in this run is the one-shot rules' business.
            if OneShotTask.callsMigratedFunction(site.match.bindings["p"]!, in: source, run: run) { continue }
            switch site.outcome {
            case .success(let replacement):
                result.edits.append(Edit(range: site.match.bytes, replacement: replacement, rule: id, helpers: site.helpers))
            case .failure(let skip):
                result.diagnostics.append(Diagnostic(skip.severity, at: site.match.bytes.lowerBound, skip.message, rule: id))
            }
        }
        return result
    }
}

/// The subscription sites of a file version, found once for the four rules.
enum SubscriptionSitesKey: FileAnalysisKey { typealias Value = [Subscriptions.Site] }
