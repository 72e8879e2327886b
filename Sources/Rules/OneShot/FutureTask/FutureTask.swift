import Core
import Structure
import Tokenizer

/// `future-task`: a function returning `Future { promise in Task { … } }` (or its
/// `Deferred`/`eraseToAnyPublisher()` variants) becomes an `async` function whose body is
/// the Task's body without the promise plumbing.
package struct FutureTask: OneShotRule {
    package static let id = "future-task"
    package let summary = "`Future { promise in Task { … } }` returned from a function → an `async` function"
    package let example = RuleExample(
        before: """
            func loadProfile(id: String) -> AnyPublisher<Profile, Error> {
                Future { [weak self] promise in
                    Task {
                        guard let self else { return }
                        do {
                            let profile = try await self.api.profile(id: id)
                            promise(.success(profile))
                        } catch {
                            promise(.failure(error))
                        }
                    }
                }
                .eraseToAnyPublisher()
            }
            """,
        after: """
            func loadProfile(id: String) async throws -> Profile {
                let profile = try await self.api.profile(id: id)
                return profile
            }
            """)
    package let notes = """
        Shapes: the function's result (`return`, or the body's only expression) is \
        `Future { promise in Task { … } }`, typed `Future<T, E> { … }`, `Future() { … }`, inside `Deferred { … }`, \
        followed by `.eraseToAnyPublisher()`; the function returns `AnyPublisher<T, E>` or \
        `Future<T, E>`. In the Task's body, `promise(.success(v))` becomes `return v`, \
        `promise(.failure(e))` `throw e`, `promise(result)` `return try result.get()`; a \
        `do { … } catch { promise(.failure(error)) }` around it all is dropped (the error \
        propagates as it is); `[weak self]` and `guard let self else { return }` are dropped \
        (a method's `self` is alive while it is awaited). \
        Skipped, with a warning: a promise called where code still follows it (a `return` \
        would skip that code), a path that never calls the promise (the Future would never \
        complete; the async function would not compile), a promise used other than called \
        (stored, passed on), statements around the Task inside the Future, a `Never` future \
        whose Task throws, a comment outside the Task's body (it would be lost). Bridges from async code (a Task that only awaits one call, a \
        `Publisher` extension) are left alone with a note — except an earlier run's bridge to \
        the function's own async twin (`func invoicePublisher(id:)` whose Task only awaits \
        `self.invoice(id:)`): once no file of the run names it, and it is not `public`, \
        `open`, `@objc` or an `override`, it is deleted with its doc comment. A `public` or \
        `open` function keeps its publisher, as such a bridge where its Task held `self` (as \
        the bridge does) or with its own body where it did not, and gains the async function \
        as a sibling (see Callers). \
        Behaviour: a `Future` starts its Task when created and caches the result for every \
        subscriber; the async function runs when awaited, once per call. Cancelling the \
        awaiting task now cancels the work (the Future's Task was never cancelled). The body \
        runs on the caller's executor unless the function is isolated, as the Task's did. \(AsyncAvailability.namesOfTheCodesOwn)
        """

    package init() {}

    /// Whether `function` returns `Future { promise in Task { … } }` whose Task only passes on
    /// its async twin's result (`invoicePublisher(id:)` → `self.invoice(id:)`): a bridge.
    package static func isBridgeToTwin(_ function: PublisherFunction, _ view: CodeView) -> Bool {
        guard let future = ReturnedFuture(function: function, view: view) else { return false }
        let closure = view.closureSignature(open: future.open)
        guard closure.parameters.count == 1, view.isWord(closure.bodyStart, "Task"), view.kind(closure.bodyStart + 1) == .leftBrace,
            let taskClose = view.partner(closure.bodyStart + 1), taskClose + 1 == future.close
        else { return false }
        let task = view.closureSignature(open: closure.bodyStart + 1)
        let body = FutureTaskBody(view: view, promise: closure.parameters[0], open: closure.bodyStart + 1, start: task.bodyStart, close: taskClose)
        return body.isBridge(functionName: function.name, parameters: [])
    }

    /// The Future's Task delivered on its executor — the function's context's — as the
    /// bridge's Task, made in the same place, does.
    func bridgeDelivery(of function: PublisherFunction, in source: TokenizedSource) -> Result<BridgeDelivery, SkipReason> {
        let view = CodeView(source)
        guard let future = ReturnedFuture(function: function, view: view) else { return .failure(SkipReason("not a Future")) }
        return .success(future.bridgeDelivery(view))
    }

    func migrateBody(of function: PublisherFunction, in source: TokenizedSource, run: RunContext) -> BodyMigration? {
        let view = CodeView(source)
        guard let future = ReturnedFuture(function: function, view: view) else { return nil }
        let closure = view.closureSignature(open: future.open)
        let close = future.close
        // `Future { promise in Task { … } }`: the Task must be all there is.
        guard closure.parameters.count == 1, view.isWord(closure.bodyStart, "Task"),
            view.kind(closure.bodyStart + 1) == .leftBrace, let taskClose = view.partner(closure.bodyStart + 1),
            taskClose + 1 == close
        else {
            if future.receiveOn != nil { return nil }
            if (closure.bodyStart..<close).contains(where: { view.isWord($0, "Task") && view.kind($0 + 1) == .leftBrace }) {
                return .skip(SkipReason(offset: view.offset(future.open), "the Future does more than run a Task; migrate it by hand", .warning))
            }
            return nil
        }
        let promise = closure.parameters[0]
        let task = view.closureSignature(open: closure.bodyStart + 1)
        if function.enclosingType?.keyword == "extension", function.enclosingType?.name.hasSuffix("Publisher") == true {
            return .skip(SkipReason(offset: view.offset(function.funcKeyword), "a bridge from async code to Combine (an extension of `Publisher`); left as it is", .note))
        }
        var body = FutureTaskBody(view: view, promise: promise, open: closure.bodyStart + 1, start: task.bodyStart, close: taskClose)
        // The async function's own twin (an earlier run's bridge) may go; a bridge to an
        // operation passed in is a utility, which stays.
        if body.isBridge(functionName: function.name, parameters: []) { return .bridge }
        // One that kept its body, its async sibling declared after it.
        if AsyncSibling.declaredTwin(of: function, view) != nil { return .bridge }
        // Only an async sibling's bridge delivers with `.receive(on:)` (`AsyncSibling`).
        if future.receiveOn != nil { return nil }
        if body.isBridge(functionName: function.name, parameters: function.parameters.map(\.name)) {
            return .skip(SkipReason(offset: view.offset(function.funcKeyword), BridgeRemoval.note, .note))
        }
        switch body.translate() {
        case .failure(let problem):
            return .skip(SkipReason(offset: view.offset(future.open), problem.message + "; migrate it by hand", .warning))
        case .success(let text):
            if let lost = future.commentOutside(body.carried, in: source) {
                let location = source.lineMap.location(of: lost)
                return .skip(SkipReason(offset: view.offset(future.open), "the comment at \(location.line):\(location.column) would be lost; migrate it by hand", .warning))
            }
            let statementIndent = Indentation.ofLine(containing: view.offset(future.statement.lowerBound), in: source.bytes)
            let replacement = Indentation.reindent(
                Array(text.utf8), from: Array(body.indent.utf8), to: Array(statementIndent.utf8))
            let range = view.offset(future.statement.lowerBound)..<view.end(future.statement.upperBound - 1)
            return .rewrite(
                edits: [Edit(range: range, replacement: replacement, rule: id)],
                throwing: body.throwing, typedErrors: !body.hasUnhandledTry)
        }
    }
}
