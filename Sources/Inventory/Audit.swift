import Core
import Tokenizer

/// An audit: a check for a concurrency or Combine hazard that no rewrite fixes, reported as
/// a warning (`combine-migrate audit`, and counted in `combine-migrate inventory`).
///
/// Audits read a tokenized file like rules do, but only report: their diagnostics are
/// `warning`s with the audit's id. Each audit has cases in
/// `Tests/CombineMigrateTests/Fixtures/Audits/<audit-id>/` (see `docs/inventory.md`).
package protocol Audit: Sendable {
    /// The audit's id, as printed in brackets after each finding and accepted by
    /// `// combine-migrate:disable-next-line <id>`.
    var id: String { get }
    /// One line for `combine-migrate audit --list`.
    var summary: String { get }
    /// What the audit looks for, and its heuristic, for `docs/inventory.md`.
    var notes: String { get }

    func findings(in source: TokenizedSource) -> [Diagnostic]
}

/// Every built-in audit, in the order they run.
package enum AuditCatalog {
    package static let all: [any Audit] = [
        ContinuationResumeAudit(),
        TaskStrongSelfAudit(),
        EagerFutureAudit(),
    ]

    package static func audit(withID id: String) -> (any Audit)? {
        all.first { $0.id == id }
    }
}

/// Runs audits on one file: their findings, sorted by position, without the ones silenced
/// by `// combine-migrate:disable-next-line <audit-id>` or `disable-file` comments.
package struct Auditor: Sendable {
    package let audits: [any Audit]

    package init(audits: [any Audit] = AuditCatalog.all) {
        self.audits = audits
    }

    package func findings(in source: TokenizedSource) -> [Diagnostic] {
        let suppressions = Suppressions(source: source)
        var found: [Diagnostic] = []
        for audit in audits {
            for finding in audit.findings(in: source)
            where suppressions.directive(silencing: finding.ruleID, at: finding.offset) == nil {
                found.append(finding)
            }
        }
        // One finding per place and message, ordered by position.
        var seen = Set<String>()
        return found
            .sorted { ($0.offset, $0.ruleID, $0.message) < ($1.offset, $1.ruleID, $1.message) }
            .filter { seen.insert("\($0.offset) \($0.ruleID) \($0.message)").inserted }
    }

    package func findings(in bytes: [UInt8]) -> [Diagnostic] {
        findings(in: TokenizedSource(bytes: bytes))
    }
}
