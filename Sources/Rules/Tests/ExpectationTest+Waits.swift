import Core
import Structure
import Tokenizer

/// The waits of a test, as `ExpectationTest.read` takes them: a wait statement and its
/// timeout (inside `withExtendedLifetime(c) { … }` too), its handler, how an expectation no
/// `sink` names is waited for, the one wait for several expectations at once, and
/// `waitForExpectations`, which waits for them all.
extension ExpectationTest {
    /// How an expectation no `sink` names (`declaration`) is waited for in the rewrite: where
    /// the test first waited for it — alone (`wait(for: [e], …)`), with others, the steps'
    /// among them (`wait(for: [a, e], …)`, `waitForExpectations` for one made by
    /// `expectation(description:)`) — or why the test stays. Its name is used only by
    /// `e.fulfill()` in other code's closures (a callback's, a task's) and by its wait.
    func otherWait(
        _ declaration: Range<CodePosition>, _ declared: Match, in statements: [Range<CodePosition>], plans: [Plan]
    ) -> Result<OtherWait, SkipReason> {
        let reason = "an expectation no `sink` names is fulfilled or waited for in a way the rewrite cannot keep "
            + "(outside a closure, or waited for with the steps' in another way)"
        guard let name = declared.text(of: "e", in: source), let declarationIndex = statements.firstIndex(of: declaration),
            let wait = firstWait(for: name, quietly: isMadeQuietly(declaration), after: declarationIndex, in: statements)
        else {
            return .failure(SkipReason(reason, .note))
        }
        // What the test sets on it (`name.isInverted = true`, `assertForOverFulfill`,
        // `expectedFulfillmentCount`), which stays: `fulfillment(of:timeout:)` honours it as
        // the wait did (an inverted one is awaited until the timeout, as the wait for it ran).
        let settings = statements.filter { statement in
            view.text(statement.lowerBound) == name && view.kind(statement.lowerBound + 1) == .period
                && view.isAny(statement.lowerBound + 2, of: ["isInverted", "assertForOverFulfill", "expectedFulfillmentCount"])
                && view.kind(statement.lowerBound + 3) == .binaryOperator && view.text(statement.lowerBound + 3) == "="
        }
        // Every other use of the name but its declaration and its wait: `name.fulfill()`, in a closure.
        // (Before its declaration, the name is another's: `let count = expectation(description:
        // …)` calls the test case's method, before `let expectation = …`.)
        let uses = (declaration.upperBound..<close).filter { p in
            view.isUse(p) && view.text(p) == name && !declaration.contains(p) && !statements[wait.index].contains(p)
                && !settings.contains { $0.contains(p) }
        }
        let fulfils = uses.allSatisfy { p in
            view.kind(p + 1) == .period && view.isWord(p + 2, "fulfill") && view.kind(p + 3) == .leftParen && view.kind(p + 4) == .rightParen
                && view.enclosingBraces(of: p, inside: function.open).contains { view.braceKind($0) == .closure }
        }
        guard !uses.isEmpty, fulfils else { return .failure(SkipReason(reason, .note)) }
        let isJoint = plans.contains { $0.wait == statements[wait.index] }
        return .success(OtherWait(name: name, wait: statements[wait.index], timeout: wait.timeout, isJoint: isJoint))
    }

    /// The first statement after the one at `index` that waits for the expectation `name`,
    /// and its timeout (`waitTimeout(_:for:quietly:)`).
    func firstWait(
        for name: String, quietly: Bool, after index: Int, in statements: [Range<CodePosition>]
    ) -> (index: Int, timeout: Range<CodePosition>)? {
        for later in statements.indices where later > index {
            if let timeout = waitTimeout(statements[later], for: name, quietly: quietly) { return (later, timeout) }
        }
        return nil
    }

    /// The timeout of a statement that waits for the expectation `name`: `wait(for: [name],
    /// …)`, a wait for several that lists it (`wait(for: [a, name], …)`), or
    /// `waitForExpectations` — which waits only for what `expectation(description:)` made, not
    /// for one made `quietly` by an initializer of `XCTestExpectation`.
    func waitTimeout(_ statement: Range<CodePosition>, for name: String, quietly: Bool) -> Range<CodePosition>? {
        if let timeout = waitTimeout(statement, for: name) { return quietly && isWaitForAll(statement) ? nil : timeout }
        if let joint = jointWait(statement), joint.names.contains(name) { return joint.timeout }
        return nil
    }

    /// Why waits shared by several expectations cannot become awaits in turn within one
    /// deadline: a wait for several that lists an expectation that is not waited for there first
    /// (one waited for before, say), or `waitForExpectations` where an expectation made by
    /// `expectation(description:)` before it waits later (the original waited for it there too).
    func sharedWaitProblem(
        _ plans: [Plan], _ otherWaits: [OtherWait], declarations: [(Range<CodePosition>, Match)], in statements: [Range<CodePosition>]
    ) -> String? {
        let reason = "several expectations in one test, not each waited for alone"
        func name(of plan: Plan) -> String? { declarations.first { $0.0 == plan.expectation }?.1.text(of: "e", in: source) }
        var waitedAt: [CodePosition: Set<String>] = [:]  // a wait's start → the names first waited for there
        for plan in plans { waitedAt[plan.wait.lowerBound, default: []].insert(name(of: plan) ?? "") }
        for other in otherWaits { waitedAt[other.wait.lowerBound, default: []].insert(other.name) }
        for statement in statements where waitedAt[statement.lowerBound] != nil {
            let names = waitedAt[statement.lowerBound] ?? []
            if let joint = jointWait(statement), Set(joint.names) != names { return reason }
            guard isWaitForAll(statement) else { continue }
            // Every expectation `expectation(description:)` made before it is waited for by then.
            let waitedLater = declarations.contains { declaration, declared in
                guard declaration.upperBound <= statement.lowerBound, !isMadeQuietly(declaration),
                    let declaredName = declared.text(of: "e", in: source)
                else { return false }
                let first = plans.first { name(of: $0) == declaredName }?.wait ?? otherWaits.first { $0.name == declaredName }?.wait
                return first.map { $0.lowerBound > statement.lowerBound } ?? true
            }
            if waitedLater { return reason }
        }
        return nil
    }

    /// A step of a test: an expectation's declaration (`declared`, its match), the `sink`
    /// statement at `sinkIndex` that fulfils it, and the first wait for it after that `sink`
    /// (`firstWait`), alone or with others.
    struct Step {
        var declaration: Range<CodePosition>
        var declared: Match
        var sinkIndex: Int
        var sink: Match
        var wait: (index: Int, timeout: Range<CodePosition>)?
    }

    /// The steps of the expectations `declarations` and the `sinks` (in order): each `sink`
    /// with the expectation its statement names, when that pairs them all; otherwise in order
    /// (each read as a step, to say why the test stays).
    func steps(
        _ declarations: [(Range<CodePosition>, Match)], _ sinks: [(Int, Match)], in statements: [Range<CodePosition>]
    ) -> [Step] {
        let byName = sinks.map { sink in
            declarations.filter { mentions($0.1.text(of: "e", in: source) ?? "", in: statements[sink.0]) }
        }
        let paired = declarations.count == sinks.count && byName.allSatisfy({ $0.count == 1 })
            && Set(byName.map { $0[0].0.lowerBound }).count == sinks.count
        return zip(paired ? byName.map { $0[0] } : declarations, sinks).map { declaration, sink in
            let name = declaration.1.text(of: "e", in: source) ?? ""
            return Step(
                declaration: declaration.0, declared: declaration.1, sinkIndex: sink.0, sink: sink.1,
                wait: firstWait(for: name, quietly: isMadeQuietly(declaration.0), after: sink.0, in: statements))
        }
    }

    /// Whether the wait is `waitForExpectations(timeout:)`, which waits for every expectation
    /// made by `expectation(description:)` not waited for yet.
    func isWaitForAll(_ statement: Range<CodePosition>) -> Bool {
        let wait = unwrappedWait(statement).wait
        return view.isWord(wait.lowerBound, "waitForExpectations") || view.isWord(wait.lowerBound + 2, "waitForExpectations")
    }

    /// The statement a wait statement waits with: itself, or the first statement of
    /// `withExtendedLifetime(c) { … }`, which keeps the local cancellable `c` alive around it
    /// (`kept`), as the values a rewrite awaits keep theirs; `then`, the block's statements
    /// after it, which ran with `c` still alive (DuckDuckGo's permission tests assert there).
    func unwrappedWait(_ statement: Range<CodePosition>) -> (wait: Range<CodePosition>, kept: String?, then: Range<CodePosition>?) {
        let p = statement.lowerBound
        guard view.isWord(p, "withExtendedLifetime"), view.kind(p + 1) == .leftParen, view.kind(p + 2) == .identifier,
            view.kind(p + 3) == .rightParen, view.kind(p + 4) == .leftBrace, view.partner(p + 4) == statement.upperBound - 1
        else { return (statement, nil, nil) }
        let inner = view.statements(in: (p + 5)..<(statement.upperBound - 1))
        guard let first = inner.first, let last = inner.last else { return (statement, nil, nil) }
        return (first, view.text(p + 2), inner.count > 1 ? inner[1].lowerBound..<last.upperBound : nil)
    }

    /// Whether the statement waits for expectations, any of them: `wait(for:…)`,
    /// `waitForExpectations(…)`, `fulfillment(of:…)` (called alone or on `self`, anywhere in it).
    func isAnyWait(_ statement: Range<CodePosition>) -> Bool {
        statement.contains { p in
            view.isAny(p, of: ["wait", "waitForExpectations", "fulfillment"]) && view.kind(p + 1) == .leftParen
                && (view.kind(p - 1) != .period || view.isWord(p - 2, "self"))
        }
    }

    /// The timeout of a `wait` for the expectation `name`, if the statement is one (or
    /// `withExtendedLifetime(c) { <the wait> }`).
    func waitTimeout(_ statement: Range<CodePosition>, for name: String) -> Range<CodePosition>? {
        let statement = unwrappedWait(statement).wait
        let matcher = Matcher(source)
        for template in Self.waits {
            guard let match = matcher.match(template, at: statement.lowerBound, end: statement.upperBound),
                match.code.upperBound == statement.upperBound
            else { continue }
            if let waited = match.text(of: "e", in: source), waited != name { return nil }
            // `timeout: 1, handler: nil` is one argument too many for `:[t]`.
            guard let timeout = match.bindings["t"], !hasTopLevelComma(timeout) else { continue }
            if let handler = match.text(of: "h", in: source), let body = match.bindings["hb"], handlerRest(handler, body) == nil {
                return nil
            }
            return timeout
        }
        return nil
    }

    /// The names and the timeout of a wait for two expectations or more at once
    /// (`wait(for: [a, b], timeout: t)`), if the statement is one.
    func jointWait(_ statement: Range<CodePosition>) -> (names: [String], timeout: Range<CodePosition>)? {
        let statement = unwrappedWait(statement).wait
        let matcher = Matcher(source)
        for template in Self.jointWaits {
            guard let match = matcher.match(template, at: statement.lowerBound, end: statement.upperBound),
                match.code.upperBound == statement.upperBound, let list = match.bindings["es"], let timeout = match.bindings["t"],
                !hasTopLevelComma(timeout)
            else { continue }
            let names = view.splitTopLevel(from: list.lowerBound, to: list.upperBound)
            guard names.count > 1, names.allSatisfy({ $0.count == 1 && view.kind($0.lowerBound) == .identifier }) else { return nil }
            return (names.map { view.text($0.lowerBound) }, timeout)
        }
        return nil
    }

    /// Whether the statement is `XCTAssertNil(name)` or `XCTAssertNil(name, message)`.
    /// What a wait's handler `{ error in … }` (its body `body`) runs besides asserting there
    /// was no error (`XCTAssertNil(error)`, which the await's throw says): its other
    /// statements, which ran once the wait returned and follow the awaits in the rewrite — the
    /// `XCTAssertNil` statements to drop, and the code they are in — or nil when those
    /// statements name the error, return, or declare a name (in the test's scope they would
    /// clash).
    func handlerRest(_ handler: String, _ body: Range<CodePosition>) -> (dropped: [Range<CodePosition>], code: Range<CodePosition>)? {
        let statements = view.statements(in: body)
        let asserting = statements.filter { assertsNil(handler, $0) }
        let rest = statements.filter { !asserting.contains($0) }
        guard rest.allSatisfy({ !mentions(handler, in: $0) }), view.ownReturns(in: body).isEmpty,
            view.declaredNames(inStatementsOf: body).isEmpty
        else { return nil }
        return (asserting, body)
    }

    /// The statements of the handler of the wait `statement` (unwrapped from
    /// `withExtendedLifetime`) other than its `XCTAssertNil(error)`s, re-indented to `indent`;
    /// nil when it has none.
    func handlerText(ofWait statement: Range<CodePosition>, indent: String) -> String? {
        guard let (handler, body) = waitHandler(statement), let rest = handlerRest(handler, body) else { return nil }
        let kept = ClosureBody(source: source, after: body.lowerBound - 1, close: body.upperBound)
        let text = kept.loopText(parameter: nil, indent: indent, returnsBecomeContinue: false, dropping: rest.dropped)
        return text.isEmpty ? nil : text
    }

    /// The handler of the wait `statement` (unwrapped from `withExtendedLifetime`): the name
    /// of its error and its body, code that runs once the wait returns.
    func waitHandler(_ statement: Range<CodePosition>) -> (name: String, body: Range<CodePosition>)? {
        let wait = unwrappedWait(statement).wait
        let matcher = Matcher(source)
        for template in Self.waits {
            guard let match = matcher.match(template, at: wait.lowerBound, end: wait.upperBound), match.code.upperBound == wait.upperBound,
                let handler = match.text(of: "h", in: source), let body = match.bindings["hb"]
            else { continue }
            return (handler, body)
        }
        return nil
    }

    func assertsNil(_ name: String, _ statement: Range<CodePosition>) -> Bool {
        let p = statement.lowerBound
        return view.isWord(p, "XCTAssertNil") && view.kind(p + 1) == .leftParen && view.partner(p + 1) == statement.upperBound - 1
            && view.text(p + 2) == name && (view.kind(p + 3) == .rightParen || view.kind(p + 3) == .comma)
    }
}
