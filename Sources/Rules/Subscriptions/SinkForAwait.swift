import Core

/// `sink-for-await`: a `sink` stored with `store(in:)` (or assigned to a cancellable
/// property) becomes a `Task` looping over the publisher's values, subscribed at the same
/// point, buffered, and cancelled when the set (or property) releases it.
package struct SinkForAwait: SubscriptionRule {
    package static let id = "sink-for-await"
    package let isEnabledByDefault = false
    package let summary = "`sink { }.store(in:)` → a `for await` loop in a Task with the same lifetime"
    package let example = RuleExample(
        before: """
            @MainActor
            final class SearchViewController {
                func bind() {
                    viewModel.$query
                        .removeDuplicates()
                        .sink { [weak self] query in
                            guard let self else { return }
                            self.search(query)
                        }
                        .store(in: &cancellables)
                }
            }
            """,
        after: """
            @MainActor
            final class SearchViewController {
                func bind() {
                    let queryStream = viewModel.$query
                        .removeDuplicates()
                        .bufferedValues()
                    Task { [weak self] in
                        for await query in queryStream {
                            guard let self else { continue }
                            self.search(query)
                        }
                    }
                    .store(in: &cancellables)
                }
            }
            """
    )
    package let notes = """
        **Opt-in** (`--enable sink-for-await`, or `"rules": {"\(SinkForAwait.id)": true}`): `sink` \
        handles each value synchronously — a `@Published` property's or a \
        `CurrentValueSubject`'s current value before the subscribing function returns, later \
        values inside `send` — and the loop handles each one a main-actor turn later. That is \
        harmless for most bindings and wrong for code that reads, right after subscribing or \
        sending, what the handler did (the first layout, a test's assertion, a delegate call's \
        order), which the rule cannot see; so it runs only where a team has decided the delay is \
        acceptable. A subscription that already hops to the main queue (`.receive(on: \
        DispatchQueue.main)`) has the same timing as the loop: `receive-main-actor` migrates it \
        by default. Shapes: `sink { v in … }` (not where the run declares a `sink` of one closure, \
        as Canvas's `sink(receiveCompletion:)` on `Future`s of `Void`, and the chain may end in a \
        `Future`: the closure may be a completion handler), `sink(receiveValue:)`, \
        `sink(receiveCompletion:receiveValue:)` \
        and its trailing form, `sink { … $0 … }`, stored with `.store(in: &set)` (any set \
        expression) or assigned to a property (`self.c = p.sink { … }` → `self.c = Task { … }.cancellable`). \
        The value closure's parameter may declare its type (`{ (language: Language) in … }`), \
        which the loop's binding keeps (`for await language: Language in …`: the value has the \
        type the closure's code was checked with, and calls pick the same overloads), or take a \
        tuple's elements (`{ (old, new) in … }` or `{ old, new in … }` → `for await (old, new) in …`; an element the \
        closure never reads is `_`); a tuple whose elements declare types stays, with a warning. \
        A completion handler that switches over `.finished` and `.failure(let e)` (or tests \
        `if case .failure(let e)`) becomes `for try await` in `do`/`catch`: the `.finished` code \
        after the loop, under `if stream.isFinished` (a cancelled loop also ends, and Combine \
        never calls the completion on cancellation), the `.failure` code in `catch`, with `e` \
        bound to the publisher's own failure type; an empty completion handler leaves the loop \
        as the Task's own throwing body, which drops the failure as the handler did (an empty \
        `catch {}` would be unreachable, a warning, where the publisher cannot fail). A handler \
        that starts with `guard let self = self else { return }` (or `guard let self`, `guard let \
        strongSelf = self`) puts the guard first in each branch that runs code: where `self` is \
        gone, the Task ends as the handler did. Both closures must capture alike. A capture list (`[weak self]`) moves to the Task; a `return` of the closure \
        becomes `continue`. A publisher reached through optional chaining \
        (`owner?.updates.sink { … }.store(in: &set)`) subscribes only when the chain is not nil: \
        its buffered values are unwrapped with `if let stream { Task { … }.store(in: &set) }`; \
        assigned to a property, it is left alone with a warning. \
        Left alone with a note, because their consumer relies on `sink` calling it \
        synchronously as a value is sent: `objectWillChange`, a Composable Architecture \
        `viewStore` (or `store.publisher`), and subscriptions made while configuring a \
        reusable cell (`configure…`, `prepareForReuse`, `cellForRowAt:`/`cellForItemAt:`), \
        a subject the same function sends to after subscribing (`subject.send(…)`: a test's \
        assertion, or code reading the handler's work, follows it); \
        also a `sink` whose closures are all empty (or whose completion handler only `break`s in \
        each case), which only keeps its publisher running, \
        and code whose subject is Combine itself (an extension of `Publisher` or `Publishers`, \
        a custom `Publisher`, `Subscriber` or `Subscription`, and every site of a file named \
        `…+Combine.swift`, `…+combine.swift` or `…Combine.swift`, or such a name followed by `Tests`, \
        which exists to offer a Combine API or to test it). A file that imports OpenCombine \
        and not Combine is skipped with a warning (its project usually deploys below iOS 13, \
        where async/await is not available, and the support file's helpers extend Combine's \
        publishers, not OpenCombine's; the warning cites the module's deployment targets when \
        the project gives them); so are the one-shot rules' functions and callers there. \
        So is code where `Task` names a type of the code's own, which `Task { … }` would \
        name instead of Swift's: a `Task` (type or type alias) \
        declared at the top level of the module, or in a type the code is in, extends or \
        inherits from (a coordinator's `enum Task`, `typealias Task = Payments.Task`), or as \
        a generic parameter (of the type an extension extends too), an associated type or a \
        local type of a function around it, or at the top level of a module of the project the \
        file imports (`import Models`, `@testable import App`: its `internal` ones count too) or \
        in a type of it the code inherits from, read in the module's files \
        when the project says which they are, else in the same file (a superset: an inactive \
        `#if` branch's declarations count); the \
        warning says so, and that Swift's is `_Concurrency.Task` there (the support file \
        says `_Concurrency.Task` itself). Likewise the one-shot rules leave a function whose \
        failure is untyped (`Error`, `any Error`, `Swift.Error`) where `Error` names such a \
        type of the code's own (a client's `enum Error: Swift.Error`): a failure written \
        `Error` is that type there, not `any Error`, and so would be the `Error` the rewrite \
        writes; and a function that returns or makes a `Future` where `Future` names a type of \
        the code's own (an app's older promise type), which they would read as Combine's. \
        Behaviour: the values are subscribed to where `sink` subscribed and buffered without \
        limit (`bufferedValues()`), so none is lost; the Task is cancelled when the set is cleared \
        or released, and then handles no further value. The loop body runs on the executor the \
        Task inherits, after the call that sent the value returns, where `sink` ran \
        synchronously on the sending thread. So a subscription is migrated only where that \
        executor is the main actor — a `@MainActor` type, extension or function, a subclass of \
        a main-actor UIKit/AppKit class or of a `@MainActor` class of its module (read in the \
        module's files when the project says which they are, else in the same file), a SwiftUI \
        `View`, code in a module whose default isolation is the main actor — and with `receive(on:)` the main \
        queue, `receive-main-actor`'s; elsewhere the loop would run on the global executor, \
        concurrently with the rest of the object, and the site is left with a warning saying \
        what would make it migratable (mark the type `@MainActor`). \
        Kept, with a note: a chain ending its delivery on another scheduler \
        (`.receive(on: someQueue)`, which the loop would not keep), chains with time-based or combining operators (`debounce`, `throttle`, \
        `delay`, `collect(.byTime…)`, `combineLatest`, `merge`, `zip`), `share`, `multicast`, \
        `makeConnectable`/`autoconnect`, `buffer`. Skipped, with a warning: a closure returning \
        a value or with a `return` inside a loop, a completion handler doing more than telling \
        `.finished` from `.failure`, a subscription that is not a statement of its own, a comment \
        the rewrite would drop, a closure using a `var` of the enclosing function (a Task may not \
        capture it). Every other `.sink` call (`_ = p.sink…`, a local, an argument) gets a note. \
        Needs the helpers of `combine-migrate support`.
        """

    package init() {}

    /// A `sink` whose chain neither hops to the main queue nor ends with one value.
    func handles(_ site: Subscriptions.Site) -> Bool {
        site.shape != .assign && site.kind == .plain
    }

}
