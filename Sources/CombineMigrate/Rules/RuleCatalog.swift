/// Every built-in rule, in the order they are listed and applied.
public enum RuleCatalog {
    public static let all: [any Rule] = [
        ImportCleanup(),
    ]

    public static func rule(withID id: String) -> (any Rule)? {
        all.first { $0.id == id }
    }

    /// The rules a run uses — the built-in ones plus `extra` (from rules files) — the
    /// defaults, or exactly `only` when given, minus `disabled`.
    /// Unknown ids are returned so the caller can report them.
    public static func select(
        only: [String]?, disabled: [String], adding extra: [any Rule] = []
    ) -> (rules: [any Rule], unknown: [String]) {
        // Users' rules run after the built-in migrations, before the clean-ups.
        let candidates = all.filter { $0.phase == .migration } + extra + all.filter { $0.phase == .cleanup }
        let known = Set(candidates.map(\.id))
        let unknown = ((only ?? []) + disabled).filter { !known.contains($0) }
        let chosen = candidates.filter { rule in
            let wanted = only.map { $0.contains(rule.id) } ?? rule.isEnabledByDefault
            return wanted && !disabled.contains(rule.id)
        }
        return (chosen, unknown)
    }
}
