import Core

/// `receive-main-actor`: a subscription whose chain ends with `.receive(on:
/// DispatchQueue.main)` becomes a loop on the main actor.
package struct ReceiveMainActor: SubscriptionRule {
    package static let id = "receive-main-actor"
    package let isEnabledByDefault = true
    package let summary = "`.receive(on: DispatchQueue.main)` before a sink → a loop on the main actor"
    package let example = RuleExample(
        before: """
            service.progress
                .receive(on: DispatchQueue.main)
                .sink { [weak self] value in
                    self?.progressView.progress = value
                }
                .store(in: &cancellables)
            """,
        after: """
            let progressStream = service.progress.bufferedValues()
            Task { @MainActor [weak self] in
                for await value in progressStream {
                    self?.progressView.progress = value
                }
            }
            .store(in: &cancellables)
            """
    )
    package let notes = """
        On by default: the values already reached the `sink` a main-queue turn after they were \
        sent, as they reach the loop. Each value reaches the loop through the global executor, \
        then the main actor: one subscription's values keep their order, and none is handled \
        once the Task is cancelled (as a cancelled `sink` handles none), but two loops do not \
        keep between their values the order the main queue kept, nor a loop and a subscription \
        left in Combine. So two main-queue subscriptions of one type (one of them may be kept \
        in Combine, a `debounce` chain) whose handlers use the same member of it (`self.state`, \
        `strongSelf.state`, an inherited `self.title`, a member the type declares named \
        alone, an `assign(to: \\.x, on: self)` target) are left alone, with a warning: merge them into one subscription, or migrate them \
        together by hand. So is a main-queue subscription whose handler uses a member that a \
        Task of its type kept as a subscription (`Task { … }.store(in: &set)`, a one-shot \
        caller the first run migrated beside it) uses, as a handler would. A last `.receive(on:)` goes; so does one followed only by \
        operators that run none of the caller's code (`removeDuplicates()`, `dropFirst()`, \
        `prefix(_:)`, `first()`, `eraseToAnyPublisher()`, `replaceNil(with:)`, …: no closure, no \
        key path) and no comment; when other operators follow it, the chain stays as it is \
        (their closures keep running on the main queue). A `sink` whose whole value closure is \
        `DispatchQueue.main.async { … }` hops the same way: the loop takes the inner closure's \
        statements (and its capture list, when the outer closure has none) and the hop goes. \
        The Task is `@MainActor`, so the loop body runs on the \
        main thread as the `sink` closure did — unless the code around it already runs on the \
        main actor, whose isolation a `Task` inherits: `@MainActor` on the enclosing function, \
        type or extension (or on the type an extension extends), or a type inheriting from a \
        main-actor UIKit/AppKit class (`UIViewController`, `UIView`, …, also through a \
        superclass of its own), conforming to SwiftUI's `View` or to a `@MainActor` protocol, \
        or left unannotated in a module whose default isolation is the main actor — the \
        supertypes and extended types declared in the same file or, when the project says \
        which files form the module, in any of its files in the run. In \
        a `nonisolated` method, a `deinit`, or a closure passed to anything but `Task` (which \
        may run elsewhere) `@MainActor` is written — except in a module that builds in Swift 6 \
        mode (as its project says: an Xcode target's `SWIFT_VERSION`, a package's \
        `swift-tools-version` and `swiftLanguageModes`), where such a Task sends what it \
        captures (`self`) to the main actor, an error for a type that is not `Sendable` — or \
        that checks concurrency completely in Swift 5 mode (`SWIFT_STRICT_CONCURRENCY = \
        complete`, a package's `-strict-concurrency=complete`), where it is a warning the `sink` \
        did not have: the site is left with a warning (mark the type `@MainActor`). Handles `sink` and `assign` sites \
        the way `sink-for-await` and `assign-for-await` do (disable this rule and those sites \
        stay as they are). It also reports, with a note, the subscriptions Combine keeps \
        (`debounce`, `combineLatest`, `share`, `receive(on:)` another queue, `receive(on: \
        RunLoop.main)` — the run loop's default mode holds values back while the user \
        scrolls, where the main actor would not —, `assign(to: \
        &$property)`, … as listed under `sink-for-await`) and `sink`/`assign` calls that are \
        not a subscription a rule can reach.
        """

    package init() {}

    /// A chain that ends on the main queue, and one Combine keeps (this rule reports those),
    /// whatever the subscription's shape.
    func handles(_ site: Subscriptions.Site) -> Bool {
        switch site.kind {
        case .mainActor, .kept: return true
        case .plain, .firstValue: return false
        }
    }

    /// The module's types, as for every subscription rule.
    package var runPreparations: [any RunPreparation] { [ModuleTypesPreparation(), WeakAssignPreparation(), OneClosureSinksPreparation()] }

    /// The subscription rule on by default also says what stays in Combine: kept chains,
    /// republishing, and calls that are not subscriptions a rule can reach.
    var reportsUnmigratable: Bool { true }

}
