import Core
import Structure
import Tokenizer

/// What a test's `sink` expects, read from its closures: which closure fulfils the
/// expectation, and whether the other only fails the test (what a thrown error also does).
extension ExpectationTest {
    /// `keepsThread`: the closures' code runs on the thread it ran on (`Thread` may be read);
    /// `free`: local variables no code but the closure's and the code after the wait uses.
    func expected(_ sink: Match, fulfilling name: String, keepsThread: Bool, free: Set<String>) -> Result<Expected, SkipReason> {
        guard let body = sink.bindings["body"] else { return .failure(SkipReason("the `sink` has no value closure", .note)) }
        let open = body.lowerBound - 1
        let value = ClosureBody(source: source, after: open, close: body.upperBound)
        var parameter = "$0"
        if let params = sink.bindings["params"] {
            let split = SubscriptionSite.splitParameters(source.text(ofCode: params))
            guard split.captures == nil else { return .failure(SkipReason("the value closure has a capture list")) }
            guard params.count == 1, view.kind(params.lowerBound) == .identifier || split.parameters == "_" else {
                return .failure(SkipReason("the value closure's parameter is not one name"))
            }
            parameter = split.parameters
        }
        // A leading `guard <condition> else { return }`: values it turns away did not count.
        let filter = leadingFilter(in: value)
        let counted = filter.map { ClosureBody(source: source, after: $0.end - 1, close: body.upperBound) } ?? value
        let completion = sink.bindings["cbody"] == nil ? nil : CompletionHandler(source: source, match: sink, style: view.style, indent: "")
        var branches: CompletionHandler.Branches?
        if let completion {
            switch completion.branches {
            case .failure(let message): return .failure(SkipReason(message))
            case .success(let read): branches = read
            }
        } else if sink.bindings["cbody"] != nil {
            return .failure(SkipReason("the completion handler is not read as a `.finished` and a `.failure` branch"))
        }
        if let branches, branches.common != nil || branches.deferred != nil || branches.selfGuard != nil || branches.captures != nil {
            return .failure(SkipReason("the completion handler runs code on finishing and on failing alike"))
        }
        if let finished = branches?.finishedCode, !onlyFails(finished) {
            return .failure(SkipReason("the completion handler does more than fail the test on `.finished`"))
        }
        if let kept = fulfilment(of: name, in: counted.code, after: counted.code.lowerBound - 1) {
            // A `return` skipped a fulfilment at the end (that value did not count); one deferred
            // counts the value on every path (`read` checks that the returns may end the test).
            guard !counted.hasOwnReturn || view.isWord(counted.code.lowerBound, "defer") else {
                return .failure(SkipReason("the value closure returns early"))
            }
            // A finish after the value failed the test; awaiting the value does not see it.
            guard branches?.finishedCode == nil else {
                return .failure(SkipReason("the completion handler fails the test on `.finished`, which may come after the awaited value"))
            }
            if let failure = branches?.failureCode, !onlyFails(failure) {
                return .failure(SkipReason("the completion handler does more than fail the test on `.failure`"))
            }
            for code in [filter?.condition, kept.code].compactMap({ $0 }) {
                if let reason = readsLaterState(code, parameter: parameter, subscribedAt: sink.code.lowerBound, keepsThread: keepsThread, free: free) {
                    return .failure(reason)
                }
            }
            return .success(.value(closure: kept, parameter: parameter, filter: filter?.condition))
        }
        guard filter == nil, !counted.hasOwnReturn else { return .failure(SkipReason("the value closure returns early")) }
        guard let branches, let failure = branches.failureCode, let kept = fulfilment(of: name, in: failure, after: failure.lowerBound - 1) else {
            return .failure(SkipReason("the expectation is not fulfilled at the end of the value closure or of the `.failure` branch", .note))
        }
        guard value.isEmpty || onlyFails(value.code) else {
            return .failure(SkipReason("the value closure does more than fail the test, where a failure is expected"))
        }
        guard view.ownReturns(in: failure).isEmpty else { return .failure(SkipReason("the `.failure` branch returns early")) }
        if let reason = readsLaterState(kept.code, parameter: branches.failureName, subscribedAt: sink.code.lowerBound, keepsThread: keepsThread, free: free) { return .failure(reason) }
        return .success(.failure(branch: kept, name: branches.failureName, ignoresValues: value.isEmpty))
    }

    /// The closure's first statement when it is `guard <condition> else { return }` with a plain
    /// condition (no `let`, `var`, `case` or `,`: one a predicate can say): the condition, and
    /// where the statement ends.
    private func leadingFilter(in closure: ClosureBody) -> (condition: Range<CodePosition>, end: CodePosition)? {
        guard let first = view.statements(in: closure.code).first, view.isWord(first.lowerBound, "guard"), first.count >= 6 else {
            return nil
        }
        let close = first.upperBound - 1
        guard view.kind(close) == .rightBrace, view.isWord(close - 1, "return"), view.kind(close - 2) == .leftBrace,
            view.isWord(close - 3, "else")
        else { return nil }
        let condition = (first.lowerBound + 1)..<(close - 3)
        guard !condition.isEmpty, !hasTopLevelComma(condition),
            !condition.contains(where: { view.kind($0) == .keyword && ["let", "var", "case", "else", "await"].contains(view.text($0)) })
        else { return nil }
        return (condition, first.upperBound)
    }

    /// The code of `body` (whose code starts after `open`) without its fulfilment, when that
    /// is its last statement, `name.fulfill()`, or its first, `defer { name.fulfill() }` (the
    /// same, in a body that does not return early).
    private func fulfilment(of name: String, in body: Range<CodePosition>, after open: CodePosition) -> ClosureBody? {
        let statements = view.statements(in: body)
        if let last = statements.last, isFulfilment(last, of: name) {
            return ClosureBody(source: source, after: open, close: last.lowerBound)
        }
        if let first = statements.first, first.count == 8, view.isWord(first.lowerBound, "defer"),
            view.kind(first.lowerBound + 1) == .leftBrace, isFulfilment((first.lowerBound + 2)..<(first.upperBound - 1), of: name)
        {
            return ClosureBody(source: source, after: first.upperBound - 1, close: body.upperBound)
        }
        return nil
    }

    /// Whether the statement is `name.fulfill()`.
    private func isFulfilment(_ statement: Range<CodePosition>, of name: String) -> Bool {
        statement.count == 5 && view.text(statement.lowerBound) == name && view.kind(statement.lowerBound + 1) == .period
            && view.isWord(statement.lowerBound + 2, "fulfill") && view.kind(statement.lowerBound + 3) == .leftParen
            && view.kind(statement.lowerBound + 4) == .rightParen
    }

    /// Why code of a closure cannot wait until the value is awaited: it reads state that may
    /// have changed by then — `self`, a property, a function's result, a local variable, a
    /// local constant's members, the current `Thread` unless `keepsThread` — where the closure
    /// read it as the value came. It may use the value (`parameter`), what it declares itself,
    /// local constants as they are, the `free` variables, types and XCTest's assertions.
    private func readsLaterState(
        _ code: Range<CodePosition>, parameter: String?, subscribedAt start: CodePosition, keepsThread: Bool, free: Set<String>
    ) -> SkipReason? {
        let locals = view.localNames(visibleAt: start)
        let own = view.declaredNames(inStatementsOf: code)
        for p in code {
            if view.isWord(p, "self") { return laterState("self") }
            guard view.isUse(p) else { continue }
            let name = view.text(p)
            if name == parameter || own.contains(name) || free.contains(name) || name.hasPrefix("XCT") { continue }
            // Types; `Thread` only where the code stays on the thread it ran on.
            if name.first?.isUppercase == true, name != "Thread" || keepsThread { continue }
            let member = view.kind(p + 1) == .period || view.kind(p + 1) == .leftParen || view.kind(p + 1) == .leftBracket
            if locals[name] == .constant, !member { continue }
            return laterState(name)
        }
        return nil
    }

    private func laterState(_ name: String) -> SkipReason {
        SkipReason("the closure reads `\(name)` as the value comes; after the await it would read it later, when it may have changed")
    }

    /// Whether every statement of `code` is an `XCTFail(…)` call: code that only fails the
    /// test, as the error the rewrite throws does.
    private func onlyFails(_ code: Range<CodePosition>) -> Bool {
        let statements = view.statements(in: code)
        return !statements.isEmpty && statements.allSatisfy { statement in
            view.isWord(statement.lowerBound, "XCTFail") && view.kind(statement.lowerBound + 1) == .leftParen
                && view.partner(statement.lowerBound + 1) == statement.upperBound - 1
        }
    }
}
