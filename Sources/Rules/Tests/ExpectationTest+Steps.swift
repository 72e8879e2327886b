import Core
import Structure
import Tokenizer

/// One step of a test, as `ExpectationTest.read` plans it — its expectation, its `sink`, its
/// wait — and what can keep the steps from being awaited in turn (values that came with the
/// awaited one, a subscription ended between steps).
extension ExpectationTest {
    /// Why the values that came with the awaited one (`Expected.arrivedValues`) are not all
    /// that ran the closure before the test ended: another step's wait, or code after the
    /// wait that suspends or runs the run loop, let more values come to the closure.
    func arrivedValuesProblem(_ plans: [Plan], in statements: [Range<CodePosition>]) -> String? {
        guard let plan = plans.first(where: { if case .arrivedValues = $0.expected { true } else { false } }) else { return nil }
        if plans.count > 1 { return Self.fulfilledQuietly("also while the test's other expectations are waited for: not migrated yet") }
        let after = statements.filter { $0.lowerBound >= plan.wait.upperBound && !plan.removed.contains($0) }
        let lets: Set<String> = ["await", "RunLoop", "sleep", "usleep", "wait", "waitForExpectations", "fulfillment", "XCTWaiter"]
        if after.contains(where: { statement in statement.contains { lets.contains(view.text($0)) } }) {
            return Self.fulfilledQuietly("and the code after the wait suspends, sleeps or runs the run loop, while more may come")
        }
        return nil
    }

    /// Why a step's subscription may end before the test does, which the rewrite would not
    /// keep (its values stay subscribed, and checked at the end): a cancellation of a local
    /// cancellable after its wait but before the last one. (The cancellables it was stored
    /// into, used by other code — `cancellables.removeAll()` between steps — keep each step
    /// as it is already.)
    func endedBetweenSteps(_ plans: [Plan]) -> String? {
        guard let last = plans.last?.wait else { return nil }
        let cancelledEarly = plans.dropLast().contains { plan in
            plan.removed.contains { $0.lowerBound > plan.wait.lowerBound && $0.lowerBound < last.lowerBound }
        }
        if cancelledEarly { return "a step's subscription is cancelled before the last wait, which awaiting in turn does not keep" }
        return nil
    }

    /// One step of a test: the expectation declared by `declaration`, the `sink` statement at
    /// `sinkIndex`, and `wait`, the index and timeout of the first wait for it after the `sink`
    /// (`firstWait`), which comes after the statement at `waitFrom` (the step before's wait):
    /// its plan, or why the test stays. `group`: the indices of the `sink` statements of the
    /// steps this wait is for (this one's too); `steps`: those of every step.
    func plan(
        _ declaration: Range<CodePosition>, _ declared: Match, sink: Match, at sinkIndex: Int, in statements: [Range<CodePosition>],
        wait: (index: Int, timeout: Range<CodePosition>)?, waitFrom: Int, group: Set<Int>, steps: Set<Int>, kept: Set<Int>,
        onMain: Bool, oneClosureSinks: OneClosureSinks = .none, types: TypeTable = TypeTable(), module: ModuleTypes? = nil
    ) -> Result<Plan, SkipReason> {
        func skip(_ message: String, _ severity: Diagnostic.Severity = .warning) -> Result<Plan, SkipReason> {
            .failure(SkipReason(message, severity))
        }
        guard let name = declared.text(of: "e", in: source) else { return skip("the expectation is not one name", .note) }
        // `p.sink { … }` may call the run's own `sink(receiveCompletion:)`: its closure a completion handler.
        if sink.bindings["cbody"] == nil, sink.bindings["cparams"] == nil, let publisher = sink.bindings["p"],
            view.isTrailingSink(after: publisher), let reason = oneClosureSinks.reason(forSinkAfter: publisher, in: view, types: types)
        {
            return skip(reason)
        }
        let afterFailure: [Range<CodePosition>]
        switch unsupportedUse(of: name, by: declared, sink: statements[sinkIndex]) {
        case .success(let found): afterFailure = found
        case .failure(let reason): return .failure(reason)
        }
        guard let declarationIndex = statements.firstIndex(of: declaration), declarationIndex < sinkIndex,
            !statements.indices.contains(where: { index in
                index > declarationIndex && index < sinkIndex
                    && waitTimeout(statements[index], for: name, quietly: isMadeQuietly(declaration)) != nil
            })
        else {
            return skip("the expectation, the `sink` and the `wait` are not in that order", .note)
        }
        guard let (waitIndex, timeout) = wait else {
            let ordered = statements.indices.contains { index in
                index > sinkIndex && isAnyWait(statements[index]) && mentions(name, in: statements[index])
                    && statements[index].contains { view.isWord($0, "enforceOrder") && view.kind($0 + 1) == .colon }
            }
            if ordered {
                return skip("the wait enforces the order of the fulfilments (`enforceOrder:`), which awaiting each in turn would not check", .note)
            }
            if isMadeQuietly(declaration), statements.indices.contains(where: { $0 > sinkIndex && isWaitForAll(statements[$0]) }) {
                return skip(
                    "the expectation is never waited for: `waitForExpectations` waits only for those `expectation(description:)` "
                        + "makes, not for an `XCTestExpectation` (with none, it fails the test at once), and awaiting the value "
                        + "would make a failing test pass", .note)
            }
            return skip(
                "the expectation is not waited for with `wait(for: [\(name)], timeout:)` or `waitForExpectations(timeout:)` "
                    + "(an `XCTWaiter` result, say, or a handler that does more than `XCTAssertNil(error)`)", .note)
        }
        let shared = group.count > 1
        // `withExtendedLifetime(c) { <the wait> }` keeps this `sink`'s local cancellable alive,
        // as the values do: another's would end sooner without it.
        let unwrapped = unwrappedWait(statements[waitIndex])
        if let kept = unwrapped.kept, localCancellable(sink) != kept {
            return skip("the wait keeps `\(kept)` alive around it, which is not the `sink`'s local cancellable", .note)
        }
        // `withExtendedLifetime(c) { <the wait>; … }`: the block's code after the wait ran with
        // the subscription alive; it follows the awaits, before the check that nothing more
        // came, which keeps the values alive until then — where it only checks what came.
        if let then = unwrapped.then, let kept = unwrapped.kept {
            if mentions(kept, in: then) {
                return skip("the wait's `withExtendedLifetime` block names `\(kept)` after the wait, which the values replace", .note)
            }
            if shared || !view.statements(in: then).allSatisfy(onlyChecks) {
                return skip(
                    "the wait's `withExtendedLifetime` block does more after the wait than check (XCTest's assertions, `print`) "
                        + "what came", .note)
            }
        }
        // The wait's comments: in its handler's code or the block's, which follow the awaits.
        let keptBytes = [waitHandler(statements[waitIndex])?.body, unwrapped.then].compactMap { code in
            code.map { ClosureBody(source: source, after: $0.lowerBound - 1, close: $0.upperBound).bytes }
        }
        if let reason = commentLost(in: statements[waitIndex], keeping: keptBytes) {
            return skip(reason)
        }
        var removed: [Range<CodePosition>] = []
        // `c.cancel()` before the wait, in a test of one step (`values.cancel()`).
        var cancellation: Range<CodePosition>?
        // The collection the subscription is stored into: by the chain's `.store(in: &set)`, or
        // by a statement storing the local cancellable (`c.store(in: &set)`).
        var storedInto = sink.bindings["set"].flatMap { $0.isEmpty ? nil : view.text($0.upperBound - 1) }
        var store: Int?
        // `var c: AnyCancellable?` then `c = p.sink { … }`: a local, as `let c = p.sink { … }` is.
        let variable = cancellableVariableDeclaration(sink, at: sinkIndex, in: statements)
        // A later step's `sink` assigning the property again ended this subscription there.
        var reassigned: Range<CodePosition>?
        if variable == nil, let property = cancellableProperty(sink) {
            switch propertyProblem(property, sink: sink, at: sinkIndex, in: statements, waitIndex: waitIndex, steps: steps) {
            case .success(let next): reassigned = next
            case .failure(let reason): return .failure(reason)
            }
        }
        if let local = localCancellable(sink) ?? variable.flatMap({ _ in cancellableProperty(sink) }) {
            let uses = statements.indices.filter { $0 != sinkIndex && mentions(local, in: statements[$0]) }
            // `c.cancel()` after the wait, or `defer { c.cancel() }` after the `sink`: both end the
            // subscription with the test, as releasing the values does; `withExtendedLifetime(c)
            // {}` keeps it until then at least; `c.store(in: &set)` after the `sink` keeps it as
            // long as the set, which the checks below follow.
            store = uses.first { $0 > sinkIndex && storedCollection(statements[$0], of: local) != nil }
            storedInto = store.flatMap { storedCollection(statements[$0], of: local) } ?? storedInto
            // The other steps' local cancellables, kept alive with this one by one statement.
            let stepLocals = Set(steps.compactMap { index in subscription(statements[index]).flatMap { localCancellable($0) } })
            let gone = uses.filter { index in
                index == variable
                    || index > waitIndex && (isCancellation(statements[index], of: local) || isRelease(statements[index], of: local))
                    || index > sinkIndex && (isDeferredCancellation(statements[index], of: local) || isKeptAlive(statements[index], local, together: stepLocals))
                    || index == store
            }
            // `withExtendedLifetime(c) { <the wait> }`: the wait, which the awaits replace.
            let keptAround = uses.filter { $0 == waitIndex && unwrappedWait(statements[$0]).kept == local }
            // `c.cancel()` between the `sink` and its wait, in a test of one step: the
            // subscription ends there, nothing sent after it is heard, and what came before is
            // still awaited — `values.cancel()`, which keeps it (a wait for more times out, as
            // the original's did).
            let stopped = steps.count == 1 && !shared
                ? uses.first { $0 > sinkIndex && $0 < waitIndex && isCancellation(statements[$0], of: local) } : nil
            cancellation = stopped.map { statements[$0] }
            guard uses.count == gone.count + keptAround.count + (stopped == nil ? 0 : 1) else {
                return skip("the local cancellable `\(local)` is used again")
            }
            removed += gone.map { statements[$0] }
        }
        // The collection the `sink` stored into, read or changed by the test's other code
        // (`XCTAssertEqual(subscriptions.count, 1)`): without the `sink` it would not hold it.
        var ending = reassigned
        if let name = storedInto {
            // Its declaration as a local (`var subscriptions = Set<AnyCancellable>()`) goes with it.
            let declaresIt: (Range<CodePosition>) -> Bool = { statement in
                self.view.isWord(statement.lowerBound, "var") && self.view.text(statement.lowerBound + 1) == name
            }
            // `cancellables.removeAll()` (or `cancellables.forEach { $0.cancel() }`) after the
            // last wait ends the subscription where the test's end does: no value is read after
            // it either way. Not before another wait (an expectation other code fulfils): there
            // it ends the steps (below).
            let lastWait = statements.indices.last { isAnyWait(statements[$0]) } ?? waitIndex
            let emptiesAtTheEnd: (Int) -> Bool = { index in
                index > waitIndex && index > lastWait && steps.allSatisfy({ $0 < index })
                    && self.endsEverySubscription(statements[index], in: name)
            }
            // A `sink` that stays and only stores its subscription there too adds to it, as before.
            let keptStores = kept.filter { storesOnly(statements[$0], into: name) }
            // `cancellables.removeAll()` between two steps — after this one's wait, before a later
            // step's `sink` or a later wait for what other code fulfils; or before this one's
            // `sink`, after the step before's wait — ended the earlier steps' subscriptions
            // there: it becomes their `values.cancel()`, and the check that nothing more came by
            // then. Not beside a `sink` that stays and stores there (it ended that one too), nor
            // for a collection other code may fill (a `setUp`, a helper the test calls).
            let filledElsewhere = !statements.contains(where: declaresIt) && statements.contains { isEmptying($0, of: name) }
                && usedOutsideTests(name)
            let endsSteps: (Int) -> Bool = { index in
                keptStores.isEmpty && !filledElsewhere && self.isEmptying(statements[index], of: name)
                    && (waitFrom > 0 && index >= waitFrom && group.allSatisfy { $0 > index }
                        || index > waitIndex && (steps.contains { $0 > index } || index < lastWait))
            }
            if statements.indices.contains(where: {
                $0 != sinkIndex && $0 != store && !steps.contains($0) && !keptStores.contains($0) && !declaresIt(statements[$0])
                    && !emptiesAtTheEnd($0) && !endsSteps($0) && mentions(name, in: statements[$0])
            }) {
                return skip("the test's other code uses `\(name)`, which the `sink` stored its subscription into")
            }
            ending = statements.indices.first { $0 > waitIndex && endsSteps($0) }.map { statements[$0] }
            // A local only the rewritten `sink`s stored into is never read again: it goes too
            // (once, by the step that comes first).
            // What empties it at the end goes with it.
            if let local = statements.first(where: declaresIt), local.lowerBound < statements[sinkIndex].lowerBound,
                !steps.contains(where: { $0 < sinkIndex }), keptStores.isEmpty
            {
                removed.append(local)
                removed += statements.indices.filter(emptiesAtTheEnd).map { statements[$0] }
            }
        }
        var count: String?
        switch fulfilmentCount(of: name, statements[..<sinkIndex]) {
        case .success(let found?):
            removed.append(found.statement)
            count = found.count > 1 ? found.text : nil
        case .success(nil): break
        case .failure(let reason): return .failure(reason)
        }
        // Local variables only the closure and the code after the wait use (the wait's handler
        // too), or code before the `sink` outside closures (it ran before the subscription
        // started): the closure may change them (collect values) after the await as well.
        let handler = waitHandler(statements[waitIndex])?.body
        let free = Set(view.localNames(visibleAt: sink.code.lowerBound).filter { $0.value == .variable }.keys.filter { variable in
            statements.indices.allSatisfy { index in
                index == sinkIndex || index > waitIndex || !mentions(variable, in: statements[index])
                    || index < sinkIndex && !mentionsInClosure(variable, in: statements[index])
                    || index == waitIndex && handler.map { handler in
                        statements[index].allSatisfy { !(view.isUse($0) && view.text($0) == variable) || handler.contains($0) }
                    } == true
            }
        })
        let isMainActor = onMain || !function.isAsync
        // The closures ran where the chain delivered: on the main thread, the rewrite's too, if
        // it delivers there and the test is on the main actor.
        let publisher = sink.bindings["p"] ?? sink.code
        // `model?.$state.sink { … }` subscribes to nothing when `model` is nil; its values
        // would be optional.
        // (`model.name?.sink { … }` too: the `?` the `sink` follows.)
        if view.isOptionalChained(publisher.lowerBound..<min(publisher.upperBound + 1, sink.code.upperBound)) {
            return skip("the publisher is reached through optional chaining (`a?.b`), whose values the rewrite would await as optional")
        }
        let keepsThread = isMainActor && SubscriptionSite(source: source, match: sink).deliversOnMain(publisher)
        let expected: Expected
        // Made by `XCTestExpectation`'s initializers, or told `assertForOverFulfill = false`
        // (which goes): a second fulfilment is no failure.
        let overFulfilment = statements[..<sinkIndex].filter { allowsOverFulfilment(at: $0.lowerBound, of: name) }
        removed += overFulfilment
        let quietly = isMadeQuietly(declaration) || !overFulfilment.isEmpty
        // `exp.fulfill()` before the closure's last statements goes, the statements stay.
        // So does one ending one case of a `switch` whose other cases only fail (`break`, alone
        // in its case).
        let inMiddle = middleFulfilment(of: name, in: sink, skipping: afterFailure)
        let inSwitch = inMiddle == nil ? sink.bindings["body"].flatMap { switchFulfilment(of: name, in: $0) } : nil
        // Or one of the `.failure` branch's last `switch` (a failure expected, its error checked).
        let inFailureSwitch = inMiddle == nil && inSwitch == nil ? failureBranch(of: sink).flatMap { switchFulfilment(of: name, in: $0) } : nil
        let middle = inMiddle ?? inSwitch?.statement ?? inFailureSwitch?.statement
        let dropped = afterFailure + (middle.map { [$0] } ?? [])
        switch self.expected(
            sink, fulfilling: name, keepsThread: keepsThread, free: free, afterFailure: dropped, middle: middle, quietly: quietly,
            module: module)
        {
        case .success(let found): expected = found
        case .failure(let reason): return .failure(reason)
        }
        // The chain delivered on a scheduler of its own (`receive(on: receiveOnQueue)`, as
        // Realm's tests check that frozen objects can be read on another queue): the closure's
        // code ran there; after the await it runs on the test's actor. The same for values
        // (structs a closure asserts on), not for objects confined to a thread. (Code that reads
        // the thread, or calls what may check the queue, stays for that already.)
        var moved = [expected.kept.code]
        if case .everyValue(_, _, _, let ended?) = expected { moved.append(ended.code.code) }
        if let scheduler = SubscriptionSite(source: source, match: sink).otherDeliveringScheduler(publisher),
            let confined = view.importedThreadConfinedModule,
            moved.count > 1 || !view.statements(in: expected.kept.code).allSatisfy({ dropped.contains($0) })
        {
            return skip(
                "the chain delivers on `\(scheduler)`, where the closure's code ran; after the await it would run on the "
                    + "test's actor instead, and \(confined)'s objects are confined to the thread or queue that reads them, "
                    + "which is what such a test checks")
        }
        if let reason = commentLost(in: statements[sinkIndex], publisher: publisher, kept: expected) {
            return skip(reason)
        }
        if case .failure = expected, count != nil {
            return skip("the expectation counts fulfilments where a failure is expected", .note)
        }
        if case .everyValue = expected, count != nil {
            return skip("the expectation counts fulfilments where the completion handler fulfils it once", .note)
        }
        // The other steps' `sink`s are checked once all are read (`read`): only their chains
        // and the code they move stay.
        // The moved code declaring it again (`guard let v = v.last`) is in the test's scope now.
        let declaredAgain = view.declaredNames(inStatementsOf: expected.kept.code)
        var plan = Plan(
            expectation: declaration, subscription: statements[sinkIndex], wait: statements[waitIndex],
            publisher: publisher, timeout: timeout, expected: expected, addsMainActor: !onMain && !function.isAsync,
            removed: removed, count: count, dropped: dropped,
            breaks: [inSwitch, inFailureSwitch].compactMap { $0?.alone == true ? $0?.statement : nil },
            fulfilsQuietly: quietly,
            valueType: typedValueParameter(sink)?.type, cancellation: cancellation, ending: ending)
        if let bound = expected.bound.first(where: { bound in
            statements.indices.contains { !steps.contains($0) && $0 != waitIndex && namesInTestScope(bound, in: statements[$0]) }
                || unwrapped.then.map { namesInTestScope(bound, in: $0) } == true || declaredAgain.contains(bound)
        }) {
            // Named by the test's other code too: the value takes a fresh name, where the moved
            // code's every use of it is the closure's parameter.
            guard !declaredAgain.contains(bound), canRename(plan, bound) else {
                return skip("`\(bound)`, which the awaited value (or failure) would be named, is a name of the test's other code")
            }
            plan.renamesValue = true
        }
        // The completion the completion handler's code names (`completion`), bound after the
        // values in the test's scope: no other code of the test may use that name.
        if case .everyValue(_, _, _, let ended?) = expected, let completion = ended.name,
            statements.indices.contains(where: { $0 != sinkIndex && namesInTestScope(completion, in: statements[$0]) })
        {
            return skip("`\(completion)`, which the completion would be named after the values, is a name of the test's other code")
        }
        // What the moved code declares (`let traceLocation = traceLocations[0]`) was the
        // closure's own, and is the test's now, out of a loop: beside a name of the test's other
        // code it would be declared twice, or hide it from the code after the wait. It takes a
        // fresh name (`traceLocation2`) where the moved code's every use of it is its own.
        for declared in scopeDeclarations(of: plan).sorted() where statements.indices.contains(where: { index in
            !steps.contains(index) && index != waitIndex && mentions(declared, in: statements[index])
        }) || unwrapped.then.map({ mentions(declared, in: $0) }) == true {
            guard canRenameDeclaration(plan, declared) else { return skip(Self.declaredInTheTestsScope(declared)) }
            plan.renamedDeclarations.insert(declared)
        }
        // The closure's `return`s (its fulfilment deferred) ended the closure; after the await they
        // end the test, the same when nothing follows the wait. (In a loop over every value, they
        // go on to the next, as `continue`.)
        let returns = view.ownReturns(in: expected.kept.code)
        if !expected.loopsOverValues, !returns.isEmpty {
            // A `return` right after an `XCTFail` ends a test that has failed already: what it
            // skips (other values, assertions after the wait, other steps' checks) changes no
            // outcome — but not code that does something the original did after the closure
            // returned (a later step's request, a clean-up that resumes a device's playback).
            let afterFailure = returns.allSatisfy { followsFailure($0, skipping: plan.dropped) }
            let after = statements[(waitIndex + 1)...].filter { !removed.contains($0) }
            guard afterFailure || count == nil && after.isEmpty && unwrapped.then == nil else {
                return skip("the value closure returns early, and code follows the wait (or counts values) that a `return` would skip")
            }
            if afterFailure, let acting = after.first(where: { !onlyChecks($0) }) {
                return skip(
                    "a `return` after an `XCTFail` in the closure would end the test before the code after the wait (line "
                        + "\(line(of: acting.lowerBound))), which ran in the original once the closure returned")
            }
            plan.returnsEarly = !afterFailure
        }
        return .success(plan)
    }
}
