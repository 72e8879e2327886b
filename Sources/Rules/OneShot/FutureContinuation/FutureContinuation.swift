import Core
import Structure
import Tokenizer

/// `future-continuation`: a function returning a `Future` that wraps a callback API becomes
/// an `async` function awaiting `withChecked(Throwing)Continuation`.
package struct FutureContinuation: OneShotRule {
    package static let id = "future-continuation"
    package let summary = "a `Future` wrapping a callback API → `withCheckedThrowingContinuation` in an `async` function"
    package let example = RuleExample(
        before: """
            func document(at path: String) -> AnyPublisher<Document, Error> {
                Future { promise in
                    self.database.getDocument(path) { document, error in
                        if let error {
                            promise(.failure(error))
                        } else if let document {
                            promise(.success(document))
                        } else {
                            promise(.failure(DatabaseError.notFound))
                        }
                    }
                }
                .eraseToAnyPublisher()
            }
            """,
        after: """
            func document(at path: String) async throws -> Document {
                try await withCheckedThrowingContinuation { continuation in
                    self.database.getDocument(path) { document, error in
                        if let error {
                            continuation.resume(throwing: error)
                        } else if let document {
                            continuation.resume(returning: document)
                        } else {
                            continuation.resume(throwing: DatabaseError.notFound)
                        }
                    }
                }
            }
            """)
    package let notes = """
        Shapes: the function's result (`return`, or the body's only expression) is \
        `Future { promise in … }`, typed `Future<T, E> { … }`, `Future() { … }`, inside `Deferred { … }`, \
        followed by `.eraseToAnyPublisher()`, and by `.receive(on:)` the main queue \
        (`DispatchQueue.main`, `RunLoop.main`, `OperationQueue.main`: dropped, since its callers \
        migrate only into Tasks on the main actor, where its subscribers ran; a caller elsewhere \
        keeps the function as it is); the function returns `AnyPublisher<T, E>` or \
        `Future<T, E>`; statements before it stay. The Future becomes \
        `try await withCheckedThrowingContinuation { continuation in … }` \
        (`await withCheckedContinuation` when it cannot fail: a `Never` failure, or no \
        `.failure`/`Result` passed to the promise), the promise is renamed `continuation` \
        (`continuation2`… when taken), `promise(.success(v))` becomes \
        `continuation.resume(returning: v)`, `.success(())` `resume()`, `.failure(e)` \
        `resume(throwing: e)`, `promise(result)` `resume(with: result)`; a `Void` result \
        spells out `CheckedContinuation<Void, Error>` (nothing else says what to infer). \
        `[weak self]` with a leading `guard let self else { return }`, or with only \
        `self?.` uses, is dropped (`self?.` → `self.`): the closure runs while the method runs, \
        when `self` is alive, so that guard never failed. Comments and layout are kept. \
        Each path of the closure is followed — branches, `switch`, `guard`, `do`/`catch`, \
        loops, `return` — with each callback counted as called once where it is created. \
        Skipped, with a warning: a path that never calls the promise (a \
        `(value, error)` callback with a path where both are nil; a `guard let self` in a \
        callback), a promise maybe called twice (a checked continuation traps; the Future \
        ignored it), a promise used other than called (stored, passed on as a completion \
        handler, `$0`), a handler that may run more than once (`addObserver`, `sink`, \
        snapshot listeners…), a typed failure `E` other than `Error` that the closure can \
        fail with (`withCheckedThrowingContinuation` throws `any Error`, not `E`), a comment \
        the rewrite would drop, a function in an extension of a type no file of the run \
        declares (an SDK's type may offer the callback it wraps as an async method of the \
        async function's name: WebKit imports `deleteCookie:completionHandler:` as \
        `deleteCookie(_:) async`; `future-task` leaves such a function too), and a promise \
        handed a file the callback API keeps only while \
        its callback runs (`loadFileRepresentation`'s `url`, `downloadTask`'s `location`, \
        `coordinate`'s URL, or a local made from one): a Future's subscribers received it \
        inside the callback, where the file still existed, while code after `await` runs \
        after the callback returned. The code of the callback stays inside it, so what it \
        makes of such a file (`String(contentsOf: url)`) is what crosses `resume`. Also \
        skipped: a Future whose closure, as it is made, calls or reads a member of `self` \
        (but a `let` of its type) in a class or extension no actor isolates: the Future ran \
        that code on its caller's thread, the async function would run it on the concurrency \
        pool, beside callers touching the same state on theirs (the actor is read from the \
        file: one given by another file, or by the module, leaves the function alone too). \
        What a `let` refers to is not checked (`self.store.request(…)` with `let store`): \
        that object's thread is its own business, as an SDK object's is. \
        A Future that completes at once, without a callback (its \
        promise called by its closure itself on every path), becomes the function's body: its \
        statements, `promise(.success(v))` → `return v`, `.failure(e)` → `throw e` (`throws(E)` \
        when every error is the failure type `E`), a `promise(…); return` ending a block, or \
        `return promise(…)`, one `return`; its capture list goes (the closure ran while the method did), and so does a \
        leading `guard let self … else { promise(…); return }` (it never failed then); left \
        with a warning: a capture the body would not have (`[x = y]`), a weak `self` read in an \
        expression (`guard let x = self?.x`: `self.x` may not be optional), code after a \
        promise call. Its callers migrate only where nothing of their function runs after the \
        subscription (the Future had delivered before that code ran; the Task delivers after \
        it). The callers that stay in Combine (when some other call in the run migrates), and a \
        `public` function's, keep the publisher with its own body (a bridge to the async function would deliver later, from a Task), \
        the async function declared after it: of the same name (an overload, which synchronous \
        code resolves to the publisher), or without its `Publisher` suffix; a later run leaves \
        that pair alone, and removes the publisher once nothing names it (not a `public` one). \
        A Future running a `Task` is \
        `future-task`'s. \
        A function returning a publisher whose `Future` is in another place (followed by \
        `.timeout`, `.map`…, inside a `flatMap`, stored first) and a computed property \
        making a `Future` get a note saying so (the one-shot rules do not read them), and \
        so do a function the one-shot rules do not read at all (generic, `async` or \
        `throws`, returning another publisher type) that makes one, and a `Future` made \
        anywhere else (inside a closure, in a function that does not return it). \
        A `public` or `open` function keeps its publisher, as a bridge to the async \
        function declared beside it, when its promise is called on the main queue \
        (`DispatchQueue.main.async`) or it receives on it, which the bridge keeps with \
        `.receive(on:)`, where a callback the Future made held `self` while the work ran, \
        as the bridge does; otherwise, and on a callback's own thread, the publisher keeps \
        its own body and the async function is written after it (see Callers). \
        Behaviour: a `Future` calls the API when it is created (eagerly, even with no \
        subscriber) and caches its one result for every subscriber; the async function calls \
        the API each time it is awaited (`Deferred { Future }` was already lazy, but still \
        shared its result within one subscription). Cancelling the awaiting task does not \
        cancel the callback API's work: the continuation still waits for the callback. The \
        awaiting task resumes on its own executor, not on the thread the callback ran on. \
        Errors: an `Error` failure becomes `throws` (`any Error`); `Never` is non-throwing. \(AsyncAvailability.namesOfTheCodesOwn)
        """

    package init() {}

    /// Why the Future's closure cannot move into the async function, if it cannot: the Future
    /// ran it on its caller's thread as it was made, the async function runs it on its own
    /// executor — the same where an actor isolates the function (its callers are on that
    /// actor), the concurrency pool elsewhere (but in a module with
    /// `NonisolatedNonsendingByDefault`, which a survey of the file alone cannot know). There,
    /// the closure's code (not its callbacks, which mention the promise and run on the API's
    /// thread either way) must not touch the state of `self` (`firstSelfStateUse`), which its
    /// callers touch on their thread: in a class, or an extension (not a `struct` or `enum`
    /// declaration). Read from the file alone, so that the survey, the preparation and the
    /// rewrite agree (a type whose actor another file gives is left alone).
    private static func threadObstacle(_ function: PublisherFunction, _ future: ReturnedFuture, _ view: CodeView) -> SkipReason? {
        guard let type = function.enclosingType, !["struct", "enum", "actor"].contains(type.keyword), let close = view.partner(future.open)
        else { return nil }
        // An extension of a value type this file declares: its `self` is a copy.
        let valueType = (view.typeBodies()[type.simpleName] ?? []).contains { ["struct", "enum"].contains(view.typeKeyword(ofBody: $0)) }
        if valueType { return nil }
        switch view.isolation(at: function.bodyOpen + 1) {
        case .mainActor, .globalActor, .actorInstance: return nil
        case .nonisolated, .unannotated, .unknown: break
        }
        let promise = view.closureSignature(open: future.open).parameters.first
        guard let use = view.firstSelfStateUse(in: (future.open + 1)..<close, typeName: type.simpleName, callback: promise) else {
            return nil
        }
        return SkipReason(
            "the Future calls or reads `\(use.name)` of `self` on its caller's thread as it is made; the async function, which no actor this file shows isolates, would do it on another thread, where `\(type.simpleName)`'s state could be touched from two at once; isolate the type to an actor (`@MainActor`), or migrate it by hand")
    }

    /// The Future delivered on the thread its callback ran on: known only when every promise
    /// call is inside `DispatchQueue.main.async { }` (or `OperationQueue.main.addOperation`),
    /// or it receives on the main queue, which the bridge keeps with `.receive(on:)`. One that
    /// completed at once, delivering as it was subscribed to, keeps its body.
    func bridgeDelivery(of function: PublisherFunction, in source: TokenizedSource) -> Result<BridgeDelivery, SkipReason> {
        let view = CodeView(source)
        guard let future = ReturnedFuture(function: function, view: view), view.closureSignature(open: future.open).parameters.count == 1
        else { return .failure(SkipReason("not a Future")) }
        if let scheduler = future.receiveOn, future.receivesOnMain(view) {
            // Delivered on the main queue, which the bridge keeps with the same `.receive(on:)`.
            guard function.returnKind == .anyPublisher else { return .failure(SkipReason(Self.futureBridgeMessage(function), .warning)) }
            var delivery = future.bridgeDelivery(view)
            delivery.scheduler = view.source.text(ofCode: scheduler)
            return .success(delivery)
        }
        if Self.completesAtOnce(future, view) {
            return .success(future.bridgeDelivery(view).keepingBody(because: "its Future completes at once"))
        }
        for p in Self.promiseCalls(future, view) {
            if !Self.isOnMainQueue(p, below: future.open, view) {
                let message = "`\(function.key)` is `public`, and its Future completes on the thread its callback runs on, which callers outside this run may rely on and a bridge to an async sibling would not keep (only a promise called inside `DispatchQueue.main.async` is known to deliver on the main queue); left as it is"
                return .failure(SkipReason(offset: view.offset(p), message, .warning))
            }
        }
        guard function.returnKind == .anyPublisher else { return .failure(SkipReason(Self.futureBridgeMessage(function), .warning)) }
        var delivery = future.bridgeDelivery(view)
        delivery.scheduler = "DispatchQueue.main"
        return .success(delivery)
    }

    private static func futureBridgeMessage(_ function: PublisherFunction) -> String {
        "`\(function.key)` is `public` and returns a `Future`, on the main queue; a bridge to an async sibling would need `.receive(on:)`, which is no `Future`; left as it is"
    }

    /// The calls of the Future's promise (its closure's only parameter).
    private static func promiseCalls(_ future: ReturnedFuture, _ view: CodeView) -> [CodePosition] {
        guard let promise = view.closureSignature(open: future.open).parameters.first else { return [] }
        return (future.open..<future.close).filter {
            view.kind($0) == .identifier && view.text($0) == promise && view.kind($0 - 1) != .period && view.kind($0 + 1) == .leftParen
        }
    }

    /// Whether the Future calls its promise only in its own closure, not in a callback: it
    /// completes at once, when it is made.
    private static func completesAtOnce(_ future: ReturnedFuture, _ view: CodeView) -> Bool {
        !promiseCalls(future, view).contains { view.enclosingBraces(of: $0, inside: future.open).contains { view.braceKind($0) == .closure } }
    }

    /// A Future that completes at once keeps its own body as the bridge for the callers that
    /// stay in Combine (`AsyncSibling`): they get the value during the call, as before.
    func bridgesCallersInTheRun(_ delivery: PublisherDelivery) -> Bool { delivery == .atOnce }

    /// Whether the code at `p` is inside a closure run on the main queue, within `limit`'s braces.
    private static func isOnMainQueue(_ p: CodePosition, below limit: CodePosition, _ view: CodeView) -> Bool {
        var brace = view.enclosingBrace(of: p)
        while let b = brace, b > limit {
            var q = b - 1
            // `async(execute: {`
            if view.kind(q) == .colon, view.isWord(q - 1, "execute"), view.kind(q - 2) == .leftParen { q -= 3 }
            let words = (0..<5).map { view.text(q - 4 + $0) }
            if words == ["DispatchQueue", ".", "main", ".", "async"] || words == ["OperationQueue", ".", "main", ".", "addOperation"] {
                return true
            }
            brace = view.enclosingBrace(of: b)
        }
        return false
    }

    func migrateBody(of function: PublisherFunction, in source: TokenizedSource, run: RunContext) -> BodyMigration? {
        let view = CodeView(source)
        // `.receive(on:)` the main queue after the Future: the callers' Tasks run on the main
        // actor (`OneShotTask`), where the subscribers ran; another scheduler is not followed.
        guard let future = ReturnedFuture(function: function, view: view), future.receiveOn == nil || future.receivesOnMain(view)
        else { return nil }
        // An earlier run's bridge that kept its body, its async sibling declared after it.
        if AsyncSibling.declaredTwin(of: function, view) != nil { return .bridge }
        let closure = FutureCallbackClosure(
            view: view, future: future, output: function.output, failure: function.failure, functionBody: function.bodyOpen...function.bodyClose)
        let migrated = closure.migrate(rule: id)
        // Last, so that a closure this rule cannot read says why first.
        if case .rewrite = migrated, let reason = Self.threadObstacle(function, future, view) { return .skip(reason) }
        if case .completesAtOnce = migrated, let reason = Self.threadObstacle(function, future, view) { return .skip(reason) }
        switch migrated {
        case .notThisShape:
            return nil
        case .skip(let reason):
            return .skip(reason)
        case .rewrite(let edit, let throwing):
            // The body's errors come from the continuation: `any Error`, unless it cannot fail.
            return .rewrite(
                edits: [edit], throwing: throwing, typedErrors: !throwing, delivery: future.receiveOn == nil ? .asItCompletes : .mainQueue)
        case .completesAtOnce(let edit, let throwing, let typedErrors):
            return .rewrite(
                edits: [edit], throwing: throwing, typedErrors: typedErrors, delivery: future.receiveOn == nil ? .atOnce : .mainQueue)
        }
    }
}
