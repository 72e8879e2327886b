import Core
import Tokenizer

/// `public-async-overload` (opt-in): a `public` function that a one-shot rule migrates, and
/// whose name has no `Publisher` suffix to drop, gains an `async` overload of its own name
/// and labels; its publisher stays, for ever, as the bridge to it (or with its own body
/// beside it, `AsyncSibling`) for the callers outside the run. The run's own callers
/// follow as those of an `internal` function do: a subscription the run can migrate awaits
/// the overload, another call keeps the publisher, and a call the overload would capture
/// (unchained, in asynchronous code) leaves the function as it is.
///
/// Off by default: outside the run, a call of the publisher in asynchronous code that is not
/// chained (`let p = api.user(id: 1)` in an `async` function) would pick the overload and
/// stop compiling until it says its type. The rule is for public API whose callers are all
/// in the run (a package or framework of the same repository) or whose owners accept that.
package struct PublicAsyncOverload: OneShotPlanRule {
    package static let id = "public-async-overload"
    package let summary = "a `public` one-shot function without a `Publisher` suffix gains an `async` overload of the same name; its publisher stays as the bridge"
    package let isEnabledByDefault = false
    package let phase = RulePhase.migration
    package let example = RuleExample(
        before: """
            public enum UsersAPI {
                public static func user(id: Int, session: URLSession) -> AnyPublisher<User, Error> {
                    session.dataTaskPublisher(for: URL(string: "https://api.example.com/users/\\(id)")!)
                        .map(\\.data)
                        .decode(type: User.self, decoder: JSONDecoder())
                        .eraseToAnyPublisher()
                }
            }
            """,
        after: """
            public enum UsersAPI {
                public static func user(id: Int, session: URLSession) -> AnyPublisher<User, Error> {
                    TaskPublisher { try await self.user(id: id, session: session) }
                        .receive(on: session.delegateQueue)
                        .eraseToAnyPublisher()
                }

                public static func user(id: Int, session: URLSession) async throws -> User {
                    let (data, _) = try await session.data(from: URL(string: "https://api.example.com/users/\\(id)")!)
                    return try JSONDecoder().decode(User.self, from: data)
                }
            }
            """)
    package let notes = """
        Makes the one-shot rules (`datatask-async`, `future-task`, `future-continuation`) \
        migrate a `public` function whose async version keeps its name: without this rule \
        such a function is left with a warning, and only a `…Publisher` function gains a \
        sibling (without the suffix). Not an `open` one: a subclass outside the run may \
        override its publisher, which callers migrated to the overload would no longer reach. The overload is written after the publisher, \
        which becomes a bridge to it that starts on subscription, cancels with it and \
        delivers where it delivered, or keeps its own body where no bridge could (a chain \
        that held no `self`, a callback's thread). The bridge is never removed, even when no \
        call in the run names it: callers outside the run may. The run's calls are read as \
        for an `internal` function: subscriptions it can migrate await the overload in a \
        `Task`; a call in asynchronous code, or a reference to the function, would pick or \
        mean the overload, and the function is left as it is with a warning naming that call. \
        Behaviour: none for the publisher's callers (the bridge starts, cancels, delivers and \
        fails as the publisher did). Outside the run, an unchained call of the publisher in \
        asynchronous code (`let p = api.user(id: 1)`) picks the overload and must be given \
        its type (`let p: AnyPublisher<User, Error> = …`): enable the rule where the run \
        holds every such caller, or where the API's owners accept that source change.
        """

    package init() {}

    /// The publisher's bridge (or kept body) and the overload, for each such function the
    /// one-shot rules migrate in the file; their skips and their callers stay theirs.
    package func apply(to source: TokenizedSource, in run: RunContext) -> RuleResult {
        var result = RuleResult()
        for plan in OneShotPlan.plans(in: source, run: run) where plan.overloadsPublicFunction {
            guard case .success(let migration) = plan.outcome else { continue }
            result.edits += FunctionRewrite(plan: plan, migration: migration, source: source).edits(rule: Self.id)
        }
        return result
    }

    /// Whether `function` is one this rule gives an overload: `public`, not `open` (a
    /// subclass outside the run may override its publisher, which callers migrated to the
    /// overload would no longer reach), with an async name that is its own.
    static func overloads(_ function: PublisherFunction) -> Bool {
        function.isPublic && !function.modifiers.contains("open") && PublisherFunction.asyncName(of: function.name) == function.name
    }
}
