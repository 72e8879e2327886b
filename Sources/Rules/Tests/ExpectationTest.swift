import Core
import Structure
import Tokenizer

/// An XCTest method read as `expectation-async` reads it: one expectation, one `sink` whose
/// value closure (a value expected), whose completion handler's `.failure` branch (a failure
/// expected) or whose completion handler after its branches (the publisher's end expected)
/// fulfils it, then actions, then a `wait` for it. What
/// `ExpectationTest+Rewrite.swift` turns into an `async throws` test, or why the method
/// stays as it is.
struct ExpectationTest {
    let source: TokenizedSource
    let view: CodeView
    let function: CodeView.FunctionDeclaration
    /// The body's `}`.
    let close: CodePosition

    /// What the closures of the `sink` expect.
    enum Expected {
        /// A value: the value closure ends with the fulfilment (`closure` is the code without
        /// it); the completion handler only fails the test on a failure, or is absent. `filter`:
        /// the condition of a leading `guard … else { return }`, which values must meet to count.
        case value(closure: ClosureBody, parameter: String, filter: Range<CodePosition>?)
        /// A failure: the `.failure` branch ends with the fulfilment (`branch`, the code
        /// without it), or the completion handler fulfils after its branches and `.finished`
        /// only fails the test; the value closure only fails the test (`ignoresValues`: it
        /// does nothing).
        case failure(branch: ClosureBody, name: String?, ignoresValues: Bool)
        /// The publisher's end: the completion handler fulfils the expectation after its
        /// branches and only fails the test on a failure; the wait ended when the publisher
        /// finished, after every value had run the value closure (`closure`, the loop's body).
        case everyValue(closure: ClosureBody, parameter: String)
        /// A value, of an expectation made by `XCTestExpectation(description:)` (which a second
        /// fulfilment does not fail) whose value closure does more than fulfil it: every value
        /// that came by the time the wait returned ran the closure (`closure`, the loop's body)
        /// — the first awaited, then those that came with it.
        case arrivedValues(closure: ClosureBody, parameter: String)

        /// The names the value (or failure) is bound to after the await, as the closure named
        /// them: its parameter, or each name of its tuple's pattern (`(_, result)`); none for
        /// `_` or `$0`, which the rewrite names itself.
        var bound: [String] {
            switch self {
            case .value(_, let parameter, _), .everyValue(_, let parameter), .arrivedValues(_, let parameter):
                ExpectationTest.names(inPattern: parameter).filter { $0 != "$0" }
            case .failure(_, let name, _): name.map { ExpectationTest.names(inPattern: $0) } ?? []
            }
        }

        /// Whether the code moved after the await is the body of a loop over every value.
        var loopsOverValues: Bool {
            switch self {
            case .everyValue, .arrivedValues: true
            case .value, .failure: false
            }
        }

        /// The closure code that moves after the await.
        var kept: ClosureBody {
            switch self {
            case .value(let closure, _, _), .everyValue(let closure, _), .arrivedValues(let closure, _): closure
            case .failure(let branch, _, _): branch
            }
        }
    }

    /// The names a value closure's parameter binds: the name, or each of a tuple's pattern
    /// (`(proposal, _)`), without the wildcards.
    static func names(inPattern pattern: String) -> [String] {
        pattern.split(whereSeparator: { $0 == "(" || $0 == ")" || $0 == "," || $0 == " " }).map(String.init).filter { $0 != "_" }
    }

    /// A test this rule rewrites.
    struct Plan {
        /// The expectation's statement, the `sink`'s, the `wait`'s.
        var expectation: Range<CodePosition>
        var subscription: Range<CodePosition>
        var wait: Range<CodePosition>
        /// The publisher chain the `sink` subscribed to.
        var publisher: Range<CodePosition>
        /// The timeout's code, as written.
        var timeout: Range<CodePosition>
        var expected: Expected
        /// Whether the test must say `@MainActor` (its class does not, and it was not `async`).
        var addsMainActor: Bool
        /// Statements that go with the expectation: `c.cancel()` of a local cancellable `c`
        /// after the wait, `exp.expectedFulfillmentCount = n`.
        var removed: [Range<CodePosition>] = []
        /// How many values the test awaits (`expectedFulfillmentCount`), when more than one.
        var count: Int?
        /// Whether the code moved after the await has `return`s of the closure's, which now end
        /// the test, other than right after an `XCTFail`: nothing but what goes follows the wait.
        var returnsEarly = false
        /// Fulfilments that follow an `XCTFail`, which go: the test has failed already.
        var dropped: [Range<CodePosition>] = []
        /// Whether the expectation was made with `XCTestExpectation(description:)`, which does
        /// not fail when fulfilled again.
        var fulfilsQuietly = false
    }

    /// An expectation no `sink` names, which other code fulfils (a callback, a task): it stays,
    /// and the test awaits it with `fulfillment(of:timeout:)` where it waited for it.
    struct OtherWait {
        var name: String
        /// The wait's statement, and its timeout's code.
        var wait: Range<CodePosition>
        var timeout: Range<CodePosition>
        /// Whether it is the steps' one wait for them all (its timeout then a shared deadline's).
        var isJoint: Bool
    }

    /// A method that holds an expectation and a `sink`: its plan, or why it stays.
    struct Reading {
        /// The function's body, `{` to `}`.
        var body: ClosedRange<CodePosition>
        /// The `sink` statement, where a diagnostic points.
        var site: CodePosition
        /// A plan for each step (expectation, `sink`, `wait`), in order.
        var outcome: Result<[Plan], SkipReason>
        /// The waits for the expectations that other code than a `sink` fulfils.
        var otherWaits: [OtherWait] = []
        /// The `sink`s that name no expectation, which stay as they are beside the awaits.
        var keptSinks: [CodePosition] = []
    }

    static let expectationDeclarations: [Template] = [
        "let :[[e]] = expectation(description: :[d])",
        "let :[[e]] = self.expectation(description: :[d])",
        "let :[[e]] = XCTestExpectation(description: :[d])",
    ].map { try! Template($0) }

    /// An expectation made by its initializer: `assertForOverFulfill` is false, so a second
    /// `fulfill()` is no failure and the values after the first still reach the closure.
    static let overFulfilledQuietly = try! Template("let :[[e]] = XCTestExpectation(description: :[d])")

    /// Why a value closure that fulfils such an expectation and does more stays: every value
    /// that came before the wait returned ran it, which the rewrite keeps only where `detail`
    /// does not apply.
    static func fulfilledQuietly(_ detail: String) -> String {
        "`XCTestExpectation(description:)` does not fail when fulfilled again, so every value the publisher sends "
            + "before the wait returns reaches the closure, " + detail
    }

    static let waits: [Template] = [
        "wait(for: [:[[e]]], timeout: :[t])",
        "self.wait(for: [:[[e]]], timeout: :[t])",
        "waitForExpectations(timeout: :[t])",
        "self.waitForExpectations(timeout: :[t])",
        "waitForExpectations(timeout: :[t], handler: nil)",
        "self.waitForExpectations(timeout: :[t], handler: nil)",
        // A handler that only asserts there was no error (no timeout): what a throw says.
        "waitForExpectations(timeout: :[t]) { :[[h]] in :[hb?] }",
        "self.waitForExpectations(timeout: :[t]) { :[[h]] in :[hb?] }",
        "waitForExpectations(timeout: :[t], handler: { :[[h]] in :[hb?] })",
        "self.waitForExpectations(timeout: :[t], handler: { :[[h]] in :[hb?] })",
        // In an `async` test (where `wait(for:)` is unavailable).
        "await fulfillment(of: [:[[e]]], timeout: :[t])",
        "await self.fulfillment(of: [:[[e]]], timeout: :[t])",
    ].map { try! Template($0) }

    /// A wait for several expectations at once, each named in its list.
    static let jointWaits: [Template] = [
        "wait(for: [:[es]], timeout: :[t])",
        "self.wait(for: [:[es]], timeout: :[t])",
        "await fulfillment(of: [:[es]], timeout: :[t])",
        "await self.fulfillment(of: [:[es]], timeout: :[t])",
    ].map { try! Template($0) }

    /// The method read, or nil when it is no expectation-and-`sink` test at all (nothing to say).
    /// Several expectations are read as steps taken in turn — each declared, fulfilled by a
    /// `sink` of its own and waited for alone before the next is declared — and each step
    /// becomes its own subscription and await, where its `sink` and its `wait` were.
    func read(isTestClass: Bool, module: ModuleTypes?) -> Reading? {
        let statements = view.statements(in: (function.open + 1)..<close)
        let matcher = Matcher(source)
        let declarations = statements.compactMap { statement in
            Self.expectationDeclarations.lazy.compactMap { matcher.match($0, at: statement.lowerBound, end: statement.upperBound) }
                .first { $0.code.upperBound == statement.upperBound }.map { (statement, $0) }
        }
        let allSinks = statements.enumerated().compactMap { index, statement in subscription(statement).map { (index, $0) } }
        guard let firstSink = allSinks.first, declarations.first?.1.text(of: "e", in: source) != nil else { return nil }
        let names = declarations.compactMap { $0.1.text(of: "e", in: source) }
        // The `sink`s that name an expectation are the steps'; those that name none (an
        // action's, a recorder's) cannot fulfil one, and stay as they are, subscribed where
        // they were, their closures run as the values come (unless no `sink` names one: then
        // each is read as a step, to say why the test stays).
        let fulfilling = allSinks.filter { sink in names.contains { mentions($0, in: statements[sink.0]) } }
        let sinks = fulfilling.isEmpty ? allSinks : fulfilling
        let kept = Set(allSinks.map(\.0)).subtracting(sinks.map(\.0))
        // Expectations no `sink` names, fulfilled by other code (a callback, a task): they stay,
        // awaited with `fulfillment(of:timeout:)` where they were waited for (`otherWaits`).
        let others = fulfilling.isEmpty ? [] : declarations.filter { declaration in
            !fulfilling.contains { mentions(declaration.1.text(of: "e", in: source) ?? "", in: statements[$0.0]) }
        }
        let stepDeclarations = declarations.filter { declaration in !others.contains { $0.0 == declaration.0 } }
        let body = function.open...close
        func skip(_ message: String, _ severity: Diagnostic.Severity = .warning, at site: CodePosition = firstSink.1.code.lowerBound) -> Reading {
            Reading(body: body, site: site, outcome: .failure(SkipReason("not made an async test: " + message, severity)))
        }
        guard isTestClass else {
            return skip("not in a test (a method of an `XCTestCase` subclass, or of a test target)", .note)
        }
        guard function.parameters?.count == 2, function.returnType == nil else {
            return skip("the test method takes parameters or returns a value", .note)
        }
        // testValues() extends Combine's `Publisher`, and Swift concurrency may not be there.
        if let reason = AsyncAvailability.reason(in: view) { return skip(reason) }
        guard stepDeclarations.count <= sinks.count else {
            return skip("several expectations in one test, not each fulfilled by a `sink` of its own", .note)
        }
        guard sinks.count <= stepDeclarations.count else {
            return skip("several subscriptions in one test, not each fulfilling an expectation of its own", .note)
        }
        let waits = statements.indices.filter { index in names.contains { waitTimeout(statements[index], for: $0) != nil } }
        let joint = declarations.count > 1 && names.count == declarations.count
            ? jointWait(for: names, declaredBy: declarations.map(\.0), waits: waits, in: statements) : nil
        if declarations.count > 1, waits.count != declarations.count, joint == nil {
            return skip("several expectations in one test, not each waited for alone", .note)
        }
        // A sync test ran on the main thread: it stays there. An async one keeps its isolation.
        let onMain = view.isolation(at: function.open + 1, in: module) == .mainActor
        var plans: [Plan] = []
        var from = 0
        for (step, ((declaration, declared), (sinkIndex, sink))) in zip(stepDeclarations, sinks).enumerated() {
            let next = step + 1 < stepDeclarations.count && joint == nil ? statements.firstIndex(of: stepDeclarations[step + 1].0) : nil
            let read = plan(
                declaration, declared, sink: sink, at: sinkIndex, in: statements, waitFrom: from, before: next ?? statements.count,
                joint: joint,
                steps: Set(sinks.map(\.0)), kept: kept, onMain: onMain)
            switch read {
            case .success(let (plan, waitIndex)):
                plans.append(plan)
                from = joint == nil ? waitIndex + 1 : from
            case .failure(let reason): return skip(reason.message, reason.severity, at: sink.code.lowerBound)
            }
        }
        var otherWaits: [OtherWait] = []
        for (declaration, declared) in others {
            switch otherWait(declaration, declared, in: statements, joint: joint, plans: plans) {
            case .success(let wait): otherWaits.append(wait)
            case .failure(let reason): return skip(reason.message, reason.severity)
            }
        }
        if plans.count > 1, let reason = endedBetweenSteps(plans) {
            return skip(reason, at: firstSink.1.code.lowerBound)
        }
        if let reason = arrivedValuesProblem(plans, in: statements) { return skip(reason, .note, at: firstSink.1.code.lowerBound) }
        if plans.count > 1, let early = plans.first(where: \.returnsEarly) {
            return skip("the value closure returns early, in a test taken in steps", at: early.subscription.lowerBound)
        }
        // What stays of the other steps' `sink`s: their chains and the code moved after their awaits.
        for plan in plans {
            for bound in plan.expected.bound {
                for other in plans where other.subscription != plan.subscription
                    && (mentions(bound, in: other.publisher) || mentions(bound, in: other.expected.kept.code))
                {
                    return skip(
                        "`\(bound)`, which the awaited value (or failure) would be named, is a name of the test's other code",
                        at: other.subscription.lowerBound)
                }
            }
        }
        return Reading(
            body: body, site: firstSink.1.code.lowerBound, outcome: .success(plans), otherWaits: otherWaits,
            keptSinks: allSinks.filter { kept.contains($0.0) }.map(\.1.code.lowerBound))
    }

    /// How an expectation no `sink` names (`declaration`) is waited for in the rewrite: where
    /// the test waited for it — alone (`wait(for: [e], …)`, or `waitForExpectations` once
    /// every step's wait is done, for one made by `expectation(description:)`), or in the
    /// `joint` wait with the steps' — or why the test stays. Its name is used only by
    /// `e.fulfill()` in other code's closures (a callback's, a task's) and by its wait.
    private func otherWait(
        _ declaration: Range<CodePosition>, _ declared: Match, in statements: [Range<CodePosition>],
        joint: (index: Int, timeout: Range<CodePosition>)?, plans: [Plan]
    ) -> Result<OtherWait, SkipReason> {
        let reason = "an expectation no `sink` names is fulfilled or waited for in a way the rewrite cannot keep "
            + "(outside a closure, counted, or waited for with the steps' in another way)"
        guard let name = declared.text(of: "e", in: source), let declarationIndex = statements.firstIndex(of: declaration) else {
            return .failure(SkipReason(reason, .note))
        }
        let stepWaits = Set(plans.map(\.wait))
        let wait: (index: Int, timeout: Range<CodePosition>)
        if let joint {
            wait = joint
        } else if let index = statements.indices.first(where: { $0 > declarationIndex && waitTimeout(statements[$0], for: name) != nil }),
            let timeout = waitTimeout(statements[index], for: name), !stepWaits.contains(statements[index]),
            !isWaitForAll(statements[index])
                || Matcher(source).match(Self.overFulfilledQuietly, at: declaration.lowerBound, end: declaration.upperBound) == nil
                    && plans.allSatisfy({ $0.wait.upperBound <= statements[index].lowerBound })
        {
            wait = (index, timeout)
        } else {
            return .failure(SkipReason(reason, .note))
        }
        // Every use of the name but its declaration and its wait: `name.fulfill()`, in a closure.
        let uses = ((function.open + 1)..<close).filter {
            view.isUse($0) && view.text($0) == name && !declaration.contains($0) && !statements[wait.index].contains($0)
        }
        let fulfils = uses.allSatisfy { p in
            view.kind(p + 1) == .period && view.isWord(p + 2, "fulfill") && view.kind(p + 3) == .leftParen && view.kind(p + 4) == .rightParen
                && view.enclosingBraces(of: p, inside: function.open).contains { view.braceKind($0) == .closure }
        }
        guard !uses.isEmpty, fulfils else { return .failure(SkipReason(reason, .note)) }
        return .success(OtherWait(name: name, wait: statements[wait.index], timeout: wait.timeout, isJoint: joint != nil))
    }

    /// Whether the wait is `waitForExpectations(timeout:)`, which waits for every expectation
    /// made by `expectation(description:)` not waited for yet.
    private func isWaitForAll(_ statement: Range<CodePosition>) -> Bool {
        let wait = unwrappedWait(statement).wait
        return view.isWord(wait.lowerBound, "waitForExpectations") || view.isWord(wait.lowerBound + 2, "waitForExpectations")
    }

    /// The one wait for every expectation of the test (`names`, declared by the statements
    /// `declarations`), each subscribed before it, and its timeout: `wait(for: [a, b],
    /// timeout: t)` naming them all and no other wait for them (`waits`), or the only wait,
    /// `waitForExpectations(timeout: t)`, after them all, each made by
    /// `expectation(description:)` (which it waits for).
    private func jointWait(
        for names: [String], declaredBy declarations: [Range<CodePosition>], waits: [Int], in statements: [Range<CodePosition>]
    ) -> (index: Int, timeout: Range<CodePosition>)? {
        let together = statements.indices.compactMap { index in
            jointWait(statements[index]).flatMap { Set($0.names) == Set(names) ? (index, $0.timeout) : nil }
        }
        if together.count == 1, waits.isEmpty { return together.first }
        let matcher = Matcher(source)
        guard waits.count == 1, let index = waits.first, let first = names.first, let timeout = waitTimeout(statements[index], for: first),
            isWaitForAll(statements[index]),
            declarations.allSatisfy({ declaration in
                (statements.firstIndex(of: declaration) ?? index) < index
                    && matcher.match(Self.overFulfilledQuietly, at: declaration.lowerBound, end: declaration.upperBound) == nil
            })
        else { return nil }
        return (index, timeout)
    }

    /// Why the values that came with the awaited one (`Expected.arrivedValues`) are not all
    /// that ran the closure before the test ended: another step's wait, or code after the
    /// wait that suspends or runs the run loop, let more values come to the closure.
    private func arrivedValuesProblem(_ plans: [Plan], in statements: [Range<CodePosition>]) -> String? {
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
    private func endedBetweenSteps(_ plans: [Plan]) -> String? {
        guard let last = plans.last?.wait else { return nil }
        let cancelledEarly = plans.dropLast().contains { plan in
            plan.removed.contains { $0.lowerBound > plan.wait.lowerBound && $0.lowerBound < last.lowerBound }
        }
        if cancelledEarly { return "a step's subscription is cancelled before the last wait, which awaiting in turn does not keep" }
        return nil
    }

    /// One step of a test: the expectation declared by `declaration`, the `sink` statement at
    /// `sinkIndex`, and the first `wait` for it from `waitFrom` on, which must come before the
    /// statement at `end` (the next step's expectation) — or `joint`, the index and timeout of
    /// the one wait for every step's expectation: its plan and the wait's index, or why the
    /// test stays. `steps`: the indices of every step's `sink` statement.
    private func plan(
        _ declaration: Range<CodePosition>, _ declared: Match, sink: Match, at sinkIndex: Int, in statements: [Range<CodePosition>],
        waitFrom: Int, before end: Int, joint: (index: Int, timeout: Range<CodePosition>)?, steps: Set<Int>, kept: Set<Int>,
        onMain: Bool
    ) -> Result<(Plan, Int), SkipReason> {
        func skip(_ message: String, _ severity: Diagnostic.Severity = .warning) -> Result<(Plan, Int), SkipReason> {
            .failure(SkipReason(message, severity))
        }
        guard let name = declared.text(of: "e", in: source) else { return skip("the expectation is not one name", .note) }
        let afterFailure: [Range<CodePosition>]
        switch unsupportedUse(of: name, by: declared, sink: statements[sinkIndex]) {
        case .success(let found): afterFailure = found
        case .failure(let reason): return .failure(reason)
        }
        guard let waitIndex = joint?.index ?? statements.indices.dropFirst(waitFrom).first(where: { waitTimeout(statements[$0], for: name) != nil }),
            let timeout = joint?.timeout ?? waitTimeout(statements[waitIndex], for: name)
        else {
            return skip(
                "the expectation is not waited for with `wait(for: [\(name)], timeout:)` or `waitForExpectations(timeout:)` "
                    + "(an `XCTWaiter` result, say, or a handler that does more than `XCTAssertNil(error)`)", .note)
        }
        guard let declarationIndex = statements.firstIndex(of: declaration), declarationIndex < sinkIndex, sinkIndex < waitIndex,
            waitIndex < end
        else {
            return skip("the expectation, the `sink` and the `wait` are not in that order", .note)
        }
        // `withExtendedLifetime(c) { <the wait> }` keeps this `sink`'s local cancellable alive,
        // as the values do: another's would end sooner without it.
        if let kept = unwrappedWait(statements[waitIndex]).kept, sink.bindings["target"].map({ source.text(ofCode: $0) }) != kept {
            return skip("the wait keeps `\(kept)` alive around it, which is not the `sink`'s local cancellable", .note)
        }
        var removed: [Range<CodePosition>] = []
        // The collection the subscription is stored into: by the chain's `.store(in: &set)`, or
        // by a statement storing the local cancellable (`c.store(in: &set)`).
        var storedInto = sink.bindings["set"].flatMap { $0.isEmpty ? nil : view.text($0.upperBound - 1) }
        var store: Int?
        if let local = sink.bindings["target"].map({ source.text(ofCode: $0) }) {
            let uses = statements.indices.filter { $0 != sinkIndex && mentions(local, in: statements[$0]) }
            // `c.cancel()` after the wait, or `defer { c.cancel() }` after the `sink`: both end the
            // subscription with the test, as releasing the values does; `withExtendedLifetime(c)
            // {}` keeps it until then at least; `c.store(in: &set)` after the `sink` keeps it as
            // long as the set, which the checks below follow.
            store = uses.first { $0 > sinkIndex && storedCollection(statements[$0], of: local) != nil }
            storedInto = store.flatMap { storedCollection(statements[$0], of: local) } ?? storedInto
            let gone = uses.filter { index in
                index > waitIndex && isCancellation(statements[index], of: local)
                    || index > sinkIndex && (isDeferredCancellation(statements[index], of: local) || isKeptAlive(statements[index], local))
                    || index == store
            }
            // `withExtendedLifetime(c) { <the wait> }`: the wait, which the awaits replace.
            let keptAround = uses.filter { $0 == waitIndex && unwrappedWait(statements[$0]).kept == local }
            guard uses.count == gone.count + keptAround.count else { return skip("the local cancellable `\(local)` is used again") }
            removed += gone.map { statements[$0] }
        }
        // The collection the `sink` stored into, read or changed by the test's other code
        // (`XCTAssertEqual(subscriptions.count, 1)`): without the `sink` it would not hold it.
        if let name = storedInto {
            // Its declaration as a local (`var subscriptions = Set<AnyCancellable>()`) goes with it.
            let declaresIt: (Range<CodePosition>) -> Bool = { statement in
                self.view.isWord(statement.lowerBound, "var") && self.view.text(statement.lowerBound + 1) == name
            }
            // `cancellables.removeAll()` after the last wait ends the subscription where the
            // test's end does: no value is read after it either way. Not before another wait
            // (an expectation other code fulfils): the values the original stopped hearing
            // there would be checked after it.
            let lastWait = statements.indices.last { isAnyWait(statements[$0]) } ?? waitIndex
            let emptiesAtTheEnd: (Int) -> Bool = { index in
                index > waitIndex && index > lastWait && steps.allSatisfy({ $0 < index })
                    && self.isEmptying(statements[index], of: name)
            }
            // A `sink` that stays and only stores its subscription there too adds to it, as before.
            let keptStores = kept.filter { storesOnly(statements[$0], into: name) }
            if statements.indices.contains(where: {
                $0 != sinkIndex && $0 != store && !steps.contains($0) && !keptStores.contains($0) && !declaresIt(statements[$0])
                    && !emptiesAtTheEnd($0) && mentions(name, in: statements[$0])
            }) {
                return skip("the test's other code uses `\(name)`, which the `sink` stored its subscription into")
            }
            // A local only the rewritten `sink`s stored into is never read again: it goes too
            // (once, by the step that comes first).
            if let local = statements.first(where: declaresIt), local.lowerBound < statements[sinkIndex].lowerBound,
                !steps.contains(where: { $0 < sinkIndex }), keptStores.isEmpty
            {
                removed.append(local)
            }
        }
        var count: Int?
        switch fulfilmentCount(of: name, statements[..<sinkIndex]) {
        case .success(let found?):
            removed.append(found.statement)
            count = found.count > 1 ? found.count : nil
        case .success(nil): break
        case .failure(let reason): return .failure(reason)
        }
        // Local variables only the closure and the code after the wait use, or code before the
        // `sink` outside closures (it ran before the subscription started): the closure may
        // change them (collect values) after the await as well.
        let free = Set(view.localNames(visibleAt: sink.code.lowerBound).filter { $0.value == .variable }.keys.filter { variable in
            statements.indices.allSatisfy { index in
                index == sinkIndex || index > waitIndex || !mentions(variable, in: statements[index])
                    || index < sinkIndex && !mentionsInClosure(variable, in: statements[index])
            }
        })
        let isMainActor = onMain || !function.isAsync
        // The closures ran where the chain delivered: on the main thread, the rewrite's too, if
        // it delivers there and the test is on the main actor.
        let publisher = sink.bindings["p"] ?? sink.code
        // `model?.$state.sink { … }` subscribes to nothing when `model` is nil; its values
        // would be optional.
        if view.isOptionalChained(publisher) {
            return skip("the publisher is reached through optional chaining (`a?.b`), whose values the rewrite would await as optional")
        }
        let keepsThread = isMainActor && SubscriptionSite(source: source, match: sink).deliversOnMain(publisher)
        let expected: Expected
        let quietly = Matcher(source).match(Self.overFulfilledQuietly, at: declaration.lowerBound, end: declaration.upperBound) != nil
        switch self.expected(sink, fulfilling: name, keepsThread: keepsThread, free: free, afterFailure: afterFailure, quietly: quietly) {
        case .success(let found): expected = found
        case .failure(let reason): return .failure(reason)
        }
        if let reason = commentLost(in: statements[sinkIndex], publisher: publisher, kept: expected) {
            return skip(reason)
        }
        if case .failure = expected, count != nil {
            return skip("the expectation counts fulfilments where a failure is expected", .note)
        }
        if case .arrivedValues = expected, count != nil {
            return skip(Self.fulfilledQuietly("and its fulfilments are counted: not migrated yet"), .note)
        }
        if case .everyValue = expected, count != nil {
            return skip("the expectation counts fulfilments where the completion handler fulfils it once", .note)
        }
        if case .value(_, _, _?) = expected, count != nil {
            return skip("the expectation counts fulfilments that a leading `guard` filters: not migrated yet", .note)
        }
        // The other steps' `sink`s are checked once all are read (`read`): only their chains
        // and the code they move stay.
        // The moved code declaring it again (`guard let v = v.last`) is in the test's scope now.
        let declaredAgain = view.declaredNames(inStatementsOf: expected.kept.code)
        if let bound = expected.bound.first(where: { bound in
            statements.indices.contains { !steps.contains($0) && $0 != waitIndex && mentions(bound, in: statements[$0]) }
                || declaredAgain.contains(bound)
        }) {
            return skip("`\(bound)`, which the awaited value (or failure) would be named, is a name of the test's other code")
        }
        var plan = Plan(
            expectation: declaration, subscription: statements[sinkIndex], wait: statements[waitIndex],
            publisher: publisher, timeout: timeout, expected: expected, addsMainActor: !onMain && !function.isAsync,
            removed: removed, count: count, dropped: afterFailure, fulfilsQuietly: quietly)
        // The closure's `return`s (its fulfilment deferred) ended the closure; after the await they
        // end the test, the same when nothing follows the wait. (In a loop over every value, they
        // go on to the next, as `continue`.)
        let returns = view.ownReturns(in: expected.kept.code)
        if !expected.loopsOverValues, !returns.isEmpty {
            // A `return` right after an `XCTFail` ends a test that has failed already: what it
            // skips (code after the wait, other values, other steps) changes no outcome.
            let afterFailure = returns.allSatisfy { followsFailure($0, skipping: plan.dropped) }
            guard afterFailure || count == nil && statements[(waitIndex + 1)...].allSatisfy({ removed.contains($0) }) else {
                return skip("the value closure returns early, and code follows the wait (or counts values) that a `return` would skip")
            }
            plan.returnsEarly = !afterFailure
        }
        return .success((plan, waitIndex))
    }
}
