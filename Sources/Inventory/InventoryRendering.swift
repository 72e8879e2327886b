import Core
import Foundation
import Output

/// The inventory as an aligned terminal table, Markdown, or JSON (schema in
/// `docs/inventory.md`).
package enum InventoryRendering {
    /// The columns of the count tables: a short header for the terminal, the Markdown
    /// header, and the value.
    struct Column: Sendable {
        let short: String
        let long: String
        let value: @Sendable (CombineCounts) -> Int
    }

    static let countColumns: [Column] = [
        Column(short: "AnyPub", long: "`AnyPublisher`") { $0[.anyPublisher] },
        Column(short: "Publisher", long: "`Publisher`") { $0[.publisher] },
        Column(short: "AnyCanc", long: "`AnyCancellable`") { $0[.anyCancellable] },
        Column(short: "sink", long: "`sink`") { $0[.sink] },
        Column(short: "store", long: "`store(in:)`") { $0[.store] },
        Column(short: "assign", long: "`assign`") { $0[.assign] },
        Column(short: "flatMap", long: "`flatMap`") { $0[.flatMap] },
        Column(short: "erase", long: "`eraseToAnyPublisher`") { $0[.eraseToAnyPublisher] },
        Column(short: "Future", long: "`Future`") { $0[.future] },
        Column(short: "dataTask", long: "`dataTaskPublisher`") { $0[.dataTaskPublisher] },
        Column(short: "subjects", long: "subjects") { $0.subjects },
        Column(short: "@Pub", long: "`@Published`") { $0[.published] },
    ]

    static func percent(_ readiness: Double?) -> String? {
        readiness.map { "\(Int(($0 * 100).rounded()))%" }
    }

    /// Whether a file has anything to show (files with no Combine code, site or finding are
    /// counted in their module but not listed).
    static func isListed(_ file: FileInventory) -> Bool {
        file.counts.total > 0 || file.auto > 0 || !file.sites.isEmpty || !file.findings.isEmpty
    }

    static func headline(_ report: InventoryReport) -> String {
        let total = report.totals
        var text = "\(total.files) file\(total.files == 1 ? "" : "s") in \(report.modules.count) module\(report.modules.count == 1 ? "" : "s"): "
        text += "\(total.auto) site\(total.auto == 1 ? "" : "s") migrated by the rules (auto), \(total.manual) to migrate by hand (manual), "
        text += "\(total.keep) kept in Combine (keep)"
        if let readiness = percent(total.readiness) { text += "; readiness \(readiness)" }
        text += "; \(total.findings) audit finding\(total.findings == 1 ? "" : "s")"
        if !report.errors.isEmpty { text += "; \(report.errors.count) file\(report.errors.count == 1 ? "" : "s") could not be read" }
        return text
    }

    /// What a module's project says of it, each fact with where it came from:
    /// `("deployment targets", "iOS 13.0", "ENA.xcodeproj: …")`; a fact not settled is
    /// "unknown" (the rules then judge its files alone).
    static func facts(of facts: ModuleFacts) -> [(name: String, value: String, origin: String)] {
        func row<Value>(_ name: String, _ fact: ModuleFacts.Fact<Value>?, _ text: (Value) -> String) -> (String, String, String) {
            fact.map { (name, text($0.value), $0.origin) } ?? (name, "unknown", "")
        }
        var rows: [(name: String, value: String, origin: String)] = [
            ("kind", facts.kind.rawValue, facts.projectFile ?? ""),
            row("deployment targets", facts.deploymentTargets) { targets in
                targets.versions.keys.sorted().map { "\($0) \(PlatformVersions.text(targets.versions[$0]!))" }.joined(separator: ", ")
            },
            row("language mode", facts.languageMode) { "Swift \($0)" },
            row("default isolation", facts.defaultIsolation) { $0.rawValue },
            row("strict concurrency", facts.strictConcurrency) { $0 },
            row("upcoming features", facts.upcomingFeatures) { $0.isEmpty ? "none" : $0.joined(separator: ", ") },
        ]
        if facts.listsFiles { rows.append(("files", "listed one by one in the target", facts.projectFile ?? "")) }
        return rows
    }

    /// `Name (path)` for a target, `path/` for a folder.
    static func moduleLabel(_ module: InventoryReport.ModuleSummary) -> String {
        module.kind == "target" ? "\(module.name) (\(module.path))" : "\(module.path)/"
    }

    static func orderReason(_ module: InventoryReport.ModuleSummary) -> String {
        var parts: [String] = []
        if module.network { parts.append("network layer") }
        parts.append("\(module.keep) keep")
        parts.append("readiness \(percent(module.readiness) ?? "-")")
        parts.append("\(module.auto) auto, \(module.manual) manual")
        parts.append("\(module.dependents) dependent\(module.dependents == 1 ? "" : "s")")
        return parts.joined(separator: ", ")
    }

    // MARK: Terminal

    package static func table(_ report: InventoryReport) -> String {
        var out = "combine-migrate inventory: \(headline(report))\n"
        let totals = report.totals

        out += "\nMODULES\n"
        var rows: [[String]] = []
        for module in report.modules {
            rows.append([module.rank.map(String.init) ?? "-", module.name, module.path, String(module.files)]
                + countColumns.map { String($0.value(module.counts)) }
                + [String(module.auto), String(module.manual), String(module.keep), percent(module.readiness) ?? "-", String(module.findings)])
        }
        rows.append(["", "TOTAL", "", String(totals.files)] + countColumns.map { String($0.value(totals.counts)) }
            + [String(totals.auto), String(totals.manual), String(totals.keep), percent(totals.readiness) ?? "-", String(totals.findings)])
        out += aligned(
            header: ["#", "MODULE", "PATH", "FILES"] + countColumns.map(\.short) + ["auto", "manual", "keep", "ready", "audit"],
            rows: rows, leftColumns: [1, 2])

        let listed = report.files.filter { isListed($0.inventory) }
        out += "\nFILES"
        if listed.count < report.files.count {
            out += " (\(report.files.count - listed.count) without Combine code not listed)"
        }
        out += "\n"
        rows = listed.map { file, _ in
            [file.path] + countColumns.map { String($0.value(file.counts)) }
                + [String(file.auto), String(file.manual), String(file.keep),
                    percent(InventoryReport.ModuleSummary.readiness(auto: file.auto, manual: file.manual)) ?? "-",
                    String(file.findings.count)]
        }
        rows.append(["TOTAL"] + countColumns.map { String($0.value(totals.counts)) }
            + [String(totals.auto), String(totals.manual), String(totals.keep), percent(totals.readiness) ?? "-", String(totals.findings)])
        out += aligned(
            header: ["FILE"] + countColumns.map(\.short) + ["auto", "manual", "keep", "ready", "audit"], rows: rows,
            leftColumns: [0])

        let described = report.modules.filter { $0.facts != nil }
        if !described.isEmpty || !report.projectProblems.isEmpty {
            out += "\nPROJECT (what each module's project says, and where)\n"
            for module in described {
                out += "  \(moduleLabel(module))\n"
                for fact in facts(of: module.facts!) {
                    out += "    \(fact.name): \(fact.value)\(fact.origin.isEmpty ? "" : " — \(fact.origin)")\n"
                }
            }
            for problem in report.projectProblems { out += "  \(problem.file): warning: \(problem.message)\n" }
        }

        out += "\nSUGGESTED ORDER\n"
        for module in report.order {
            out += "\(String(module.rank!).leftPadded(to: 3)). \(moduleLabel(module)) — \(orderReason(module))\n"
        }
        let idle = report.modules.filter { $0.rank == nil }
        if !idle.isEmpty { out += "  nothing to migrate: \(idle.map(moduleLabel).joined(separator: ", "))\n" }
        if !report.support.isEmpty {
            out += "\nSUPPORT FILE (the rewrites call helpers no file of the module declares)\n"
            for missing in report.support {
                out += "  \(missing.module): \(missing.helpers.listed) — run: \(missing.command)\n"
            }
        }

        if !totals.autoByRule.isEmpty {
            out += "\nAUTO (sites the rules migrate, per rule; the dry run shows them)\n"
            out += aligned(header: ["RULE", "SITES"], rows: totals.autoByRule.sorted { $0.key < $1.key }.map { [$0.key, String($0.value)] }, leftColumns: [0])
        }
        for classification in [FileInventory.Classification.manual, .keep] {
            let sites = report.files.flatMap { file, _ in
                file.sites.filter { $0.classification == classification }.map { (file.path, $0) }
            }
            guard !sites.isEmpty else { continue }
            out += "\n\(classification == .manual ? "MANUAL" : "KEEP")\n"
            for (path, site) in sites {
                out += "\(path):\(site.line):\(site.column): \(site.what): \(site.reason)\(site.rule.map { " [\($0)]" } ?? "")\n"
            }
        }
        let findings = report.files.flatMap { file, _ in file.findings.map { (file.path, $0) } }
        if !findings.isEmpty {
            out += "\nAUDIT FINDINGS\n"
            for (path, finding) in findings {
                out += "\(path):\(finding.line):\(finding.column): warning: \(finding.message) [\(finding.audit)]\n"
            }
        }
        for error in report.errors { out += "\(error.path): error: \(error.reason)\n" }
        out += "\nColumns: AnyPub AnyPublisher, AnyCanc AnyCancellable, store store(in:), erase eraseToAnyPublisher, "
        out += "dataTask dataTaskPublisher, subjects PassthroughSubject + CurrentValueSubject, @Pub @Published; "
        out += "ready = auto / (auto + manual). See docs/inventory.md.\n"
        return out
    }

    /// Columns separated by two spaces; numbers right-aligned, `leftColumns` left-aligned.
    static func aligned(header: [String], rows: [[String]], leftColumns: Set<Int>) -> String {
        let all = [header] + rows
        let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
        var out = ""
        for row in all {
            let cells = row.enumerated().map { column, cell in
                leftColumns.contains(column) ? cell.rightPadded(to: widths[column]) : cell.leftPadded(to: widths[column])
            }
            out += cells.joined(separator: "  ").trimmingTrailingSpaces() + "\n"
        }
        return out
    }

    // MARK: Markdown

    package static func markdown(_ report: InventoryReport) -> String {
        let totals = report.totals
        var out = "# Combine inventory\n\n\(headline(report)).\n"

        out += "\n## Suggested order\n\n"
        if report.order.isEmpty { out += "Nothing to migrate.\n" }
        for module in report.order {
            let label = module.kind == "target" ? "**\(cell(module.name))** (`\(cell(module.path))`)" : "**`\(cell(module.path))/`**"
            out += "\(module.rank!). \(label) — \(orderReason(module))\n"
        }
        let idle = report.modules.filter { $0.rank == nil }
        if !idle.isEmpty { out += "\nNothing to migrate: \(idle.map { cell(moduleLabel($0)) }.joined(separator: ", ")).\n" }
        if !report.support.isEmpty {
            out += "\n## Support file\n\nThe rewrites call helpers that no file of these modules declares:\n\n"
            for missing in report.support {
                out += "- \(cell(missing.module)): \(missing.helpers.listed) — `\(missing.command)`\n"
            }
        }

        let described = report.modules.filter { $0.facts != nil }
        if !described.isEmpty || !report.projectProblems.isEmpty {
            out += "\n## Project\n\nWhat each module's project says of it, and where:\n\n"
            out += markdownRow(["module", "fact", "value", "from"]) + markdownRow(["---", "---", "---", "---"])
            for module in described {
                for fact in facts(of: module.facts!) {
                    out += markdownRow([cell(module.name), fact.name, cell(fact.value), fact.origin.isEmpty ? "" : "`\(cell(fact.origin))`"])
                }
            }
            for problem in report.projectProblems { out += "\n- `\(cell(problem.file))`: \(cell(problem.message))\n" }
        }

        let classificationHeader = ["auto", "manual", "keep", "readiness", "audit"]
        out += "\n## Modules\n\n"
        out += markdownRow(["#", "module", "path", "files"] + countColumns.map(\.long) + classificationHeader)
        out += markdownRow(["---:", "---", "---", "---:"] + countColumns.map { _ in "---:" } + classificationHeader.map { _ in "---:" })
        for module in report.modules {
            out += markdownRow([module.rank.map(String.init) ?? "", cell(module.name), "`\(cell(module.path))`", String(module.files)]
                + countColumns.map { String($0.value(module.counts)) }
                + [String(module.auto), String(module.manual), String(module.keep), percent(module.readiness) ?? "—", String(module.findings)])
        }
        out += markdownRow(["", "**total**", "", "**\(totals.files)**"] + countColumns.map { "**\($0.value(totals.counts))**" }
            + ["**\(totals.auto)**", "**\(totals.manual)**", "**\(totals.keep)**", "**\(percent(totals.readiness) ?? "—")**", "**\(totals.findings)**"])

        let listed = report.files.filter { isListed($0.inventory) }
        out += "\n## Files\n\n"
        if listed.count < report.files.count {
            out += "\(report.files.count - listed.count) file\(report.files.count - listed.count == 1 ? "" : "s") without Combine code, sites or findings \(report.files.count - listed.count == 1 ? "is" : "are") not listed (all zeros); the totals count every file.\n\n"
        }
        out += markdownRow(["file"] + countColumns.map(\.long) + classificationHeader)
        out += markdownRow(["---"] + countColumns.map { _ in "---:" } + classificationHeader.map { _ in "---:" })
        for (file, _) in listed {
            out += markdownRow(["`\(cell(file.path))`"] + countColumns.map { String($0.value(file.counts)) }
                + [String(file.auto), String(file.manual), String(file.keep),
                    percent(InventoryReport.ModuleSummary.readiness(auto: file.auto, manual: file.manual)) ?? "—",
                    String(file.findings.count)])
        }
        out += markdownRow(["**total**"] + countColumns.map { "**\($0.value(totals.counts))**" }
            + ["**\(totals.auto)**", "**\(totals.manual)**", "**\(totals.keep)**", "**\(percent(totals.readiness) ?? "—")**", "**\(totals.findings)**"])

        out += "\n## Sites\n"
        out += "\n### Auto\n\n"
        if totals.autoByRule.isEmpty {
            out += "No rule migrates anything here.\n"
        } else {
            out += markdownRow(["rule", "sites"]) + markdownRow(["---", "---:"])
            for (rule, count) in totals.autoByRule.sorted(by: { $0.key < $1.key }) { out += markdownRow(["`\(rule)`", String(count)]) }
        }
        for classification in [FileInventory.Classification.manual, .keep] {
            out += "\n### \(classification == .manual ? "Manual" : "Keep")\n\n"
            let sites = report.files.flatMap { file, _ in
                file.sites.filter { $0.classification == classification }.map { (file.path, $0) }
            }
            if sites.isEmpty {
                out += "None.\n"
                continue
            }
            out += markdownRow(["site", "what", "reason"]) + markdownRow(["---", "---", "---"])
            for (path, site) in sites {
                out += markdownRow(["`\(cell(path)):\(site.line):\(site.column)`", "`\(cell(site.what))`",
                    cell(site.reason) + (site.rule.map { " [`\($0)`]" } ?? "")])
            }
        }
        out += "\n## Audit findings\n\n"
        let findings = report.files.flatMap { file, _ in file.findings.map { (file.path, $0) } }
        if findings.isEmpty { out += "None.\n" }
        for (path, finding) in findings {
            out += "- `\(cell(path)):\(finding.line):\(finding.column)`: warning: \(finding.message) [`\(finding.audit)`]\n"
        }
        if !report.errors.isEmpty {
            out += "\n## Files not read\n\n"
            for error in report.errors { out += "- `\(cell(error.path))`: \(cell(error.reason))\n" }
        }
        out += "\nSubjects are `PassthroughSubject` + `CurrentValueSubject`; readiness is auto / (auto + manual). See `docs/inventory.md`.\n"
        return out
    }

    private static func markdownRow(_ cells: [String]) -> String {
        "| " + cells.joined(separator: " | ") + " |\n"
    }

    /// Text safe inside a Markdown table cell.
    private static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }

    // MARK: JSON

    package static func json(_ report: InventoryReport) -> String {
        func counts(_ counts: CombineCounts) -> JSONValue {
            .object(CombineName.allCases.map { ($0.rawValue, .int(counts[$0])) })
        }
        func rules(_ byRule: [String: Int]) -> JSONValue {
            .object(byRule.sorted { $0.key < $1.key }.map { ($0.key, .int($0.value)) })
        }
        func readiness(_ value: Double?) -> JSONValue {
            value.map { .number((($0 * 10000).rounded()) / 10000) } ?? .null
        }
        func summary(_ module: InventoryReport.ModuleSummary, totals: Bool = false) -> [(String, JSONValue)] {
            var members: [(String, JSONValue)] = []
            if !totals {
                members += [
                    ("name", .string(module.name)), ("path", .string(module.path)), ("kind", .string(module.kind)),
                    ("rank", module.rank.map { .int($0) } ?? .null),
                ]
            }
            members += [
                ("files", .int(module.files)), ("counts", counts(module.counts)), ("auto", .int(module.auto)),
                ("autoByRule", rules(module.autoByRule)), ("manual", .int(module.manual)), ("keep", .int(module.keep)),
                ("readiness", readiness(module.readiness)), ("auditFindings", .int(module.findings)),
            ]
            if !totals { members += [("network", .bool(module.network)), ("dependents", .int(module.dependents))] }
            if !totals, let facts = module.facts {
                members.append(("project", .object(self.facts(of: facts).map { fact in
                    (fact.name, .object([("value", .string(fact.value)), ("from", .string(fact.origin))]))
                })))
            }
            return members
        }
        let files: [JSONValue] = zip(report.files, report.fileModules).map { entry, index in
            let (file, module) = entry
            return .object([
                ("path", .string(file.path)), ("module", .string(module)), ("moduleName", .string(report.modules[index].name)),
                ("counts", counts(file.counts)),
                ("auto", .int(file.auto)), ("autoByRule", rules(file.autoByRule)), ("manual", .int(file.manual)),
                ("keep", .int(file.keep)),
                ("readiness", readiness(InventoryReport.ModuleSummary.readiness(auto: file.auto, manual: file.manual))),
                ("network", .bool(file.network)),
                ("sites", .array(file.sites.map { site in
                    .object([
                        ("classification", .string(site.classification.rawValue)), ("line", .int(site.line)),
                        ("column", .int(site.column)), ("what", .string(site.what)), ("reason", .string(site.reason)),
                        ("rule", site.rule.map { .string($0) } ?? .null),
                    ])
                })),
                ("findings", .array(file.findings.map { finding in
                    .object([
                        ("line", .int(finding.line)), ("column", .int(finding.column)), ("severity", .string("warning")),
                        ("message", .string(finding.message)), ("audit", .string(finding.audit)),
                    ])
                })),
            ])
        }
        let root = JSONValue.object([
            ("version", .int(1)),
            ("tool", .string("combine-migrate \(ToolVersion.current)")),
            ("totals", .object(summary(report.totals, totals: true))),
            ("order", .array(report.order.map { .string($0.path) })),
            ("support", .array(report.support.map { missing in
                .object([
                    ("module", .string(missing.module)), ("folder", .string(missing.folder)),
                    ("helpers", .array(missing.helpers.names.map { .string($0) })), ("output", .string(missing.output)),
                    ("command", .string(missing.command)),
                ])
            })),
            ("modules", .array(report.modules.map { .object(summary($0)) })),
            ("files", .array(files)),
            ("errors", .array(report.errors.map { .object([("path", .string($0.path)), ("reason", .string($0.reason))]) })),
            ("projectProblems", .array(report.projectProblems.map { .object([("file", .string($0.file)), ("message", .string($0.message))]) })),
        ])
        return root.rendered(indent: 2) + "\n"
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }

    package func rightPadded(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }

    func trimmingTrailingSpaces() -> String {
        var text = self
        while text.hasSuffix(" ") { text.removeLast() }
        return text
    }
}
