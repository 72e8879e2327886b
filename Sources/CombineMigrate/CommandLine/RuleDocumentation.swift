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

    /// `docs/rules.md`, generated from the catalog and the golden cases (a test fails when the
    /// file is stale; `UPDATE_DOCS=1 swift test` rewrites it).
    static func markdown(goldenCases: [String: [String]]) -> String {
        var text = """
            # Rules

            Generated from the rule catalog (`Sources/CombineMigrate/Rules/`) and the golden cases
            (`Golden/<rule-id>/`); `combine-migrate rules` lists the same, and `combine-migrate
            explain RULE` prints one rule. Do not edit by hand: run `UPDATE_DOCS=1 swift test`.

            The subscription rules write code that uses a few helpers — `bufferedValues()`, which
            subscribes at once and buffers every value, and `Task.store(in:)` / `.cancellable`,
            which give a `Task` the lifetime of the subscription it replaces. Write them into your
            project once with `combine-migrate support --output Sources/App/CombineMigrateSupport.swift`.

            | rule | default | summary |
            | --- | --- | --- |

            """
        for rule in RuleCatalog.all {
            text += "| [`\(rule.id)`](#\(rule.id)) | \(rule.isEnabledByDefault ? "on" : "off") | \(rule.summary.replacingOccurrences(of: "|", with: "\\|")) |\n"
        }
        for rule in RuleCatalog.all {
            let cases = goldenCases[rule.id] ?? []
            text += """

                ## \(rule.id)

                \(rule.summary) (\(rule.isEnabledByDefault ? "on by default" : "opt-in")).

                Before:

                ```swift
                \(rule.example.before)
                ```

                After:

                ```swift
                \(rule.example.after)
                ```

                \(rule.notes)

                Golden cases (`Golden/\(rule.id)/`, \(cases.count)): \(cases.map { "`\($0)`" }.joined(separator: ", ")).

                """
        }
        return text
    }
}
