import Core
import Structure
import Tokenizer

/// Where a value closure fulfils its expectation, as `expected` reads it: a `name.fulfill()`
/// at its end (or a leading `defer` of one), before its last statements, inside
/// `if <condition> { … }` as all it does, after a leading `guard <condition> else { return }`
/// that turns values away (or `guard let v = <expression> else { return }`, nil ones), or at the end of one `switch` case whose other cases only fail
/// the test. What the rewrite keeps of the closure follows from where.
extension ExpectationTest {
    /// Whether the statement is `name.fulfill()`.
    func isFulfilment(_ statement: Range<CodePosition>, of name: String) -> Bool {
        statement.count == 5 && view.text(statement.lowerBound) == name && view.kind(statement.lowerBound + 1) == .period
            && view.isWord(statement.lowerBound + 2, "fulfill") && view.kind(statement.lowerBound + 3) == .leftParen
            && view.kind(statement.lowerBound + 4) == .rightParen
    }

    /// The closure's first statement when it is `guard <condition> else { return }` with a
    /// condition a predicate can say (`isPredicateCondition`): the condition, and where the
    /// statement ends.
    func leadingFilter(in closure: ClosureBody) -> (condition: Range<CodePosition>, end: CodePosition)? {
        guard let first = view.statements(in: closure.code).first, view.isWord(first.lowerBound, "guard"), first.count >= 6 else {
            return nil
        }
        let close = first.upperBound - 1
        guard view.kind(close) == .rightBrace, view.isWord(close - 1, "return"), view.kind(close - 2) == .leftBrace,
            view.isWord(close - 3, "else")
        else { return nil }
        let condition = (first.lowerBound + 1)..<(close - 3)
        guard isPredicateCondition(condition) else { return nil }
        return (condition, first.upperBound)
    }

    /// The closure's first statement when it is `guard let name = <expression> else { return }`
    /// (or `guard let name else { return }`): one binding, no other clause, an expression as
    /// plain as `leadingFilter`'s condition. The values it turns away (nil) did not count; the
    /// others count under `name`, as `compactMap` would pass them on.
    func leadingUnwrap(in closure: ClosureBody) -> Unwrap? {
        guard let first = view.statements(in: closure.code).first, view.isWord(first.lowerBound, "guard"),
            view.isWord(first.lowerBound + 1, "let"), view.kind(first.lowerBound + 2) == .identifier, first.count >= 7
        else { return nil }
        let close = first.upperBound - 1
        guard view.kind(close) == .rightBrace, view.isWord(close - 1, "return"), view.kind(close - 2) == .leftBrace,
            view.isWord(close - 3, "else")
        else { return nil }
        let name = view.text(first.lowerBound + 2)
        // `guard let name else`, Swift 5.7's shorthand for `guard let name = name else`.
        if close - 3 == first.lowerBound + 3 {
            return Unwrap(name: name, expression: nil, value: "$0", end: first.upperBound)
        }
        let expression = (first.lowerBound + 4)..<(close - 3)
        guard view.text(first.lowerBound + 3) == "=", isPlainCondition(expression),
            !expression.contains(where: { view.isWord($0, "try") })
        else { return nil }
        return Unwrap(name: name, expression: expression, value: "$0", end: first.upperBound)
    }

    /// The condition of a closure whose one statement is `if <condition> { name.fulfill() }`
    /// (a condition as `leadingFilter` reads one; no `else`): the values that do not meet it do
    /// nothing.
    func conditionalFulfilment(of name: String, in closure: ClosureBody) -> Range<CodePosition>? {
        let statements = view.statements(in: closure.code)
        guard statements.count == 1, let only = statements.first, view.isWord(only.lowerBound, "if"),
            view.kind(only.upperBound - 1) == .rightBrace, let open = view.partner(only.upperBound - 1), open > only.lowerBound + 1,
            view.statementHead(ofBrace: open) == only.lowerBound,
            isFulfilment((open + 1)..<(only.upperBound - 1), of: name)
        else { return nil }
        let condition = (only.lowerBound + 1)..<open
        guard isPredicateCondition(condition) else { return nil }
        return condition
    }

    /// Whether `condition` is one a predicate can say: a plain one, or `case <pattern> =
    /// <value>` with a plain pattern and value (`case .failed = state`, as woocommerce's view
    /// model tests wait for a state).
    func isPredicateCondition(_ condition: Range<CodePosition>) -> Bool {
        isPlainCondition(condition)
            || view.isWord(condition.lowerBound, "case") && isPlainCondition((condition.lowerBound + 1)..<condition.upperBound)
    }

    /// Whether `condition` is one a predicate can say as it is: no `let`, `var`, `case`,
    /// `else`, `await`, no `,` between clauses.
    func isPlainCondition(_ condition: Range<CodePosition>) -> Bool {
        !condition.isEmpty && !hasTopLevelComma(condition)
            && !condition.contains(where: { view.kind($0) == .keyword && ["let", "var", "case", "else", "await"].contains(view.text($0)) })
    }

    /// The code of `body` (whose code starts after `open`) without its fulfilment, when that
    /// is its last statement, `name.fulfill()`, or its first, `defer { name.fulfill() }` (the
    /// same, in a body that does not return early).
    func fulfilment(of name: String, in body: Range<CodePosition>, after open: CodePosition) -> ClosureBody? {
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

    /// `name.fulfill()` as a statement of the value closure itself before its last one
    /// (`exp.fulfill()` then assertions), not one after an `XCTFail` (`skipping`), with the
    /// `;` after it: it goes, and the statements around it move after the await, in their
    /// order. The value counted once the closure reached it; its statements after it ran
    /// before the wait returned where the value came on the main thread (and, where it came
    /// on another, may have run after: the await runs them first).
    func middleFulfilment(of name: String, in sink: Match, skipping: [Range<CodePosition>]) -> Range<CodePosition>? {
        guard let body = sink.bindings["body"] else { return nil }
        let statements = view.statements(in: body)
        guard let index = statements.dropLast().firstIndex(where: { isFulfilment($0, of: name) }) else { return nil }
        let statement = statements[index]
        guard !skipping.contains(where: { $0.lowerBound == statement.lowerBound }) else { return nil }
        return view.kind(statement.upperBound) == .semicolon ? statement.lowerBound..<(statement.upperBound + 1) : statement
    }

    /// `name.fulfill()` ending one case of a `switch` that is the last statement of `body` (the
    /// value closure's code, or the `.failure` branch's), every other case of which only fails
    /// the test (`default: XCTFail(…)`), as Azure's chat event tests check an event's type, and
    /// corona-warn-app's provider tests the error that came: a value (or failure) that takes
    /// another case failed the test, whatever came next, so the first decides it as the wait
    /// did. The fulfilment goes — `alone` in its case, it becomes `break`.
    func switchFulfilment(of name: String, in body: Range<CodePosition>) -> (statement: Range<CodePosition>, alone: Bool)? {
        guard let last = view.statements(in: body).last, view.isWord(last.lowerBound, "switch"),
            view.kind(last.upperBound - 1) == .rightBrace, let open = view.partner(last.upperBound - 1), last.contains(open)
        else { return nil }
        // The cases: each label (`case …:`, `default:`) with the statements after it.
        var cases: [[Range<CodePosition>]] = []
        for statement in view.statements(in: (open + 1)..<(last.upperBound - 1)) {
            if view.isAny(statement.lowerBound, of: ["case", "default"]), view.kind(statement.upperBound - 1) == .colon {
                cases.append([])
            } else if cases.isEmpty {
                return nil
            } else {
                cases[cases.count - 1].append(statement)
            }
        }
        let fulfilling = cases.filter { $0.last.map { isFulfilment($0, of: name) } == true }
        guard fulfilling.count == 1, let fulfilment = fulfilling[0].last, cases.count > 1,
            cases.allSatisfy({ $0 == fulfilling[0] || onlyFails(($0.first?.lowerBound ?? open)..<($0.last?.upperBound ?? open)) }),
            !fulfilling[0].dropLast().contains(where: { mentions(name, in: $0) })
        else { return nil }
        return (fulfilment, fulfilling[0].count == 1)
    }
}
