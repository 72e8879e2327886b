import Core
import Structure
import Tokenizer

/// The waits of a test, as `ExpectationTest.read` takes them: how an expectation no `sink`
/// names is waited for, the one wait for several expectations at once, and
/// `waitForExpectations`, which waits for them all.
extension ExpectationTest {
    /// How an expectation no `sink` names (`declaration`) is waited for in the rewrite: where
    /// the test waited for it — alone (`wait(for: [e], …)`, or `waitForExpectations` once
    /// every step's wait is done, for one made by `expectation(description:)`), or in the
    /// `joint` wait with the steps' — or why the test stays. Its name is used only by
    /// `e.fulfill()` in other code's closures (a callback's, a task's) and by its wait.
    func otherWait(
        _ declaration: Range<CodePosition>, _ declared: Match, in statements: [Range<CodePosition>],
        joint: (index: Int, timeout: Range<CodePosition>)?, plans: [Plan]
    ) -> Result<OtherWait, SkipReason> {
        let reason = "an expectation no `sink` names is fulfilled or waited for in a way the rewrite cannot keep "
            + "(outside a closure, or waited for with the steps' in another way)"
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
                || !isMadeQuietly(declaration)
                    && plans.allSatisfy({ $0.wait.upperBound <= statements[index].lowerBound })
        {
            wait = (index, timeout)
        } else {
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
        let uses = ((function.open + 1)..<close).filter { p in
            view.isUse(p) && view.text(p) == name && !declaration.contains(p) && !statements[wait.index].contains(p)
                && !settings.contains { $0.contains(p) }
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
    func isWaitForAll(_ statement: Range<CodePosition>) -> Bool {
        let wait = unwrappedWait(statement).wait
        return view.isWord(wait.lowerBound, "waitForExpectations") || view.isWord(wait.lowerBound + 2, "waitForExpectations")
    }

    /// The one wait for every expectation of the test (`names`, declared by the statements
    /// `declarations`), each subscribed before it, and its timeout: `wait(for: [a, b],
    /// timeout: t)` naming them all and no other wait for them (`waits`), or the only wait,
    /// `waitForExpectations(timeout: t)`, after them all, each made by
    /// `expectation(description:)` (which it waits for).
    func jointWait(
        for names: [String], declaredBy declarations: [Range<CodePosition>], waits: [Int], in statements: [Range<CodePosition>]
    ) -> (index: Int, timeout: Range<CodePosition>)? {
        let together = statements.indices.compactMap { index in
            jointWait(statements[index]).flatMap { Set($0.names) == Set(names) ? (index, $0.timeout) : nil }
        }
        if together.count == 1, waits.isEmpty { return together.first }
        guard waits.count == 1, let index = waits.first, let first = names.first, let timeout = waitTimeout(statements[index], for: first),
            isWaitForAll(statements[index]),
            declarations.allSatisfy({ declaration in
                (statements.firstIndex(of: declaration) ?? index) < index
                    && !isMadeQuietly(declaration)
            })
        else { return nil }
        return (index, timeout)
    }
}
