import Core
import Rules

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

            Generated from the rule catalog (`Sources/Rules/`) and the golden cases
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
        are not seen. Where a project file says which files a target builds (an Xcode target,
        an XcodeGen target, a package target), a run that holds only some of them (one folder
        of the target, or files left out with `--exclude`) leaves alone the functions the other
        files could call — neither `public`/`open` (they keep their publisher) nor
        `private`/`fileprivate` (every caller is in its file) — with a warning naming those
        files: their calls would neither follow nor compile against the async function, and an
        earlier run's bridge they may still call would go. Without a project file the run
        cannot tell what else a module holds.

        A call is a caller only when its receiver can be the function's type: `self`, written
        or not, inside the type, its extensions and subclasses; a variable, property or
        parameter declared with the type (or with the protocol whose extension declares the
        function), or initialized with it (`let repository = ProfileRepository()`); the type's
        name, for a `static` function. A call of the same name on another receiver — the SDK
        method a `Future` wraps (`self.client.list(maxResults: n) { … }` inside `func
        list(maxResults:)`), another type's method — is no caller, and nothing inside the
        function itself is: those are left as they are.

        - **A function is migrated when every caller in the run becomes async code** (a
          `future-task` or `future-continuation` one only then; a `datatask-async` one also
          when some stay in Combine, with a bridge: see below). A
          caller is a subscription — `.sink(receiveCompletion:receiveValue:)` (labeled,
          trailing, or value-only) or `.assign(to: \\.property, on: object)`, stored with
          `.store(in: &set)` or assigned to a property — to a chain that starts with the call.
          It becomes a `Task` stored where the subscription was (`.store(in:)` / `.cancellable`
          from `combine-migrate support`), whose statements are the chain, straight-line:

          ```swift
          // before
          api.todo(id: id)
              .map(\\.ownerID)
              .flatMap { ownerID in self.api.owner(id: ownerID) }
              .receive(on: DispatchQueue.main)
              .sink(receiveCompletion: { completion in
                  if case .failure(let error) = completion {
                      self.message = error.localizedDescription
                  }
                  self.isLoading = false
              }, receiveValue: { owner in
                  self.owner = owner.name
              })
              .store(in: &cancellables)
          // after
          Task { @MainActor in
              do {
                  let ownerID = try await api.todo(id: id).ownerID
                  guard !Task.isCancelled else { return }
                  let owner = try await self.api.owner(id: ownerID)
                  guard !Task.isCancelled else { return }
                  self.owner = owner.name
              } catch {
                  guard !Task.isCancelled else { return }
                  self.message = error.localizedDescription
              }
              self.isLoading = false
          }
          .store(in: &cancellables)
          ```

          The chain may hold: `map` with a key path (`.map(\\.name)`, `.map { $0.name }`: a
          member of the call) or a closure (its statements inlined, its final `return` the
          value, its parameter the name of the value before it); `tryMap` the same way (its
          `throw`s reach `catch`); `flatMap { x in other.call(x) }` (also
          `flatMap(maxPublishers: .max(1))`) whose closure only calls another function this run
          migrates — a second `await`, and that function migrates only if this chain does;
          `replaceError(with: v)` or `catch { _ in Just(v) }` right after the call, as
          `(try? await …) ?? v` (when the call's output is not optional, or `v` is `nil`:
          `try?` would flatten an optional); `mapError { … }` after everything that can fail
          (the `catch` maps `error` before the failure code reads it); `receive(on:)` the main
          queue or run loop, which makes the Task `@MainActor` (nothing is added inside a
          main-actor type); `eraseToAnyPublisher()`. An operator's closure may capture names
          (`{ [service] x in … }`: the Task captures them), not `self` weakly.

          The completion handler's `.finished` code follows the value code in `do`; its
          `.failure` code is in `catch`, after `guard !Task.isCancelled else { return }` (a
          cancelled subscription never got a completion); code it runs after telling them apart
          (`switch …; done()`), or in a leading `defer`, or all of it when it ignores its
          parameter (`{ _ in … }`), goes after the `do`/`catch`, where it runs once either
          branch has run. When a branch returns early, a `defer` is repeated at the start of
          each branch instead. Shapes: a `switch` over `.finished` and `.failure(let e)` (or
          `default`), `if case .failure(let e)` (with or without `else`), `if case .finished`,
          `guard case .failure(let e) = c else { …; return }`, each maybe after `guard let self
          else { return }` (repeated where the code needs it). A typed failure stays typed:
          `do throws(E)` when every `await` throws `E` and nothing else can throw, so the
          failure code reads `E`'s cases as before; after `tryMap` it is any `Error`, as it was
          in Combine.

          **Where the code runs.** The Task's code runs where the rest of the caller runs —
          on the main actor in a main-actor context or after `receive(on: main)` — and off it
          otherwise, where the `sink` ran on the thread the publisher delivered on (the Future's
          Task, URLSession's queue): off the main thread too. A `future-continuation` function's
          Future completed on the thread its callback ran on, which the run cannot tell (an SDK
          may call back on the main queue, as Firestore does): its callers migrate only where
          the Task runs on the main actor; elsewhere the call stays in Combine, with a warning
          saying so (receive on the main queue, or make the caller `@MainActor`). A closure
          of `map`/`tryMap` before `receive(on: main)` ran on that thread and now runs on the
          main actor; a `flatMap` after `receive(on: main)` keeps the chain in Combine (the code
          after it ran where the second publisher delivered).

          **Cancellation.** The Task is cancelled when the cancellable it replaces would have
          been (the set cleared or released, the property reassigned). A cancelled subscription
          runs no closure of the chain; after each `await`, `guard !Task.isCancelled else {
          return }` keeps it so, whatever the awaited function does on cancellation:
          `datatask-async`'s `data(for:)` throws `CancellationError` (or `URLError.cancelled`),
          a `future-task` function's body sees the cancellation in what it awaits (and may
          return normally), a `future-continuation` function waits for its callback and
          returns its value — the work is not cancelled, only its result ignored.

          **Captures.** The closures' capture list moves to the Task. The calls' receivers are
          captured too (`[weak self, repository]`, `[repository]`), as the subscription had
          evaluated them, wherever the Task would otherwise hold `self` across its `await`s
          only to reach them — closures capturing `self` weakly, or not at all — so `self`
          lives no longer than it did; a call through `self` itself, with `[weak self]`, stays
          in Combine. A value closure starting with `guard let self else { return }` is
          followed when the completion handler starts with the same guard, or only reaches
          `self` through `self?.`.
        - **Kept in Combine**, with the function, and a warning naming the call (``its call in
          `ProfileViewModel.bind()` (line 42) would stay in Combine: …``): any other use (a
          returned, stored or shared publisher, two subscribers, an argument; the function
          named as a value, `.flatMap(funds)`, unless the file declares a property or local
          of that name), a `replaceError(with:)`/`catch { Just(v) }` value that reads a
          variable, a property or a call (`lastName`: read when the chain was built, where the
          Task would read it after its `await`), and chains with
          other operators (`share`, `handleEvents`, `retry`, `filter`, `receive(on:)` another
          queue, …), a completion handler that runs code before telling `.finished` from
          `.failure` (it would run after the value on success, before the failure code on
          failure), a `break` out of its `switch`, closures using a `var` of the enclosing
          function (a Task cannot capture it), declarations that would clash in one block, a
          comment between the operators (it would be lost). For `future-task` and
          `future-continuation`, a bridge from the async function (`Deferred { Future { Task {
          … } } }`) would deliver on the global executor where the original delivered on the
          callback's thread or the function's actor, so none is written: migrate that caller
          first. When a function stays, the run reads its callers again, so a chain
          `flatMap`ping into it stays too.
        - **A `datatask-async` function becomes async whatever its callers do.** When some
          of its calls in the run stay in Combine (kept as the previous point says), the
          function becomes async all the same, the callers that can follow are migrated, and
          its publisher stays for the others as a bridge declared right before the async
          function, under its original name and signature:

          ```swift
          /// The user with `id`.
          func user(id: Int) -> AnyPublisher<User, APIError> {
              TaskPublisher { () throws(APIError) in try await self.user(id: id) }
                  .receive(on: DispatchQueue.main)
                  .eraseToAnyPublisher()
          }

          /// The user with `id`.
          func user(id: Int) async throws(APIError) -> User {
              …
          }
          ```

          `TaskPublisher` (`combine-migrate support`) keeps what the chain promised: the
          request starts when a subscriber asks, once per subscription (`retry` makes it
          again, as `dataTaskPublisher` did); cancelling the subscription cancels its task and
          so the request; one value then `.finished`, or the failure, of the original type
          (`APIError` stays `APIError`, so a `switch` over its cases still compiles). It
          delivers where the original did: after the chain's last `receive(on: s)`, on `s`;
          without one, on the session's `delegateQueue` (`.receive(on: session.delegateQueue)`),
          a serial queue, as `dataTaskPublisher` did: subscribers that never hop still run one
          at a time. What it holds: the bridge calls the async function on `self`, so it holds
          `self` from the call until the request ends or is cancelled; it is written only
          where the chain held `self` as long (a closure of the chain names `self`, without
          `[weak self]` or `[unowned self]`). Where the chain did not, or no bridge could
          deliver where it did (a session made by a call, or a local one, the bridge would
          not have), the publisher keeps its own body, unchanged, and the async function is
          written after it for the callers that migrate (with none, the function is left as
          it is, with a warning). The statements
          before the chain (`let url = …`) now run when the request starts, not when the
          function is called. A function with the `Publisher` suffix keeps that name for the
          bridge and gives the async function the name without it (`avatarPublisher(id:)` →
          `avatar(id:)`). Without the suffix, the two are overloads: synchronous code, and a
          chain going on with an operator, picks the publisher; asynchronous code picks the
          async function — so the function stays as it is, with a warning naming the call,
          when a call that stays in Combine is in an `async` function or an async closure
          (`Task { }`, a closure that awaits), or names the function as a value. A bridge
          is not written for what no bridge can keep (left as it is, with a warning naming
          the reason): `Just`/`Fail` returns, code other than `let`s before the chain, a
          parameter without a name, a `mutating` function, a `receive(on:)` on a local of the
          function or with `options:`. No bridge is written when every caller in the run
          follows.
        - **A bridge whose last caller has gone is removed.** A later run recognises the
          bridges it wrote (`TaskPublisher { try await self.f(…) }` — and the `Future`
          bridges of earlier versions): once no file of the run calls the publisher any more
          (for a bridge of the async function's own name and labels, no call without
          `await`, no use as a value), the bridge is deleted with its doc comment; while one
          does, it stays, with a note. A `public` or `open` bridge is never removed, nor
          marked `@available(*, deprecated)`: its callers may be outside the run, and a
          deprecation would warn in every module that has not migrated yet, for code that
          still behaves as it did — whether to deprecate a public API is its owners' call.
        - **`public` and `open` functions keep their publisher and gain an `async` sibling**
          (a member of a `public extension` is public too). Callers outside the run use the
          publisher, so it stays, with its signature and doc
          comment; the async function the rule would have made of it is declared right after
          it (same attributes, modifiers and doc comment, less a `- Returns:` field that names
          the publisher, `AnyPublisher` or a `Future`; `open` becomes `public`), and the
          publisher's body becomes a bridge to it, which a later run recognises and leaves
          alone:

          ```swift
          /// The user with `id`.
          public func userPublisher(id: String) -> AnyPublisher<User, Error> {
              Future { promise in
                  Task {
                      do {
                          promise(.success(try await self.user(id: id)))
                      } catch {
                          promise(.failure(error))
                      }
                  }
              }
              .eraseToAnyPublisher()
          }

          /// The user with `id`.
          public func user(id: String) async throws -> User {
              try await backend.fetchUser(id: id)
          }
          ```

          The bridge delivers where the original did. `future-task`: the Future's Task ran,
          and completed, on the executor of the function's context, as the bridge's Task,
          made in the same place, does; `Deferred` stays only where it was (an eager Future
          stays eager). `future-continuation`: the Future completed on the thread its
          callback ran on; when every promise call is inside `DispatchQueue.main.async { }`
          (or `OperationQueue.main.addOperation`), that is the main queue, which the bridge
          keeps with `.receive(on: DispatchQueue.main)`; otherwise the thread is the SDK's
          choice, which callers outside the run may rely on and no bridge could keep: the
          publisher keeps its own body, and the sibling is written after it. `datatask-async`: the bridge is a `TaskPublisher`, as
          for the callers in the run (previous points): a request for each subscription,
          cancelled with it, delivered on the chain's `receive(on: s)` scheduler or the
          session's delegate queue, failing with the original failure type. Differences the `Future`
          bridges have: the work runs in the sibling, on the global executor unless the
          type is isolated (the SDK call a Future made at once, on the caller's thread, is
          made a moment later from a Task); cancelling the subscription does not cancel the
          work (the result is dropped). A bridge calls the sibling on `self`, which it holds
          until the work ends: it is written only where the original publisher held `self` as
          long; otherwise the publisher keeps its own body, unchanged, and the sibling is
          written after it. Subclasses that override an `open` publisher do not change what
          its sibling does.
          The callers in the run keep calling the publisher. Left alone, with a warning: a
          name without the `Publisher` suffix (`currentWeather(city:)`: a sibling of the
          same name and labels would make calls of the publisher in async code — a `Task`,
          an `async` function — pick the sibling and stop compiling), a function that also
          returns `Just`/`Fail` (they delivered at once when subscribed to) or runs code other
          than `let` declarations before its publisher (it ran when the function was
          called), a typed failure other than `Error` and `Never` in a `Future` bridge (its
          `catch` sees `any Error`), a `mutating` function whose bridge would need `self`. Left alone, with a note naming it: a function
          whose sibling's name and labels the run declares already in its type, a subtype or
          a supertype, or at top level — an async twin written by hand, as SDKs with
          `+async.swift` files have.
        - **Left alone, with a warning:** a function declared more than once in the run (its
          calls cannot be told apart), a protocol requirement (other conformances would break),
          an `override`, an `@objc` function, and a function called on a receiver whose type
          the run cannot tell (`stores.map { $0.avatar(for: id) }`: a closure's parameter, a
          call's result), since that call might be its; the call gets a note. Declaring the
          receiver's type (`{ (store: AvatarStore) in … }`) lets the function migrate.
        - **Names.** The async function drops the `Publisher` suffix its publisher's name had,
          and its callers call it so: `weatherPublisher(city:)` becomes `weather(city:)`. When
          the run already declares that name with those labels (an async twin written by hand)
          in the function's type, a type related to it or at top level,
          or a property of that name sits beside a function without arguments, the function is
          left alone with a warning; so is a function whose name would say nothing of its
          value without the suffix (`publisher()`, `makePublisher()`, `loadPublisher()`).
        - **Kept in Combine, with a note** (the inventory's *keep*): the functions of a file
          named `…+Combine.swift`, `…+combine.swift` or `…Combine.swift`
          (`MPRemoteCommandCenter+Combine.swift`, `ParseUser+combine.swift`,
          `URLSessionCombine.swift`: an SDK's Combine wrapper), or such a name followed by
          `Tests` (its tests), which exists to offer publishers; give the files the rules may
          migrate another name.
        """
}
