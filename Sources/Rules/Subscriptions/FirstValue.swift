import Core

/// `first-value`: a one-value subscription (`.first()` or `.prefix(1)` before `sink`)
/// becomes a Task awaiting that value.
package struct FirstValue: SubscriptionRule {
    package static let id = "first-value"
    package let isEnabledByDefault = false
    package let summary = "`p.first().sink { }` → a Task awaiting the first value (no hang when there is none)"
    package let example = RuleExample(
        before: """
            @MainActor
            final class WelcomeViewController {
                func bind() {
                    session.currentUser
                        .first()
                        .sink { [weak self] user in
                            self?.greet(user)
                        }
                        .store(in: &cancellables)
                }
            }
            """,
        after: """
            @MainActor
            final class WelcomeViewController {
                func bind() {
                    let userStream = session.currentUser
                        .first()
                        .bufferedValues()
                    Task { [weak self] in
                        guard let user = await userStream.firstValueOrNil() else { return }
                        self?.greet(user)
                    }
                    .store(in: &cancellables)
                }
            }
            """
    )
    package let notes = """
        **Opt-in** (`--enable first-value`), for the reason `sink-for-await` is: the value is \
        handled a main-actor turn after `sink` would have handled it. \
        `.first()` (or `.prefix(1)`) stays in the chain, so the upstream is cancelled after one \
        value, exactly as before. The stream subscribes where the `sink` did (`bufferedValues()`), \
        and the Task awaits its one value with the support file's `firstValueOrNil()`: `nil` — \
        and the Task ends, it does not hang — when the publisher finishes without a value or \
        the Task is cancelled. The value closure's `return`s stay `return`s. With `.finished` \
        code in the completion handler, the Task loops instead (it runs at most once), because \
        that code must wait for the publisher to finish, after the value or without one. \
        Lifetime, buffering and threading as in `sink-for-await`.
        """

    package init() {}

    /// A `sink` whose chain ends with `.first()` or `.prefix(1)`.
    func handles(_ site: Subscriptions.Site) -> Bool {
        site.shape != .assign && site.kind == .firstValue
    }

}
