/// `receive-main-actor`: a subscription whose chain ends with `.receive(on:
/// DispatchQueue.main)` or `RunLoop.main` becomes a loop on the main actor.
public struct ReceiveMainActor: SubscriptionRule {
    public let id = "receive-main-actor"
    public let summary = "`.receive(on: DispatchQueue.main)` before a sink → a loop on the main actor"
    public let example = RuleExample(
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
    public let notes = """
        A last `.receive(on:)` goes; when operators follow it, the chain stays as it is (they \
        keep running on the main queue). The Task is `@MainActor`, so the loop body runs on the \
        main thread as the `sink` closure did — unless the code around it already runs on the \
        main actor, whose isolation a `Task` inherits: `@MainActor` on the enclosing function, \
        type or extension (or on the type an extension extends, in the same file), or a type \
        inheriting from a main-actor UIKit/AppKit class (`UIViewController`, `UIView`, …, also \
        through a superclass declared in the same file) or conforming to SwiftUI's `View`. In \
        a `nonisolated` method, a `deinit`, or a closure passed to anything but `Task` (which \
        may run elsewhere) `@MainActor` is written. Handles `sink` and `assign` sites \
        the way `sink-for-await` and `assign-for-await` do (disable this rule and those sites \
        stay as they are).
        """

    public init() {}

    func owns(_ site: Subscriptions.Site) -> Bool {
        site.kind.receivesOnMain
    }
}
