import Core
import Structure
import Tokenizer

/// What a test's `sink` expects, read from its closures: which closure fulfils the
/// expectation, and whether the other only fails the test (what a thrown error also does).
extension ExpectationTest {
    /// `keepsThread`: the closures' code runs on the thread it ran on (`Thread` may be read);
    /// `free`: local variables no code but the closure's and the code after the wait uses;
    /// `afterFailure`: fulfilments that follow an `XCTFail`, which go; `quietly`: the
    /// expectation does not fail when fulfilled again.
    func expected(
        _ sink: Match, fulfilling name: String, keepsThread: Bool, free: Set<String>, afterFailure: [Range<CodePosition>],
        middle: Range<CodePosition>? = nil, quietly: Bool, module: ModuleTypes? = nil
    ) -> Result<Expected, SkipReason> {
        let state = LaterState(
            parameter: nil, subscribedAt: sink.code.lowerBound, keepsThread: keepsThread, free: free, properties: constantProperties(module: module),
            skipping: afterFailure)
        // A function passed by name reads as a closure calling it with the value.
        guard let value = sink.bindings["ref"].flatMap({ ClosureBody(source: source, reference: $0) })
            ?? sink.bindings["body"].map({ ClosureBody(source: source, after: $0.lowerBound - 1, close: $0.upperBound) })
        else { return .failure(SkipReason("the `sink` has no value closure", .note)) }
        let body = value.code
        var parameter = "$0"
        if var params = sink.bindings["params"] {
            // `@Sendable arr in`: the code moved after the await is no closure any more.
            if view.kind(params.lowerBound) == .atSign, view.isWord(params.lowerBound + 1, "Sendable") {
                params = (params.lowerBound + 2)..<params.upperBound
            }
            // A capture list that changes nothing the code moved after the await reads goes with the closure.
            if view.kind(params.lowerBound) == .leftBracket, let close = view.partner(params.lowerBound), close < params.upperBound {
                guard capturesNothingMoved((params.lowerBound + 1)..<close, body: value.code, at: sink.code.lowerBound) else {
                    return .failure(SkipReason(
                        "the value closure's capture list holds what its code reads as it was when the closure was made "
                            + "(a `weak` reference it reads, a variable's value)"))
                }
                params = (close + 1)..<params.upperBound
            }
            if let typed = typedValueParameter(sink) {
                parameter = typed.name
            } else if let names = view.parameterNames(params) {
                parameter = CodeView.bindingPattern(names)
            } else {
                return .failure(SkipReason("the value closure's parameter is not one name, one name with its type, or a tuple's names"))
            }
        }
        // A leading `guard <condition> else { return }`: values it turns away did not count;
        // so did the nil ones of a leading `guard let v = <expression> else { return }`.
        let filter = leadingFilter(in: value)
        let unwrap = filter == nil ? leadingUnwrap(in: value) : nil
        let counted = (filter?.end ?? unwrap?.end).map { ClosureBody(source: source, after: $0 - 1, close: body.upperBound) } ?? value
        let completion = sink.bindings["cbody"] == nil ? nil : CompletionHandler(source: source, match: sink, style: view.style, indent: "")
        var branches: CompletionHandler.Branches?
        if let completion, case .success(let read) = completion.branches {
            branches = read
        }
        if let branches, fulfilsAfterBranches(branches, name) {
            return expectedEnd(value: value, parameter: parameter, branches: branches, state: state)
        }
        // `{ completion in print(completion); exp.fulfill() }`: code run on any end, then the
        // fulfilment — every value, then that code.
        if !mentions(name, in: value.code), let ended = codeBeforeFulfilment(of: name, inCompletionOf: sink) {
            switch ended {
            case .success(let ended): return everyValue(value, parameter, orFailure: true, ended: ended, state: state)
            case .failure(let reason) where branches == nil: return .failure(reason)
            case .failure: break
            }
        }
        if let completion, case .failure(let message) = completion.branches {
            return .failure(SkipReason(message))
        }
        if completion == nil, sink.bindings["cbody"] != nil {
            return .failure(SkipReason("the completion handler is not read as a `.finished` and a `.failure` branch"))
        }
        if let branches, branches.common != nil || branches.deferred != nil || branches.selfGuard != nil || branches.captures != nil {
            return .failure(SkipReason("the completion handler runs code on finishing and on failing alike"))
        }
        if let finished = branches?.finishedCode, !onlyFails(finished) {
            return .failure(SkipReason("the completion handler does more than fail the test on `.finished`"))
        }
        // `if <condition> { exp.fulfill() }`, all the closure does: a filter as well.
        let conditional = filter == nil && unwrap == nil ? conditionalFulfilment(of: name, in: value) : nil
        let condition = conditional ?? filter?.condition
        if let kept = conditional.map({ _ in ClosureBody(source: source, nothingAt: value.code.upperBound) })
            ?? fulfilment(of: name, in: counted.code, after: counted.code.lowerBound - 1)
            ?? middle.flatMap({ counted.code.contains($0.lowerBound) ? counted : nil })
        {
            // A `return` skipped a fulfilment at the end (that value did not count); one deferred
            // counts the value on every path (`read` checks that the returns may end the test);
            // one right after an `XCTFail` (`guard case .success = r else { XCTFail(); return }`)
            // skipped it in a test that has failed already, whatever came next.
            guard !counted.hasOwnReturn || view.isWord(counted.code.lowerBound, "defer")
                || view.ownReturns(in: counted.code).allSatisfy({ followsFailure($0, skipping: afterFailure) })
            else {
                return .failure(SkipReason("the value closure returns early"))
            }
            // A finish after the value failed the test; awaiting the value does not see it.
            guard branches?.finishedCode == nil else {
                return .failure(SkipReason("the completion handler fails the test on `.finished`, which may come after the awaited value"))
            }
            if let failure = branches?.failureCode, !onlyFails(failure, skipping: afterFailure) {
                return .failure(SkipReason("the completion handler does more than fail the test on `.failure`"))
            }
            // The values `compactMap` lets through count, under the name the `guard` bound.
            var unwrapped: Unwrap?
            if var unwrap {
                switch unwrappedValue(unwrap, parameter: parameter, sink: sink, kept: kept, state: state) {
                case .success(let value): unwrap.value = value
                case .failure(let reason): return .failure(reason)
                }
                parameter = unwrap.name
                unwrapped = unwrap
            }
            for code in [condition, kept.code].compactMap({ $0 }) {
                if let reason = readsLaterState(code, state.with(parameter: parameter)) { return .failure(reason) }
            }
            // Every value that came before the wait returned ran the closure: the first awaited,
            // then those that came with it, each in turn.
            // (A chain that sends one value at most has none that came with it.)
            if quietly, !sendsOneValueAtMost(sink.bindings["p"] ?? sink.code), !view.statements(in: kept.code).allSatisfy({ afterFailure.contains($0) }) {
                guard condition == nil, unwrapped == nil else {
                    return .failure(SkipReason(Self.fulfilledQuietly("and it fulfils only for values that meet a condition: not migrated yet")))
                }
                if let problem = kept.loopProblem() {
                    return .failure(SkipReason("the value closure cannot become a loop's body: " + problem))
                }
                return .success(.arrivedValues(closure: kept, parameter: parameter))
            }
            return .success(.value(closure: kept, parameter: parameter, filter: condition, unwrap: unwrapped))
        }
        guard filter == nil, unwrap == nil, !counted.hasOwnReturn else { return .failure(SkipReason("the value closure returns early")) }
        // At its end, or ending a case of its last `switch` (`middle`, which goes).
        guard let branches, let failure = branches.failureCode,
            let kept = fulfilment(of: name, in: failure, after: failure.lowerBound - 1)
                ?? middle.flatMap({ failure.contains($0.lowerBound) ? ClosureBody(source: source, after: failure.lowerBound - 1, close: failure.upperBound) : nil })
        else {
            if let last = view.statements(in: body).last, view.isWord(last.lowerBound, "switch"), mentions(name, in: last) {
                return .failure(SkipReason(
                    "the expectation is fulfilled in a `switch`, but not at the end of one case whose every other case only "
                        + "fails the test (`default: XCTFail(…)`), which the first value would decide", .note))
            }
            return .failure(SkipReason("the expectation is not fulfilled at the end of the value closure or of the `.failure` branch", .note))
        }
        return expectedFailure(value: value, branch: kept, failure: failure, name: branches.failureName, state: state)
    }

    /// The value closure's parameter as the unwrapping `guard`'s expression names it in the
    /// `compactMap` (`$0`, `query`), or why the `guard` cannot become one: the closure declares
    /// the value's type (which would be the optional one), its parameter is a tuple, the code
    /// after the `guard` still uses the optional, or the expression reads more than the value.
    private func unwrappedValue(
        _ unwrap: Unwrap, parameter: String, sink: Match, kept: ClosureBody, state: LaterState
    ) -> Result<String, SkipReason> {
        let names = CodeView.names(inPattern: parameter)
        guard typedValueParameter(sink) == nil, parameter == "$0" || names == [parameter] else {
            return .failure(SkipReason("the value closure's `guard let \(unwrap.name)` unwraps a value whose parameter declares its type or is a tuple"))
        }
        // `guard let name else` unwraps a `name` of the closure's; the expression, the value.
        let unwrapsValue = unwrap.expression.map { expression in
            expression.contains { view.text($0) == parameter && (parameter == "$0" || view.isUse($0)) }
        } ?? (unwrap.name == parameter)
        guard unwrapsValue else {
            return .failure(SkipReason("the value closure's `guard let \(unwrap.name)` unwraps something else than the value"))
        }
        // `guard let query = query`, `guard let query`: the same name, the unwrapped value now.
        if unwrap.name != parameter, kept.uses(parameter) {
            return .failure(SkipReason("the value closure's code after `guard let \(unwrap.name)` also uses the value it unwrapped"))
        }
        if let expression = unwrap.expression, let reason = readsLaterState(expression, state.with(parameter: parameter)) {
            return .failure(reason)
        }
        return .success(parameter)
    }

    /// The code of the completion handler's `.failure` branch, where it reads as one.
    func failureBranch(of sink: Match) -> Range<CodePosition>? {
        guard sink.bindings["cbody"] != nil, let completion = CompletionHandler(source: source, match: sink, style: view.style, indent: ""),
            case .success(let branches) = completion.branches
        else { return nil }
        return branches.failureCode
    }

    /// A failure expected, `branch` the code of the `.failure` branch that stays (`failure`,
    /// the branch's code): the value closure must only fail the test, or do nothing.
    private func expectedFailure(
        value: ClosureBody, branch: ClosureBody, failure: Range<CodePosition>, name: String?, state: LaterState
    ) -> Result<Expected, SkipReason> {
        guard value.isEmpty || onlyFails(value.code, skipping: state.skipping) else {
            return .failure(SkipReason("the value closure does more than fail the test, where a failure is expected"))
        }
        // A `return` right after an `XCTFail` ends the test, which has failed already.
        guard view.ownReturns(in: failure).allSatisfy({ followsFailure($0, skipping: state.skipping) }) else {
            return .failure(SkipReason("the `.failure` branch returns early"))
        }
        if let reason = readsLaterState(branch.code, state.with(parameter: name)) { return .failure(reason) }
        return .success(.failure(branch: branch, name: name, ignoresValues: value.isEmpty))
    }

    /// Whether the completion handler fulfils the expectation after its branches (or in its
    /// leading `defer`), and that is all the code it runs on finishing and on failing alike:
    /// it runs once, when the publisher ends.
    private func fulfilsAfterBranches(_ branches: CompletionHandler.Branches, _ name: String) -> Bool {
        // A leading `defer { exp.fulfill() }` (before `guard case .failure(let e) = completion
        // else { XCTFail(…); return }`, as SpotifyAPI's tests write it) fulfils it after the
        // branches too, on every path.
        guard branches.selfGuard == nil, branches.captures == nil, branches.deferred == nil || branches.common == nil,
            branches.commonCode.count == 1, let common = branches.commonCode.first
        else { return false }
        let statements = view.statements(in: common)
        return statements.count == 1 && statements.first.map { isFulfilment($0, of: name) } == true
    }

    /// What a `sink` expects whose completion handler fulfils the expectation after its
    /// branches: a failure, when the `.failure` branch does more than fail the test and
    /// `.finished` only fails it; else every value until the publisher finishes, when the
    /// `.failure` branch only fails the test and `.finished` runs nothing.
    private func expectedEnd(
        value: ClosureBody, parameter: String, branches: CompletionHandler.Branches, state: LaterState
    ) -> Result<Expected, SkipReason> {
        guard let failure = branches.failureCode else {
            // `{ _ in exp.fulfill() }`: every value until the publisher finishes or fails.
            guard let finished = branches.finishedCode else { return everyValue(value, parameter, orFailure: true, state: state) }
            // `if case .finished = completion { XCTFail(…) }`: any failure is expected.
            guard onlyFails(finished, skipping: state.skipping) else {
                return .failure(SkipReason(
                    "the completion handler fulfils the expectation on a failure as on finishing, and runs more than an `XCTFail` on "
                        + "`.finished`"))
            }
            let nothing = ClosureBody(source: source, nothingAt: finished.upperBound)
            return expectedFailure(value: value, branch: nothing, failure: nothing.code, name: nil, state: state)
        }
        if !onlyFails(failure, skipping: state.skipping) {
            guard let finished = branches.finishedCode, onlyFails(finished, skipping: state.skipping) else {
                return .failure(SkipReason(
                    "the completion handler fulfils the expectation on `.finished` as on `.failure`, and `.finished` does not fail the test"))
            }
            let branch = ClosureBody(source: source, after: failure.lowerBound - 1, close: failure.upperBound)
            return expectedFailure(value: value, branch: branch, failure: failure, name: branches.failureName, state: state)
        }
        if branches.finishedCode != nil {
            return .failure(SkipReason("the completion handler runs code on `.finished` before it fulfils the expectation: not migrated yet", .note))
        }
        return everyValue(value, parameter, orFailure: false, state: state)
    }

    /// Every value until the publisher ends (`orFailure`: finishes or fails), each running the
    /// value closure's code, which becomes a loop's body; then `ended`, the completion
    /// handler's code, if any.
    private func everyValue(
        _ value: ClosureBody, _ parameter: String, orFailure: Bool, ended: EndCode? = nil, state: LaterState
    ) -> Result<Expected, SkipReason> {
        // The loop's body: a leading `guard` stays in it, its `return` a `continue`.
        if let problem = value.loopProblem() { return .failure(SkipReason("the value closure cannot become a loop's body: " + problem)) }
        if let reason = readsLaterState(value.code, state.with(parameter: parameter)) { return .failure(reason) }
        if let ended, let reason = readsLaterState(ended.code.code, state.with(parameter: ended.name)) { return .failure(reason) }
        return .success(.everyValue(closure: value, parameter: parameter, orFailure: orFailure, ended: ended))
    }

    /// The code of a completion handler that runs it on finishing and on failing alike and
    /// then fulfils the expectation `name` — its last statement `name.fulfill()`, or its first
    /// `defer { name.fulfill() }` — as `print(completion)` or `XCTAssertEqual(calls, 3)` before
    /// `exp.fulfill()`: the code without the fulfilment, and the name it gives the completion,
    /// where the code uses it. Nil for a handler in another shape; why not when the code names
    /// `name` elsewhere, returns early (the fulfilment did not run then; after the await, a
    /// `return` would end the test) or declares a name (which would be the test's).
    private func codeBeforeFulfilment(of name: String, inCompletionOf sink: Match) -> Result<EndCode, SkipReason>? {
        guard let body = sink.bindings["cbody"], let params = sink.bindings["cparams"], params.count == 1,
            view.kind(params.lowerBound) == .identifier || view.kind(params.lowerBound) == .wildcard,
            let code = fulfilment(of: name, in: body, after: body.lowerBound - 1), !code.isEmpty, !code.isReference
        else { return nil }
        if mentions(name, in: code.code) { return .failure(SkipReason("the expectation is fulfilled in several places", .note)) }
        if !view.ownReturns(in: code.code).isEmpty {
            return .failure(SkipReason("the completion handler returns early, before it fulfils the expectation"))
        }
        if let declared = view.declaredNames(inStatementsOf: code.code).sorted().first {
            return .failure(SkipReason(
                "the completion handler declares `\(declared)`, which would be the test's once its code follows the values"))
        }
        let parameter = view.text(params.lowerBound)
        return .success(EndCode(code: code, name: parameter != "_" && code.uses(parameter) ? parameter : nil))
    }

    /// Whether the capture list `items` (between its brackets) of a closure whose code is
    /// `body` changes nothing that code reads once it runs after the await, in the test's
    /// scope (at `p`): `self` and `unowned self` (alive while the test runs), a local constant
    /// captured as it is, and a `weak` or `unowned` capture the code does not name.
    private func capturesNothingMoved(_ items: Range<CodePosition>, body: Range<CodePosition>, at p: CodePosition) -> Bool {
        let locals = view.localNames(visibleAt: p)
        var item: [CodePosition] = []
        func accepts(_ item: [CodePosition]) -> Bool {
            let words = item.map { view.text($0) }
            guard let name = words.last, view.kind(item[item.count - 1]) == .identifier || name == "self" else { return false }
            let named = body.contains { view.text($0) == name }
            switch words.dropLast() {
            case []: return name == "self" || locals[name] == .constant
            case ["unowned"], ["unowned", "(", "safe", ")"]: return name == "self" || !named
            case ["weak"]: return !named
            default: return false
            }
        }
        for position in items {
            if view.kind(position) == .comma {
                guard accepts(item) else { return false }
                item = []
            } else {
                item.append(position)
            }
        }
        return accepts(item)
    }

    /// Whether every statement of `code` is an `XCTFail(…)` call (or one of `skipping`, a
    /// fulfilment after one): code that only fails the test, as the error the rewrite throws does.
    func onlyFails(_ code: Range<CodePosition>, skipping: [Range<CodePosition>] = []) -> Bool {
        let statements = view.statements(in: code)
        return statements.contains { !skipping.contains($0) } && statements.allSatisfy { statement in
            skipping.contains(statement) || isCall(statement, of: { $0 == "XCTFail" })
        }
    }

    /// Whether the statement only checks: an XCTest assertion (`XCTAssertEqual(…)`), an
    /// `XCTFail`, or a `print` — code whose skipping in a test that has failed already changes
    /// nothing else.
    func onlyChecks(_ statement: Range<CodePosition>) -> Bool {
        isCall(statement, of: { $0.hasPrefix("XCT") || $0 == "print" })
    }

    /// Whether the statement is one call, `name(…)` (with a `;` after it, or not), of a
    /// function whose name `accepts` takes.
    private func isCall(_ statement: Range<CodePosition>, of accepts: (String) -> Bool) -> Bool {
        let end = view.kind(statement.upperBound - 1) == .semicolon ? statement.upperBound - 1 : statement.upperBound
        return view.kind(statement.lowerBound) == .identifier && accepts(view.text(statement.lowerBound))
            && view.kind(statement.lowerBound + 1) == .leftParen && view.partner(statement.lowerBound + 1) == end - 1
    }

    /// The value closure's one parameter with the type it declares (`{ (result: [[String: String]]) in`,
    /// `{ [weak self] result: Int in`), when it declares one a declaration can spell: a plain
    /// name, a type on one line, not implicitly unwrapped (`T!` is no type of a generic argument).
    func typedValueParameter(_ sink: Match) -> (name: String, type: String)? {
        guard let typed = Subscriptions(source: source).typedParameter(sink, "params"), let type = typed.type, !type.contains("!")
        else { return nil }
        return (typed.name, type)
    }

    /// Whether the chain sends one value at most: it ends with an operator that does
    /// (`collect()`, `first()`, `count()`, `reduce`, …), then only operators that pass a value
    /// on (`map`, `assertNoFailure()`, `receive(on:)`, …).
    func sendsOneValueAtMost(_ publisher: Range<CodePosition>) -> Bool {
        var operators: [(name: String, at: CodePosition)] = []
        var q = publisher.lowerBound
        while q < publisher.upperBound {
            if view.kind(q) == .period, q + 1 < publisher.upperBound, view.kind(q + 1) == .identifier {
                operators.append((view.text(q + 1), q + 1))
            }
            q = view.atomEnd(q)
        }
        for (name, at) in operators.reversed() {
            if Self.oneValueOperators.contains(name) { return true }
            // `collect()`, not `collect(3)`, which sends a value for every three.
            if name == "collect", view.kind(at + 1) == .leftParen, view.kind(at + 2) == .rightParen { return true }
            if !Self.passingOperators.contains(name) { return false }
        }
        return false
    }

    /// Operators that send one value at most, at the end of a chain.
    static let oneValueOperators: Set<String> = [
        "first", "last", "count", "reduce", "tryReduce", "min", "max", "tryMin", "tryMax", "contains", "tryContains",
        "allSatisfy", "tryAllSatisfy", "tryFirst", "tryLast", "ignoreOutput",
    ]

    /// Operators that send at most as many values as they get.
    static let passingOperators: Set<String> = [
        "map", "tryMap", "compactMap", "tryCompactMap", "filter", "tryFilter", "assertNoFailure", "receive", "subscribe",
        "eraseToAnyPublisher", "mapError", "setFailureType", "handleEvents", "print", "replaceNil",
    ]
}
