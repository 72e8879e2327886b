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
    /// What the functions the file does not declare, called by name (`encodeDecode(album)`),
    /// are taken to read.
    var otherFunctions = OtherFunctions.unknown

    enum OtherFunctions: Sendable {
        /// Anything: a call of one keeps the code.
        case unknown
        /// Only their arguments, for those named (`ArgumentReaders`: every declaration of the
        /// name in the run reads only its arguments).
        case readingArguments(Set<String>)
        /// Only their arguments, each noted as assumed (while the run's are being found).
        case assumed
    }

    /// What the closures of the `sink` expect.
    enum Expected {
        /// A value: the value closure ends with the fulfilment (`closure` is the code without
        /// it); the completion handler only fails the test on a failure, or is absent. `filter`:
        /// the condition of a leading `guard … else { return }`, which values must meet to count;
        /// `unwrap`: a leading `guard let … else { return }`, whose non-nil values count.
        case value(closure: ClosureBody, parameter: String, filter: Range<CodePosition>?, unwrap: Unwrap? = nil)
        /// A failure: the `.failure` branch ends with the fulfilment (`branch`, the code
        /// without it), or the completion handler fulfils after its branches and `.finished`
        /// only fails the test; the value closure only fails the test (`ignoresValues`: it
        /// does nothing).
        case failure(branch: ClosureBody, name: String?, ignoresValues: Bool)
        /// The publisher's end: the completion handler fulfils the expectation after its
        /// branches and only fails the test on a failure; the wait ended when the publisher
        /// finished, after every value had run the value closure (`closure`, the loop's body).
        /// `orFailure`: the handler only fulfils it, so a failure ended the wait too, and
        /// failed nothing. `ended`: code the handler ran on finishing and on failing alike
        /// before it fulfilled the expectation (`print(completion)`), which runs after the
        /// values (with `orFailure`).
        case everyValue(closure: ClosureBody, parameter: String, orFailure: Bool, ended: EndCode? = nil)
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
            case .value(_, let parameter, _, _), .everyValue(_, let parameter, _, _), .arrivedValues(_, let parameter):
                CodeView.names(inPattern: parameter).filter { $0 != "$0" }
            case .failure(_, let name, _): name.map { CodeView.names(inPattern: $0) } ?? []
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
            case .value(let closure, _, _, _), .everyValue(let closure, _, _, _), .arrivedValues(let closure, _): closure
            case .failure(let branch, _, _): branch
            }
        }
    }

    /// A leading `guard let name = <expression> else { return }` of the value closure (or
    /// `guard let name else { return }`): the values it lets through, unwrapped, are those that
    /// count, named `name` — the publisher's `compactMap { value in <expression> }`.
    struct Unwrap {
        var name: String
        /// The expression of the value; nil for the shorthand, which unwraps the value itself.
        var expression: Range<CodePosition>?
        /// The value closure's parameter, as the expression names it (`$0`, `query`).
        var value: String
        /// Where the `guard` ends.
        var end: CodePosition
    }

    /// The code a completion handler ran on any end before it fulfilled the expectation, and
    /// the name it gave the completion (nil for `_`).
    struct EndCode {
        var code: ClosureBody
        var name: String?
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
        /// How many values the test awaits (`expectedFulfillmentCount`), when more than one: its
        /// code as written (`3`, `expectedValues.count`).
        var count: String?
        /// Whether the code moved after the await has `return`s of the closure's, which now end
        /// the test, other than right after an `XCTFail`: nothing but what goes follows the wait.
        var returnsEarly = false
        /// Fulfilments that follow an `XCTFail`, which go: the test has failed already.
        var dropped: [Range<CodePosition>] = []
        /// Those of `dropped` that become `break`: alone in a `switch` case.
        var breaks: [Range<CodePosition>] = []
        /// Whether the expectation was made with `XCTestExpectation(description:)`, which does
        /// not fail when fulfilled again.
        var fulfilsQuietly = false
        /// The type the value closure declares for its parameter (`{ (result: [[String: String]]) in`),
        /// which the values' declaration keeps: a generic publisher may take its output type
        /// from it.
        var valueType: String?
        /// `c.cancel()` of the local cancellable before the wait: it becomes `values.cancel()`.
        var cancellation: Range<CodePosition>?
        /// `cancellables.removeAll()` after the wait, before a later step's `sink`, which ended
        /// the subscription there: it becomes `values.cancel()` and the check that nothing more
        /// came by then. Or a later step's `sink` assigning the property this one's did, after
        /// this one's wait: those follow its values' subscription.
        var ending: Range<CodePosition>?
        /// Whether the awaited value takes a fresh name (`checkins2`), its uses in the moved
        /// code renamed with it: the closure's name is one of the test's other code (another
        /// step's value, say), which the closure's own scope kept apart.
        var renamesValue = false
        /// Names the moved code declares in the test's scope that take fresh names there
        /// (`traceLocation2`): the test's other code (or another step's) names them too.
        var renamedDeclarations: Set<String> = []
        /// Whether the completion the completion handler's code names (`EndCode.name`) takes a
        /// fresh name after the values (`completion2`): another step, or this one's code before
        /// it, names it too.
        var renamesCompletion = false

        /// The helpers of `testValues()` the plan's await calls beyond `next` and `failure`,
        /// which a support file written before them lacks.
        var helpers: SupportHelpers {
            switch expected {
            case .everyValue(_, _, let orFailure, let ended):
                let untilCompletion: SupportHelpers = orFailure ? .untilCompletion : []
                return untilCompletion.union(ended?.name == nil ? [] : .receivedCompletion)
            case .value(_, _, _?, _) where count != nil: return .nextCountedWhere
            default: return []
            }
        }

        /// The value closure's leading `guard let`, which the publisher's `compactMap` replaces.
        var unwrap: Unwrap? {
            if case .value(_, _, _, let unwrap?) = expected { unwrap } else { nil }
        }

        /// The completion handler's code that runs after the values, and its completion's name.
        var ended: EndCode? {
            if case .everyValue(_, _, _, let ended?) = expected { ended } else { nil }
        }
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
        /// For a test written as a helper (`HelperTests`): the bodies (`{`) of the test methods
        /// that call it, which become async tests awaiting it.
        var callers: [CodePosition] = []
        /// The `@available` the async test carries where its module deploys below Swift
        /// concurrency (an OpenCombine test target of an iOS 12 app).
        var available: String?
        /// The class (the test's or a supertype) that sets `continueAfterFailure = false`,
        /// which the async test cannot keep.
        var stopsAtFirstFailure: String?
    }

    static let expectationDeclarations: [Template] = [
        "let :[[e]] = expectation(description: :[d])",
        "let :[[e]] = self.expectation(description: :[d])",
        "let :[[e]] = XCTestExpectation(description: :[d])",
        "let :[[e]] = XCTestExpectation()",
    ].map { try! Template($0) }

    /// An expectation made by its initializers (with a description or without):
    /// `assertForOverFulfill` is false, so a second `fulfill()` is no failure and the values
    /// after the first still reach the closure.
    static let overFulfilledQuietly: [Template] = [
        "let :[[e]] = XCTestExpectation(description: :[d])",
        "let :[[e]] = XCTestExpectation()",
    ].map { try! Template($0) }

    /// The line of `p`, as a diagnostic names a statement it is not at.
    func line(of p: CodePosition) -> Int { source.lineMap.location(of: view.offset(p)).line }

    /// Whether the expectation's declaration makes it with an initializer of
    /// `XCTestExpectation` (`overFulfilledQuietly`), not with `expectation(description:)`.
    func isMadeQuietly(_ declaration: Range<CodePosition>) -> Bool {
        Self.overFulfilledQuietly.contains { template in
            Matcher(source).match(template, at: declaration.lowerBound, end: declaration.upperBound)?.code.upperBound == declaration.upperBound
        }
    }

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
        // A handler that asserts there was no error (no timeout), what a throw says, and may
        // run more once the wait returns (`handlerRest`).
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
    /// Several expectations are read as steps — each fulfilled by a `sink` of its own and waited
    /// for alone or with others, each `sink` after the waits of the steps before — and each step
    /// becomes its own subscription and await, where its `sink` and its `wait` were.
    func read(isTestClass: Bool, module: ModuleTypes?, scope: NameScope, facts: ModuleFacts?, oneClosureSinks: OneClosureSinks = .none,
        types: TypeTable = TypeTable(), waitingHelpers: WaitingHelpers = .none
    ) -> Reading? {
        let statements = view.statements(in: (function.open + 1)..<close)
        let matcher = Matcher(source)
        let declarations = statements.compactMap { statement in
            Self.expectationDeclarations.lazy.compactMap { matcher.match($0, at: statement.lowerBound, end: statement.upperBound) }
                .first { $0.code.upperBound == statement.upperBound }.map { (statement, $0) }
        }
        let allSinks = statements.enumerated().compactMap { index, statement in subscription(statement).map { (index, $0) } }
        guard declarations.first?.1.text(of: "e", in: source) != nil else { return nil }
        guard let firstSink = allSinks.first else {
            // A `sink` no pattern reads (a function passed by name as its handler, say) says so.
            guard let sink = statements.lazy.flatMap({ $0 }).first(where: { view.kind($0) == .period && view.isWord($0 + 1, "sink") }) else {
                return nil
            }
            return Reading(
                body: function.open...close, site: sink + 1,
                outcome: .failure(SkipReason(
                    "not made an async test: the test's `sink` is not in a shape the rule reads: its handlers are not closures (a "
                        + "function passed by name, say), or its subscription is not stored with `store(in:)`, in a local or in a property",
                    .note)))
        }
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
        guard stepDeclarations.count <= sinks.count else {
            return skip("several expectations in one test, not each fulfilled by a `sink` of its own", .note)
        }
        guard sinks.count <= stepDeclarations.count else {
            return skip("several subscriptions in one test, not each fulfilling an expectation of its own", .note)
        }
        // Each step: the expectation its `sink` names, and the first wait for it after the
        // `sink`. Steps that share one wait are taken together; steps in turn, each subscribed
        // after the waits of the steps before.
        let steps = steps(stepDeclarations, sinks, in: statements)
        // A sync test ran on the main thread: it stays there. An async one keeps its isolation.
        let onMain = view.isolation(at: function.open + 1, in: module) == .mainActor
        let stepSinks = Set(sinks.map(\.0))
        let waitIndices = steps.compactMap(\.wait?.index)
        var plans: [Plan] = []
        for step in steps {
            let group = Set(steps.filter { $0.wait?.index == step.wait?.index }.map(\.sinkIndex))
            let before = waitIndices.filter { $0 < (step.wait?.index ?? 0) }.max()
            let read = plan(
                step.declaration, step.declared, sink: step.sink, at: step.sinkIndex, in: statements, wait: step.wait,
                waitFrom: before.map { $0 + 1 } ?? 0, group: group, steps: stepSinks, kept: kept, onMain: onMain,
                oneClosureSinks: oneClosureSinks, types: types, module: module)
            switch read {
            case .success(let plan): plans.append(plan)
            case .failure(let reason): return skip(reason.message, reason.severity, at: step.sink.code.lowerBound)
            }
        }
        // No step subscribed before the wait of a step before it, which would take its values.
        let inTurn = steps.allSatisfy { step in
            step.wait.map { wait in waitIndices.allSatisfy { $0 >= wait.index || $0 < step.sinkIndex } } == true
        }
        if steps.count > 1, !inTurn {
            return skip("several expectations in one test, not each waited for alone", .note)
        }
        var otherWaits: [OtherWait] = []
        for (declaration, declared) in others {
            switch otherWait(declaration, declared, in: statements, plans: plans) {
            case .success(let wait): otherWaits.append(wait)
            case .failure(let reason): return skip(reason.message, reason.severity)
            }
        }
        if let reason = sharedWaitProblem(plans, otherWaits, declarations: declarations, in: statements) {
            return skip(reason, .note)
        }
        if plans.count > 1, let reason = endedBetweenSteps(plans) {
            return skip(reason, at: firstSink.1.code.lowerBound)
        }
        if let reason = arrivedValuesProblem(plans, in: statements) { return skip(reason, .note, at: firstSink.1.code.lowerBound) }
        if plans.count > 1, let early = plans.first(where: \.returnsEarly) {
            return skip("the value closure returns early, in a test taken in steps", at: early.subscription.lowerBound)
        }
        // The names the code moved after the awaits takes in the test's scope.
        if let (reason, site) = namingProblem(&plans) { return skip(reason, at: site) }
        // What an async test would do otherwise than the synchronous one, around the plans.
        if let reason = asyncProblem(
            waits: plans.map(\.wait) + otherWaits.map(\.wait), in: statements, scope: scope, waitingHelpers: waitingHelpers)
        {
            return skip(reason.message, reason.severity)
        }
        if plans.first?.addsMainActor == true, let facts, let reason = swift6IsolationProblem(facts, keeping: plans, scope: scope) {
            return skip(reason)
        }
        // Where the module deploys below Swift concurrency, the async test says where it runs.
        let available = function.isAsync ? nil : AsyncAvailability.attribute(forAsyncFunctionAt: function.open + 1, in: view, module: facts)
        return Reading(
            body: body, site: firstSink.1.code.lowerBound, outcome: .success(plans), otherWaits: otherWaits,
            keptSinks: allSinks.filter { kept.contains($0.0) }.map(\.1.code.lowerBound), available: available,
            stopsAtFirstFailure: function.isAsync ? nil : view.typeStoppingAtFirstFailure(around: function.open, scope: scope))
    }
}
