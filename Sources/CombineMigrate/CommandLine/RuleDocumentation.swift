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
        return text + "\n" + callers
    }

    /// How the one-shot rules treat the callers of a migrated function.
    static let callers = """
        ## Callers

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

        - **A function is migrated only when every caller in the run becomes async code.** A
          caller that subscribes directly — `repository.loadProfile(id: id)`, then optionally
          `.map(\\.name)`, `.receive(on: DispatchQueue.main)`, then
          `.sink(receiveCompletion:receiveValue:)` (labeled, trailing, or value-only), stored with
          `.store(in: &set)` or assigned to a property — becomes a `Task` that awaits the call in
          `do`/`catch`, with the subscription's lifetime (`.store(in:)` / `.cancellable` from
          `combine-migrate support`): the value code, then the `.finished` code, in `do`; the
          `.failure` code in `catch`, after `guard !Task.isCancelled else { return }` (a
          cancelled subscription never got a completion). `receive(on: main)` makes the Task
          `@MainActor` (nothing is added inside a `@MainActor` type). With `[weak self]`, the
          receiver is captured by the Task (`[weak self, repository]`), as the subscription had
          evaluated it; a call through `self` itself stays in Combine.
        - **Any other use** (an operator chain, `flatMap`, a returned or stored publisher, an
          argument) would need a Combine bridge from the async function, `Deferred { Future {
          Task { … } } }`: it would deliver on the global executor where the original delivered
          on the callback's thread, hold `self` strongly, and not cancel its work with the
          subscription. So the function is left as it is, with a warning naming that call
          (``its call in `ProfileViewModel.bind()` (line 42) would stay in Combine: …``).
          Migrate that caller first.
        - **`public` and `open` functions** are left as they are, with a warning: callers
          outside the run use their publisher, which would have to become such a bridge.
        - **Left alone, with a warning:** a function declared more than once in the run (its
          calls cannot be told apart), a protocol requirement (other conformances would break),
          an `override`, an `@objc` function, and a function called on a receiver whose type
          the run cannot tell (`stores.map { $0.avatar(for: id) }`: a closure's parameter, a
          call's result), since that call might be its; the call gets a note. Declaring the
          receiver's type (`{ (store: AvatarStore) in … }`) lets the function migrate.
        - **Names.** The async function drops the `Publisher` suffix its publisher's name had,
          and its callers call it so: `weatherPublisher(city:)` becomes `weather(city:)`. When
          the run already declares that name with those labels (an async twin written by hand),
          or a property of that name sits beside a function without arguments, the function is
          left alone with a warning; so is a function whose name would say nothing of its
          value without the suffix (`publisher()`, `makePublisher()`, `loadPublisher()`).
        - **Kept in Combine, with a note** (the inventory's *keep*): the functions of a file
          named `…+Combine.swift` (`MPRemoteCommandCenter+Combine.swift`, an SDK's Combine
          wrapper), which exists to offer publishers; give the files the rules may migrate
          another name.
        """
}
