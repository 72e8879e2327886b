/// What the subscription rules have in common: find the sites, keep those the rule owns,
/// turn each into an edit or a diagnostic.
protocol SubscriptionRule: Rule {
    /// Whether this rule rewrites (or reports on) the site.
    func owns(_ site: Subscriptions.Site) -> Bool
}

extension SubscriptionRule {
    public var phase: RulePhase { .migration }
    public var isEnabledByDefault: Bool { true }

    public func apply(to source: TokenizedSource) -> RuleResult { applySites(to: source) }
}

extension SubscriptionRule {
    /// The shared `apply`, callable from a rule that adds to it.
    func applySites(to source: TokenizedSource) -> RuleResult {
        var result = RuleResult()
        for site in Subscriptions(source: source).sites() where owns(site) {
            switch site.outcome {
            case .success(let replacement):
                result.edits.append(Edit(range: site.match.bytes, replacement: replacement, rule: id))
            case .failure(let skip):
                result.diagnostics.append(Diagnostic(skip.severity, at: site.match.bytes.lowerBound, skip.message, rule: id))
            }
        }
        return result
    }
}
