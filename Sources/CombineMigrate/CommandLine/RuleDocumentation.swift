/// The rule catalog as text: `combine-migrate rules` and `combine-migrate explain RULE`.
enum RuleDocumentation {
    static func list() -> String {
        let width = RuleCatalog.all.map(\.id.count).max() ?? 0
        return RuleCatalog.all.map { rule in
            let padding = String(repeating: " ", count: width - rule.id.count)
            return "\(rule.id)\(padding)  \(rule.isEnabledByDefault ? "on " : "off")  \(rule.summary)\n"
        }.joined()
    }

    static func explain(_ rule: any Rule) -> String {
        """
        \(rule.id) (\(rule.isEnabledByDefault ? "on by default" : "opt-in")): \(rule.summary)

        Before:

        \(indent(rule.example.before))

        After:

        \(indent(rule.example.after))

        \(rule.notes)

        """
    }

    private static func indent(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : "    " + $0 }
            .joined(separator: "\n")
    }

    /// `docs/rules.md`, generated from the catalog and the golden cases (a test fails when the
    /// file is stale; `UPDATE_DOCS=1 swift test` rewrites it).
    static func markdown(goldenCases: [String: [String]]) -> String {
        var text = """
            # Rules

            Generated from the rule catalog (`Sources/CombineMigrate/Rules/`) and the golden cases
            (`Golden/<rule-id>/`); `combine-migrate rules` lists the same, and `combine-migrate
            explain RULE` prints one rule. Do not edit by hand: run `UPDATE_DOCS=1 swift test`.

            The subscription rules write code that uses a few helpers — `bufferedValues()`, which
            subscribes at once and buffers every value, and `Task.store(in:)` / `.cancellable`,
            which give a `Task` the lifetime of the subscription it replaces (the one-shot rules'
            callers use the latter). Write them into your project once with `combine-migrate support
            --output Sources/App/CombineMigrateSupport.swift`, or let `--write --support` write them;
            a run whose rewrites need them in a module that lacks them says so, with that command.

            | rule | default | summary |
            | --- | --- | --- |

            """
        for rule in RuleCatalog.all {
            text += "| [`\(rule.id)`](#\(rule.id)) | \(rule.isEnabledByDefault ? "on" : "off") | \(rule.summary.replacingOccurrences(of: "|", with: "\\|")) |\n"
        }
        for rule in RuleCatalog.all {
            let cases = goldenCases[rule.id] ?? []
            text += """

                ## \(rule.id)

                \(rule.summary) (\(rule.isEnabledByDefault ? "on by default" : "opt-in")).

                Before:

                ```swift
                \(rule.example.before)
                ```

                After:

                ```swift
                \(rule.example.after)
                ```

                \(rule.notes)

                Golden cases (`Golden/\(rule.id)/`, \(cases.count)): \(cases.map { "`\($0)`" }.joined(separator: ", ")).

                """
        }
        return text + "\n" + callersAndBridges
    }

    /// How the one-shot rules keep the callers of a migrated function compiling.
    static let callersAndBridges = """
        ## Callers and bridges

        `datatask-async`, `future-task` and `future-continuation` change a function's signature
        (`-> AnyPublisher<User, Error>` becomes `async throws -> User`). Before rewriting, a run
        reads all its files for the functions these rules migrate and for their calls, so that
        the callers change with the function, whichever file or folder they are in. Run it on
        the whole app or package (`combine-migrate Sources`): calls in files outside the run
        are not seen.

        A call is a caller only when its receiver can be the function's type: `self`, written
        or not, inside the type, its extensions and subclasses; a variable, property or
        parameter declared with the type (or with the protocol whose extension declares the
        function), or initialized with it (`let repository = ProfileRepository()`); the type's
        name, for a `static` function. A call of the same name on another receiver — the SDK
        method a `Future` wraps (`self.client.list(maxResults: n) { … }` inside `func
        list(maxResults:)`), another type's method — is no caller, and nothing inside the
        function itself is: those are left as they are.

        - **A caller that subscribes directly** — `repository.loadProfile(id: id)`, then
          optionally `.map(\\.name)`, `.receive(on: DispatchQueue.main)`, then
          `.sink(receiveCompletion:receiveValue:)` (labeled, trailing, or value-only), stored with
          `.store(in: &set)` or assigned to a property — becomes a `Task` that awaits the call in
          `do`/`catch`, with the subscription's lifetime (`.store(in:)` / `.cancellable` from
          `combine-migrate support`): the value code, then the `.finished` code, in `do`; the
          `.failure` code in `catch`, after `guard !Task.isCancelled else { return }` (a
          cancelled subscription never got a completion). `receive(on: main)` makes the Task
          `@MainActor` (nothing is added inside a `@MainActor` type). With `[weak self]`, the
          receiver is captured by the Task (`[weak self, repository]`), as the subscription had
          evaluated it; a call through `self` itself stays in Combine.
        - **Every other use** (an operator chain, `flatMap`, a returned publisher, a stored one)
          keeps compiling through the **bridge**: `<name>Publisher(…)`, with the same parameters
          and the original publisher type, declared right after the async function and derived
          from it (`Deferred { Future { promise in Task { … try await self.<name>(…) … } } }`),
          and the call is renamed (`repository.loadProfilePublisher(id: $0)`), with a note. The
          bridge is added only when some call needs it.
        - **`public` and `open` functions** keep their publisher signature, since callers outside
          the run may use it: the `async` function is added before it under the same name, and
          the publisher function's body becomes the bridge. Swift tells the two apart by
          `async`: a call with `await` picks the async function; a call in synchronous code, or
          one whose result is used as a publisher, picks the publisher. One case changes: in
          an async context, `let p = client.user(id: 1)` (no type annotation) now picks the
          async function and must be written `let p: AnyPublisher<User, Error> = …`.
        - **Left alone, with a warning:** a function declared more than once in the run (its
          calls cannot be told apart), a protocol requirement (other conformances would break),
          an `override`, an `@objc` function, and a function called on a receiver whose type
          the run cannot tell (`stores.map { $0.avatar(for: id) }`: a closure's parameter, a
          call's result), since that call might be its; the call gets a note. Declaring the
          receiver's type (`{ (store: AvatarStore) in … }`) lets the function migrate.

        A bridge is a `Future` started in a `Task`: cancelling its subscription does not cancel
        the task, and the work starts on subscription (`Deferred`), as a `dataTaskPublisher`'s
        did — where a bare `Future` started at creation.
        """
}
