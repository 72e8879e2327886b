/// `--format json`: one JSON object a line — a `diagnostic` per finding and a `change` per
/// file that would change (in file order, a file's diagnostics before its change), an
/// `error` per file that could not be processed, and a closing `summary`. The schema is in
/// `docs/output.md`.
package enum JSONLines {
    /// The lines of a file's result, each in pieces written one after another: a change's
    /// diff is escaped a piece at a time, never copied whole (a large file's diff is several
    /// times its size).
    package static func lines(for result: FileResult) -> [[String]] {
        var lines = result.findings.map { finding in
            JSONValue.object([
                ("type", .string("diagnostic")),
                ("path", .string(result.path)),
                ("line", .int(finding.line)),
                ("column", .int(finding.column)),
                ("severity", .string(finding.severity.rawValue)),
                ("rule", .string(finding.ruleID)),
                ("message", .string(finding.message)),
            ]).rendered()
        }.map { [$0] }
        if let change = result.change {
            let members = JSONValue.object([
                ("type", .string("change")),
                ("path", .string(result.path)),
                ("rules", .array(change.rules.map { .string($0) })),
                ("sites", .object(change.rules.map { ($0, .int(change.sites[$0]!)) })),
                ("line", .int(change.firstLine)),
                ("written", .bool(change.written)),
                ("diff", .string("")),
            ]).rendered()
            // `…,"diff":""}` with the diff's pieces between the quotes.
            lines.append([String(members.dropLast(2))] + change.diff.map(jsonStringContent) + ["\"}"])
        }
        return lines
    }

    package static func error(path: String, reason: String) -> String {
        JSONValue.object([("type", .string("error")), ("path", .string(path)), ("message", .string(reason))]).rendered()
    }

    package static func summary(scanned: Int, changed: Int, failed: Int, sites: [String: Int], kept: [String: Int]) -> String {
        func counts(_ table: [String: Int]) -> JSONValue { .object(table.keys.sorted().map { ($0, .int(table[$0]!)) }) }
        return JSONValue.object([
            ("type", .string("summary")),
            ("scanned", .int(scanned)),
            ("changed", .int(changed)),
            ("failed", .int(failed)),
            ("sites", counts(sites)),
            ("kept", counts(kept)),
        ]).rendered()
    }
}
