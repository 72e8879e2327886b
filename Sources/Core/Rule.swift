import Tokenizer

/// A migration rule: it reads a tokenized file and proposes edits, and says why it left
/// the sites it could not migrate safely.
///
/// Each rule lives in its own file in `Rules/`, carrying its documentation (summary,
/// before/after example, behaviour notes) beside its code, and has golden cases in
/// `Golden/<rule-id>/`.
package protocol Rule: Sendable {
    /// The rule's id, as used by `--rules`, `--disable`, suppressions and `Golden/`.
    var id: String { get }
    /// One line for `combine-migrate rules`.
    var summary: String { get }
    var isEnabledByDefault: Bool { get }
    /// When the rule runs: with the migrations to a fixed point, or once after them.
    var phase: RulePhase { get }
    /// A before/after pair shown by `combine-migrate explain` and in `docs/rules.md`.
    var example: RuleExample { get }
    /// What the rule skips and how its output differs in behaviour from its input.
    var notes: String { get }

    func apply(to source: TokenizedSource) -> RuleResult
    /// The rule applied as part of a run: `run` says which rules are on and which
    /// functions the run migrates across its files. Rules that need neither read only the
    /// file (the default).
    func apply(to source: TokenizedSource, in run: RunContext) -> RuleResult
    /// The steps that read the whole run before any file is rewritten, for rules whose
    /// rewrite of one file depends on the others; none (the default) for most.
    var runPreparations: [any RunPreparation] { get }
    /// The words a file must contain for the rule to find anything in it (see `Anchors`):
    /// a file with no anchor of any rule of the run is not even tokenized. Nil (the
    /// default): any file may match.
    var anchors: Anchors? { get }
}

/// A rule of `RuleCatalog`: its id is a static, written once in the rule's file, which
/// everything else names it by (`JustFail.id`, `run.isEnabled(DataTaskAsync.id)`), so that an
/// id is spelled in one place. (Users' rules, read from rules files, carry theirs as a value.)
package protocol BuiltInRule: Rule {
    static var id: String { get }
}

extension BuiltInRule {
    package var id: String { Self.id }
}

extension Rule {
    package var runPreparations: [any RunPreparation] { [] }
    package var anchors: Anchors? { nil }
    package func apply(to source: TokenizedSource, in run: RunContext) -> RuleResult { apply(to: source) }
}

package enum RulePhase: Sendable {
    /// Runs repeatedly with the other migrations until nothing changes.
    case migration
    /// Runs once, after the migrations reached their fixed point (e.g. import clean-up).
    case cleanup
}

package struct RuleExample: Sendable {
    package var before: String
    package var after: String

    package init(before: String, after: String) {
        self.before = before
        self.after = after
    }
}

/// What a rule found in one file.
package struct RuleResult: Sendable {
    package var edits: [Edit] = []
    package var diagnostics: [Diagnostic] = []

    package init(edits: [Edit] = [], diagnostics: [Diagnostic] = []) {
        self.edits = edits
        self.diagnostics = diagnostics
    }
}
