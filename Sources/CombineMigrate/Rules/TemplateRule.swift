/// A rule written as data: match → rewrite pairs with guards, in the template language.
///
/// Users' rule files (`--rules-file`) become `TemplateRule`s. The built-in rules match with
/// the same templates but render their output in code (`Rules/Subscriptions`, `Rules/OneShot`).
public struct TemplateRule: Rule {
    /// One match → rewrite pair.
    public struct Rewrite: Sendable {
        public var match: Template
        /// Nil: the rule only reports the site (with `message`), as for "kept in Combine".
        public var rewrite: Template?
        public var guards: [Guard]
        /// Said at a site the template matched but a guard refused, or — with no rewrite —
        /// at every site. Nil: guard failures are silent.
        public var message: String?
        public var severity: Diagnostic.Severity

        public init(
            match: Template, rewrite: Template?, guards: [Guard] = [], message: String? = nil,
            severity: Diagnostic.Severity = .warning
        ) {
            self.match = match
            self.rewrite = rewrite
            self.guards = guards
            self.message = message
            self.severity = severity
        }

        /// The support file's helpers the rewrite calls (`.bufferedValues()`, `.firstValue()`…).
        public var helpers: SupportHelpers { rewrite.map(SupportHelpers.called(in:)) ?? [] }
    }

    public let id: String
    public let summary: String
    public let isEnabledByDefault: Bool
    public let phase: RulePhase
    public let example: RuleExample
    public let notes: String
    public let rewrites: [Rewrite]

    public init(
        id: String, summary: String, isEnabledByDefault: Bool = true, phase: RulePhase = .migration,
        example: RuleExample = RuleExample(before: "", after: ""), notes: String = "", rewrites: [Rewrite]
    ) {
        self.id = id
        self.summary = summary
        self.isEnabledByDefault = isEnabledByDefault
        self.phase = phase
        self.example = example
        self.notes = notes
        self.rewrites = rewrites
    }

    public func apply(to source: TokenizedSource) -> RuleResult {
        var result = RuleResult()
        let matcher = Matcher(source)
        var style: FileStyle?
        for rewrite in rewrites {
            var helpers: SupportHelpers?
            for match in matcher.matches(of: rewrite.match) {
                guard rewrite.guards.allSatisfy({ $0.holds(for: match, in: source) }) else {
                    if let message = rewrite.message {
                        result.diagnostics.append(Diagnostic(rewrite.severity, at: match.bytes.lowerBound, message, rule: id))
                    }
                    continue
                }
                guard let template = rewrite.rewrite else {
                    if let message = rewrite.message {
                        result.diagnostics.append(Diagnostic(rewrite.severity, at: match.bytes.lowerBound, message, rule: id))
                    }
                    continue
                }
                if style == nil { style = FileStyle(detecting: source.bytes) }
                let text = Substitution(source: source, style: style!).render(template, for: match)
                if helpers == nil { helpers = rewrite.helpers }
                result.edits.append(Edit(range: match.bytes, replacement: text, rule: id, helpers: helpers!))
            }
        }
        return result
    }
}
