/// What one file produced, as the output formats print it: its findings (diagnostics
/// already filtered for `--verbose`) and, when it would change, the change.
package struct FileResult: Sendable {
    package struct Change: Sendable {
        /// Sites rewritten, per rule id.
        package var sites: [String: Int]
        /// The first line of the original file that the change touches (1-based).
        package var firstLine: Int
        /// The unified diff, without colour, in pieces printed one after another (a file
        /// rewritten in parts has a piece a part: its diff is never copied whole); empty in
        /// the formats that do not print it (`sarif`, `github`: computing it for nothing
        /// took them longer than the rewrite).
        package var diff: [String]
        /// Whether the change was written to the file (`--write`).
        package var written: Bool

        package var rules: [String] { sites.keys.sorted() }

        package init(sites: [String: Int], firstLine: Int, diff: [String], written: Bool) {
            self.sites = sites
            self.firstLine = firstLine
            self.diff = diff
            self.written = written
        }
    }

    package var path: String
    package var findings: [Finding]
    package var change: Change?

    package init(path: String, findings: [Finding], change: Change?) {
        self.path = path
        self.findings = findings
        self.change = change
    }

    /// A sentence about the change for the formats that carry one message per result:
    /// `import-cleanup 1, sink-for-await 2 site(s) would be migrated`.
    static func describe(_ change: Change) -> String {
        let sites = change.rules.map { "\($0) \(change.sites[$0]!)" }.joined(separator: ", ")
        return change.written
            ? "migrated by combine-migrate (\(sites)); review the change"
            : "would be migrated by combine-migrate (\(sites)); run combine-migrate --write to apply"
    }
}
