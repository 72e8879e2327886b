import Core
import Structure
import Tokenizer

/// `datatask-async`: a function returning a `dataTaskPublisher` chain becomes an `async`
/// function using `URLSession.data(for:)` / `data(from:)`.
///
/// The chain is read by `DataTaskChain`, its argument typed by `RequestEvidence`, and its
/// operators turned into statements by `DataTaskBody` (all in `Rules/OneShot/DataTask/`).
package struct DataTaskAsync: OneShotRule {
    package static let id = "datatask-async"
    package let summary = "a function returning a `dataTaskPublisher` chain → an `async` function using `data(for:)`/`data(from:)`"
    package let example = RuleExample(
        before: """
            func user(id: Int) -> AnyPublisher<User, Error> {
                let url = baseURL.appendingPathComponent("users/\\(id)")
                return session.dataTaskPublisher(for: url)
                    .tryMap { data, response in
                        guard (response as? HTTPURLResponse)?.statusCode == 200 else {
                            throw URLError(.badServerResponse)
                        }
                        return data
                    }
                    .decode(type: User.self, decoder: decoder)
                    .receive(on: DispatchQueue.main)
                    .eraseToAnyPublisher()
            }
            """,
        after: """
            func user(id: Int) async throws -> User {
                let url = baseURL.appendingPathComponent("users/\\(id)")
                let (data, response) = try await session.data(from: url)
                guard (response as? HTTPURLResponse)?.statusCode == 200 else {
                    throw URLError(.badServerResponse)
                }
                return try decoder.decode(User.self, from: data)
            }
            """)
    package let notes = """
        Shapes: the function returns `AnyPublisher<T, E>` (by `return`, as the body's only \
        expression, or as `let p = <chain>` directly followed by `return p`; the first and \
        the last also in a `do` block, whose `catch` returns `Fail`) built from \
        `<session>.dataTaskPublisher(for: x)` — any session expression — and then any of \
        `map(\\.data)`, `map(\\.response)`, `map { $0.data }`, `map { $0.0 }` (`$0.1`: the \
        response), `map`/`tryMap` with a \
        closure (its statements inlined, its final `return` the value; `data, response \
        in`, one name, `$0`/`$1`), a key path or a function reference, \
        `decode(type:decoder:)` → `try d.decode(T.self, from: data)`, `mapError { … }` → \
        `do { … } catch { throw … }`, `replaceError(with: v)` and `catch { _ in Just(v) }` \
        → `do { … } catch { return v }`, `retry(n)` → a loop that runs everything before \
        it up to n more times, and `receive(on:)`, `subscribe(on:)`, \
        `eraseToAnyPublisher()`, and a `mapError` that only erases the error's type (`{ $0 \
        as Error }`) (dropped). `x` decides `data(from:)` (a `URL`) or `data(for:)` (a \
        `URLRequest`), from its type as the declarations of the whole run tell it: a \
        parameter, local (`let`, `var`, `guard let`) or property declared with the type, \
        `URL(…)`, `URLRequest(…)`, a method's declared result (`API.get(url:)` with \
        `static func get(…) -> URLRequest` in another file), a property a protocol the \
        type conforms to declares; for a value of a type declared outside the run, a `URL` \
        method such as `appendingPathComponent`, or `.url`. Comments between the operators \
        become `//` lines before the statement they precede; the function's other \
        statements stay, and its `return Just/Fail` are `just-fail`'s. Skipped, with a \
        warning: an operator not in the list (named; the chain is left whole), no evidence \
        for `x` (named: overloads of one name with different results, a generic member, a \
        member of a type declared outside the run), a transform after an error handler \
        (`retry(2).map(\\.data)`: its value would be needed outside the `do`/`catch`), a \
        closure that returns early, has a capture list, or whose parameters or \
        declarations clash with the function's names, a comment that could not be placed, \
        a session whose type the run declares and is no `URLSession` (an app's protocol or \
        mock: its `data(for:)` is not checked), a function in an extension of a type no file \
        of the run declares (an SDK's type may have an async method of its async name) but \
        `URLSession`, whose async API is known: there, only an async name of that API \
        (`dataPublisher(for:)` would become `data(for:)`, which its own body, and every call \
        of Apple's, could pick). A chain the function subscribes to itself \
        is not this shape, nor an app's own method called `dataTaskPublisher` without \
        `for:`; a function or computed property whose `dataTaskPublisher(for:)` chain is in \
        another place than these shapes gets a note saying so, and so do a function the \
        one-shot rules do not read at all (generic, `async` or `throws`, returning another \
        publisher type) that makes one, and a `dataTaskPublisher(for:)` made anywhere else \
        (inside a closure, in a function that does not return it). A function some of whose \
        callers in the run stay in Combine, and a `public` or `open` function, keep their \
        publisher as a `TaskPublisher` bridge to the async function declared beside it: a \
        request per subscription, cancelled with it, delivered on the chain's `receive(on:)` \
        scheduler or else on the session's delegate queue, as `dataTaskPublisher` delivered, \
        with the original failure type — where the chain held `self` while the request ran, \
        as the bridge does; otherwise, or where no bridge would have the session, the \
        publisher keeps its own body and the async function is written after it (see \
        Callers). \
        Behaviour: the request starts when the async function is awaited, not when \
        the publisher is subscribed to; cancelling the awaiting Task cancels the request \
        as cancelling the subscription did. `receive(on:)`/`subscribe(on:)` are dropped: \
        the function runs on the caller's executor and returns to it, so a caller that \
        updates the UI must be `@MainActor`. Errors: `data(for:)` throws `URLError` as the \
        publisher failed with it; the function is `async throws`, `async throws(E)` when a \
        final `mapError` makes every error an `E`, `async throws(URLError)` when the \
        publisher fails with `URLError` (its body catches what `data(for:)` throws besides: \
        `CancellationError`, the awaiting Task cancelled where the subscription delivered \
        nothing, becomes `URLError(.cancelled)`, as Apple's `data(for:)` throws then, any \
        other error `URLError(.unknown)`, as `dataTaskPublisher` made it), and `async` when \
        `replaceError`/`catch` leave nothing that can fail. `retry` also retries after the Task is cancelled \
        (each attempt then fails at once). Availability: `data(for:)`/`data(from:)` need \
        iOS 15, macOS 12, tvOS 15, watchOS 8; in a function whose module deploys below them \
        on a platform it builds for (as its project says: an Xcode target's \
        `IPHONEOS_DEPLOYMENT_TARGET` and its kin, an XcodeGen `deploymentTarget`, a \
        package's `platforms:` or SwiftPM's defaults), unless an `@available` on it or its \
        type covers that platform, the request is the support file's \
        `session.backDeployedData(for:)`/`(from:)` instead (`combine-migrate support`; a \
        name of its own, so it never competes with Apple's where both exist): \
        `dataTask(with:completionHandler:)` in a checked continuation, with what \
        `dataTaskPublisher` delivered — the data and any response, an HTTP error included, or \
        the task's `URLError` — and the data task cancelled when the awaiting Task is \
        (`URLError(.cancelled)`; a Task cancelled already does not start it). No \
        `@available` is added: a `Task` cannot carry one, so every caller's function would \
        need it, and theirs in turn. When the run finds no project file that builds the \
        file, the deployment target is not known, and the rewrite calls `data(for:)`. \(AsyncAvailability.namesOfTheCodesOwn)
        """

    package init() {}

    /// The request's type, and the session's, come from the run's declarations.
    var readsRunDeclarations: Bool { true }

    var requiredAvailability: (api: String, versions: PlatformVersions)? {
        ("`URLSession.data(for:)`/`data(from:)`", AsyncAvailability.urlSessionData)
    }

    /// Below them, the support file's `backDeployedData(for:)`/`(from:)`: the same request
    /// and result from `dataTask(with:completionHandler:)`, cancelled with the awaiting task.
    var backDeploys: Bool { true }

    /// Its bridge, a `TaskPublisher`, keeps what the chain promised: a request for each
    /// subscription, cancelled with it, delivered on the session's delegate queue or on the chain's
    /// `receive(on:)` scheduler.
    func bridgesCallersInTheRun(_ delivery: PublisherDelivery) -> Bool { true }

    /// `dataTaskPublisher` is lazy — a request for each subscription, cancelled with it —
    /// and delivers on the session's delegate queue, or where the chain's last `receive(on:
    /// s)` says: the bridge is a `TaskPublisher` (lazy, once per subscription, cancelling its
    /// task and so the request) that receives on `s`, or on the session's `delegateQueue`.
    /// That queue is serial (`URLSession.shared`'s, and one a session makes for itself):
    /// subscribers that never hop, as a view model's `sink`s writing its state, still run
    /// one at a time, where values sent from each subscription's task would reach them at
    /// once from several threads.
    func bridgeDelivery(of function: PublisherFunction, in source: TokenizedSource) -> Result<BridgeDelivery, SkipReason> {
        let view = CodeView(source)
        guard case .success(let chain)? = DataTaskChain.read(function, view) else { return .failure(SkipReason("not a chain")) }
        var delivery = BridgeDelivery(deferred: true, taskPublisher: true)
        guard let receive = chain.operators.last(where: { $0.name == "receive" }) else {
            if let local = localOutsideParameters(in: chain.session, of: function, at: chain.call, view) {
                return .failure(SkipReason(
                    offset: view.offset(local),
                    "`\(function.key)` would keep its publisher as a bridge (`public`, or called from Combine), which delivers on the session's delegate queue as `dataTaskPublisher` did, and its session is `\(view.text(local))`, a local the bridge would not have; left as it is"))
            }
            // A session made by a call (`URLSession(configuration: c)`) would be made again.
            if let call = chain.session.first(where: { view.kind($0) == .leftParen }) {
                return .failure(SkipReason(
                    offset: view.offset(call),
                    "`\(function.key)` would keep its publisher as a bridge (`public`, or called from Combine), which delivers on the session's delegate queue as `dataTaskPublisher` did, and its session is made by a call the bridge would make again; left as it is"))
            }
            let session = chain.session.isEmpty ? "self" : view.source.text(ofCode: chain.session)
            delivery.scheduler = session + ".delegateQueue"
            return .success(delivery)
        }
        if let arguments = receive.arguments {
            let pieces = view.splitTopLevel(from: arguments.lowerBound, to: arguments.upperBound)
            guard pieces.count == 1, let first = pieces.first, view.isWord(first.lowerBound, "on"), view.kind(first.lowerBound + 1) == .colon
            else {
                return .failure(SkipReason(
                    offset: view.offset(receive.position),
                    "`\(function.key)` would keep its publisher as a bridge (`public`, or called from Combine), and its chain receives with options the bridge would not keep; left as it is"))
            }
            let scheduler = (first.lowerBound + 2)..<first.upperBound
            if let local = localOutsideParameters(in: scheduler, of: function, at: chain.call, view) {
                return .failure(SkipReason(
                    offset: view.offset(local),
                    "`\(function.key)` would keep its publisher as a bridge (`public`, or called from Combine), and its chain receives on `\(view.text(local))`, a local the bridge would not have; left as it is"))
            }
            delivery.scheduler = view.source.text(ofCode: scheduler)
        }
        return .success(delivery)
    }

    /// The first name in `code` (not a member: `self.session` has none) that is a local of
    /// the function's body and not a parameter: the bridge, which replaces the body, would
    /// not have it.
    private func localOutsideParameters(
        in code: Range<CodePosition>, of function: PublisherFunction, at call: CodePosition, _ view: CodeView
    ) -> CodePosition? {
        let locals = view.localNames(visibleAt: call)
        return code.first { p in
            view.kind(p) == .identifier && view.kind(p - 1) != .period && locals[view.text(p)] != nil
                && !function.parameters.contains { $0.name == view.text(p) }
        }
    }

    func migrateBody(of function: PublisherFunction, in source: TokenizedSource, run: RunContext) -> BodyMigration? {
        let view = CodeView(source)
        // The bridge an earlier run wrote: removed when nothing calls it any more.
        if BridgeRemoval.taskPublisherBridge(function, view) != nil { return .bridge }
        guard let read = DataTaskChain.read(function, view) else { return nil }
        // One that kept its body, its async sibling declared after it.
        if AsyncSibling.declaredTwin(of: function, view) != nil { return .bridge }
        do {
            let chain = try read.get()
            let evidence = RequestEvidence(view: view, function: function, types: run.oneShot.types)
            guard let kind = evidence.kind(of: chain.request) else {
                let argument = view.source.text(ofCode: chain.request)
                var reason = SkipReason(
                    at: chain.request.lowerBound,
                    "cannot tell whether `\(argument)` is a `URL` (`data(from:)`) or a `URLRequest` (`data(for:)`); give it a type where it is declared")
                // The declarations of the run's other files may tell (`OneShotPreparation`).
                reason.awaitsRun = !run.isPrepared
                throw reason
            }
            if chain.session.isEmpty, function.enclosingType.map({ $0.keyword == "extension" && $0.name == "URLSession" }) != true {
                throw SkipReason(at: chain.call, "`dataTaskPublisher(for:)` without a session outside an extension of `URLSession`")
            }
            if let type = sessionTypeOfTheRun(chain.session, view, run.oneShot.types) {
                throw SkipReason(
                    at: chain.session.lowerBound,
                    "`\(view.source.text(ofCode: chain.session))` is of type `\(type)`, which this run declares, not `URLSession`; that it has `data(for:)`/`data(from:)` as `URLSession` does is not checked")
            }
            let backDeployed = run.oneShot.backDeployed.contains(function.key)
            var body = DataTaskBody(
                view: view, function: function, chain: chain, style: view.style, request: kind, backDeployed: backDeployed)
            let (range, replacement) = try body.build()
            let edit = Edit(range: range, replacement: replacement, rule: id, helpers: backDeployed ? .backDeployedData : [])
            return .rewrite(edits: [edit], throwing: body.canFail, typedErrors: body.typed)
        } catch let problem as SkipReason {
            let offset = problem.offset ?? view.offset(problem.position ?? function.funcKeyword)
            var reason = SkipReason(offset: offset, "\(problem.message); `\(function.key)` left as it is")
            reason.awaitsRun = problem.awaitsRun
            return .skip(reason)
        } catch {
            return nil
        }
    }

    /// The name of the session's type when the run declares it and it is no `URLSession`
    /// (a protocol of the app's, a mock): its `dataTaskPublisher(for:)` is its own.
    private func sessionTypeOfTheRun(_ session: Range<CodePosition>, _ view: CodeView, _ types: TypeTable) -> String? {
        guard !session.isEmpty, case .instance(let type) = view.valueType(of: session, at: session.lowerBound, types: types),
            types.isDeclared(type.name), !types.isSubtype(type.name, of: "URLSession")
        else { return nil }
        return type.name
    }
}
