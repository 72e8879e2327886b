/// The rule catalog as text: `combine-migrate rules` and `combine-migrate explain RULE`.
enum RuleDocumentation {
    static func list() -> String {
        let width = RuleCatalog.all.map(\.id.count).max() ?? 0
        return RuleCatalog.all.map { rule in
            let padding = String(repeating: " ", count: width - rule.id.count)
            return "\(rule.id)\(padding)  \(rule.isEnabledByDefault ? "on " : "off")  \(rule.summary)\n"
        }.joined()
    }

    static func explain(_ rule: any Rule) -> String {
        """
        \(rule.id) (\(rule.isEnabledByDefault ? "on by default" : "opt-in")): \(rule.summary)

        Before:

        \(indent(rule.example.before))

        After:

        \(indent(rule.example.after))

        \(rule.notes)

        """
    }

    private static func indent(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : "    " + $0 }
            .joined(separator: "\n")
    }
}
