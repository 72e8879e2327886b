import Core

/// `assign-for-await`: `assign(to: \.prop, on: object).store(in:)` becomes a `Task` that sets
/// `object?.prop` for each value, holding `object` weakly.
package struct AssignForAwait: SubscriptionRule {
    package static let id = "assign-for-await"
    package let isEnabledByDefault = false
    package let summary = "`assign(to:on:).store(in:)` → a `for await` loop setting the property"
    package let example = RuleExample(
        before: """
            @MainActor
            final class TitleView {
                func bind() {
                    model.$title
                        .assign(to: \\.text, on: self)
                        .store(in: &cancellables)
                }
            }
            """,
        after: """
            @MainActor
            final class TitleView {
                func bind() {
                    let textStream = model.$title.bufferedValues()
                    Task { [weak self] in
                        for await value in textStream {
                            self?.text = value
                        }
                    }
                    .store(in: &cancellables)
                }
            }
            """
    )
    package let notes = """
        **Opt-in** (`--enable assign-for-await`), for the reason `sink-for-await` is: \
        `assign(to:on:)` sets the property synchronously, the loop a main-actor turn later. The \
        object is captured weakly, which also ends the strong reference `assign(to:on:)` \
        keeps to it (with `on: self`, a retain cycle through the set). An object reached \
        through a property path (`on: navigationView.nextButton`) is read once, where the Task \
        is made, as `assign(to:on:)` read it where it subscribed, into a weak capture named \
        after the path's last name (`[weak nextButton = navigationView.nextButton]`; its last \
        two names joined, `hostingControllerView`, where the function also names the last one \
        on its own, as a view controller's `view`); one \
        reached otherwise (`!`, `?.`, a call) stays, with a warning. An `assign(to:…:)` \
        operator the run declares whose body is the one `sink` that sets the property on the \
        weakly held object (`sink { [weak object] value in object?[keyPath: keyPath] = value }`, \
        DuckDuckGo's `assign(to:onWeaklyHeld:)`) is read as `assign(to:on:)` (here and by \
        `receive-main-actor`), its weak hold kept; not where the run declares that label again \
        with another body. A chain whose type only the key path gave stays, with a warning: \
        the closure that makes its output (`map`, `compactMap`, … past the operators that keep \
        it) writes no result type and returns `nil` (after a `guard`, say), a number, \
        `.member` or `[]` — cut before `.assign`, it no longer type-checks (`'nil' requires a \
        contextual type`). Values are buffered \
        from the point of subscription and the Task shares the subscription's lifetime, and it \
        is migrated only where the loop runs on the main actor, as in `sink-for-await`. \
        (`assign(to: &$property)` republishes into a `@Published` property and stays in \
        Combine, with `receive-main-actor`'s note.) Needs the helpers of `combine-migrate support`.
        """

    package init() {}

    /// An `assign(to:on:)` whose chain does not hop to the main queue.
    func handles(_ site: Subscriptions.Site) -> Bool {
        site.shape == .assign && (site.kind == .plain || site.kind == .firstValue)
    }

}
