import Core
import Structure
import Tokenizer

/// Whether the test, once `async`, still does what it did around the plans' awaits: no state
/// outliving it is set after the last wait (a thrown timeout would skip it), no synchronous
/// wait is left that an async test cannot make, and — for a test that was synchronous, on the
/// main thread — no helper or spin of the run loop waits for the main queue the async test
/// holds, and no call would pick an `async` overload and stop compiling.
extension ExpectationTest {
    /// Why the test stays, given the waits the rewrite replaces (`waits`) and the test's
    /// top-level statements.
    func asyncProblem(
        waits: [Range<CodePosition>], in statements: [Range<CodePosition>], scope: NameScope, waitingHelpers: WaitingHelpers
    ) -> SkipReason? {
        // State outside the test set after the last wait (`logger.level = saved`): the wait
        // returned on a timeout too, and the code after it ran; an await throws there instead.
        if let last = waits.map(\.upperBound).max(),
            let (restore, state) = statements.lazy.filter({ $0.lowerBound >= last })
                .compactMap({ statement in self.stateOutsideTheTest(setBy: statement).map { (statement, $0) } }).first
        {
            return SkipReason(
                "the test sets `\(state)` (line \(line(of: restore.lowerBound))) after the wait, state that "
                    + "outlives it, which the wait's timeout did not skip and an await's thrown timeout would; put it in a `defer` first")
        }
        // A wait the rewrite leaves where it is (for an expectation the test gets from a helper,
        // or makes again in a loop) would stay a synchronous wait in an async test, where
        // `wait(for:timeout:)` is unavailable.
        if let left = ((function.open + 1)..<close).first(where: { p in view.isSynchronousWait(p) && !waits.contains { $0.contains(p) } }) {
            return SkipReason(
                "the test also waits with `\(view.text(left))` (line \(line(of: left))) for an expectation the rewrite does not "
                    + "follow, a synchronous wait an async test cannot make", .note)
        }
        // A helper that waits on its thread (`saveFiles()`, which drains the main queue with
        // `wait(for:)`), or the test's own spin of the run loop: on the main actor, the async
        // test would hold the main queue they wait for. (A test that was `async` keeps its
        // isolation, and what its waits did.)
        if !function.isAsync, let (call, waiting) = callOfWaitingHelper(in: function.open...close, waitingHelpers) {
            let through = waiting == view.text(call) ? "" : " (through `\(waiting)()`)"
            return SkipReason(
                "the test calls `\(view.text(call))()` (line \(line(of: call))), which waits on its thread\(through): on the main "
                    + "actor, an async test holds the main queue while it waits, so the wait would time out", .note)
        }
        if !function.isAsync, let spin = ((function.open + 1)..<close).first(where: view.spinsRunLoop) {
            return SkipReason(
                "the test spins the run loop (line \(line(of: spin))): on the main actor, an async test holds the main queue "
                    + "that the spin would run", .note)
        }
        // A synchronous call the async test would resolve to an `async` overload, and stop
        // compiling (`Realm(configuration:)`, a base class's `write { … }`).
        if !function.isAsync, let call = view.callPickingAsyncOverload(in: function.open...close, scope: scope) {
            return SkipReason(
                "the test calls `\(view.text(call))` (line \(line(of: call))), which has an `async` "
                    + "overload: in an async test the call would pick it and stop compiling", .note)
        }
        if !function.isAsync, let (base, call) = view.unreadBaseClassMethodCall(in: function.open...close, scope: scope) {
            return SkipReason(
                "the test calls `\(view.text(call))` (line \(line(of: call))), which its base class "
                    + "`\(base)` may declare, and the run does not read that class: an `async` overload of it would be picked once "
                    + "the test is async", .note)
        }
        return nil
    }

    /// The first call in `body` of a function of the run that waits on its thread
    /// (`WaitingHelpers`): alone or on `self`, of the test's class, its supertypes,
    /// `XCTestCase`'s extensions or a module's top level; on another value, a method of some
    /// type of that selector (`authorizer.authorize(timeout: 30)`) — with the function whose
    /// wait it reaches.
    func callOfWaitingHelper(in body: ClosedRange<CodePosition>, _ helpers: WaitingHelpers) -> (CodePosition, String)? {
        guard !helpers.waits.isEmpty, let type = view.enclosingType(of: function.open) else { return nil }
        for p in (body.lowerBound + 1)..<body.upperBound where view.kind(p) == .identifier && view.kind(p + 1) == .leftParen {
            // XCTest's own waits, which the rewrite reads itself, and the test's own name.
            if ["wait", "waitForExpectations", "fulfillment"].contains(view.text(p)) || view.text(p) == function.name { continue }
            guard view.kind(p - 1) != .period || view.isWord(p - 2, "self") else {
                if let waiting = helpers.methods[view.callSelector(at: p)] { return (p, waiting) }
                continue
            }
            if let waiting = helpers.waiting(view.text(p), from: type.simpleName, also: type.inheritedNames) {
                return (p, waiting)
            }
        }
        return nil
    }

    /// Why a test made `@MainActor` would not keep what it did in a module that builds in
    /// Swift 6 mode, if it would not: there, a closure written in a main-actor function is
    /// isolated to the main actor — one the test keeps (a chain's `map { … }`, a callback's),
    /// called on another thread, traps where the synchronous test's ran — and an `allTests`
    /// array cannot hold a `@MainActor` method of the test class. (The `sink`'s own handlers
    /// become the test's code; closures inside them count, and so does the `compactMap` an
    /// unwrapping `guard let` of the value closure becomes. A closure that runs where it is
    /// called, `runsWhereCalled`, does not.)
    func swift6IsolationProblem(_ facts: ModuleFacts, keeping plans: [Plan], scope: NameScope) -> String? {
        guard facts.buildsInSwift6 else { return nil }
        let origin = facts.languageMode.map { " (\($0.origin))" } ?? ""
        let module = "its module `\(facts.name)` builds in Swift 6 mode\(origin)"
        let handlers = Set(plans.flatMap { plan in
            plan.subscription.filter { open in
                view.kind(open) == .leftBrace
                    && (view.isWord(open - 1, "sink") || view.kind(open - 1) == .colon && view.isAny(open - 2, of: ["receiveValue", "receiveCompletion"]))
            }
        })
        var types = TypeTable()
        types.add(view.declaredTypes())
        if let open = ((function.open + 1)..<close).first(where: { p in
            view.kind(p) == .leftBrace && view.braceKind(p) == .closure && !handlers.contains(p) && !runsWhereCalled(p, scope: scope, types: types)
        }) {
            return "\(module), where the closure on line \(line(of: open)), which the test keeps, would be isolated to the main actor once the test is "
                + "`@MainActor`, and trap if it is called on another thread (as a publisher's operators may call it)"
        }
        // The value closure's `guard let`, a `compactMap { … }` of the chain now.
        if let unwrap = plans.lazy.compactMap(\.unwrap).first {
            return "\(module), where the `compactMap` that `guard let \(unwrap.name)` becomes would be isolated to the main actor once the "
                + "test is `@MainActor`, and trap if the publisher calls it on another thread"
        }
        if view.positions.contains(where: { view.isWord($0, "allTests") }) {
            return "\(module), where the file's `allTests` array cannot hold the test once it is `@MainActor`"
        }
        return nil
    }

    /// Whether the closure whose `{` is at `open` is one no actor isolates, or one called on
    /// the thread that calls the function it is passed to — before that returns: the trailing
    /// closure of `value.method { … }` (or `value.method(…) { … }`) where every declaration of
    /// `method` in the body of the value's type (in the test's module or one it imports, as
    /// the run declares it) takes a non-escaping closure last, as Realm's `realm.write { … }`
    /// does; or the work `DispatchQueue`'s `async`/`asyncAfter` takes, a `@Sendable` closure.
    func runsWhereCalled(_ open: CodePosition, scope: NameScope, types: TypeTable) -> Bool {
        var name = open - 1
        if view.kind(name) == .rightParen, let call = view.partner(name) { name = call - 1 }
        guard view.kind(name) == .identifier, view.kind(name - 1) == .period else { return false }
        guard case .expression(let receiver) = view.receiver(ofMemberAt: name) else { return false }
        let type = view.valueType(of: receiver, at: open, types: types).typeName
        if view.isAny(name, of: ["async", "asyncAfter"]) {
            return type == "DispatchQueue" || receiver.contains { view.isWord($0, "DispatchQueue") }
        }
        guard let type else { return false }
        let method = view.text(name)
        let escapes = ([scope.module].compactMap { $0 } + scope.imported.map(\.types)).flatMap {
            $0.closureEscapes(ofMethod: method, inType: type)
        }
        return !escapes.isEmpty && !escapes.contains(true)
    }
}
