import Core

/// Every built-in rule, in the order they are listed and applied.
package enum RuleCatalog {
    package static let all: [any Rule] = [
        DataTaskAsync(),
        FutureTask(),
        FutureContinuation(),
        JustFail(),
        PublicAsyncOverload(),
        ExpectationAsync(),
        SinkForAwait(),
        AssignForAwait(),
        ReceiveMainActor(),
        FirstValue(),
        ImportCleanup(),
    ]

    package static func rule(withID id: String) -> (any Rule)? {
        all.first { $0.id == id }
    }

    /// The rules a run uses, from the built-in ones plus `extra` (users' rules files): with
    /// `only`, exactly those; otherwise the rules on by default, switched on or off by
    /// `overrides` (the configuration file's `rules`); then minus `disabled`. Unknown ids are
    /// returned so the caller can report them.
    package static func select(
        only: [String]?, disabled: [String], overrides: [String: Bool] = [:], adding extra: [any Rule] = []
    ) -> (rules: [any Rule], unknown: [String]) {
        // Users' rules run after the built-in migrations, before the clean-ups.
        let candidates = all.filter { $0.phase == .migration } + extra + all.filter { $0.phase == .cleanup }
        let known = Set(candidates.map(\.id))
        let unknown = ((only ?? []) + disabled + overrides.keys.sorted()).filter { !known.contains($0) }
        let chosen = candidates.filter { rule in
            let wanted = only.map { $0.contains(rule.id) } ?? overrides[rule.id] ?? rule.isEnabledByDefault
            return wanted && !disabled.contains(rule.id)
        }
        return (chosen, unknown)
    }
}
