import Tokenizer

/// Code that waits on the thread it runs on for work other code must do: XCTest's synchronous
/// waits, and spinning the run loop. On the main thread of a synchronous test they let the main
/// queue run; in an `async` test on the main actor, whose code is itself a job of the main
/// queue, the main queue cannot run until it returns — a wait for work sent there times out.
extension CodeView {
    /// Whether `p` calls XCTest's synchronous wait: `wait(…)` or `waitForExpectations(…)`, alone
    /// or on `self`, or `XCTWaiter`'s `wait(…)` (not a semaphore's `wait()`).
    package func isSynchronousWait(_ p: CodePosition) -> Bool {
        guard isAny(p, of: ["wait", "waitForExpectations"]), kind(p + 1) == .leftParen else { return false }
        guard kind(p - 1) == .period else { return true }
        if isAny(p - 2, of: ["self", "XCTWaiter"]) { return true }
        return kind(p - 2) == .rightParen && partner(p - 2).map { isWord($0 - 1, "XCTWaiter") } == true
    }

    /// Whether `p` spins the run loop: `RunLoop.current.run(…)`, `RunLoop.main.run(…)`,
    /// `.run(until:)`, `.run(mode:before:)`.
    package func spinsRunLoop(_ p: CodePosition) -> Bool {
        isWord(p, "RunLoop") && kind(p + 1) == .period && isAny(p + 2, of: ["current", "main"]) && kind(p + 3) == .period
            && isWord(p + 4, "run") && kind(p + 5) == .leftParen
    }

    /// Whether code of `range` waits synchronously or spins the run loop (`blocksOnItsThread`).
    package func blocksOnItsThread(_ range: Range<CodePosition>) -> CodePosition? {
        range.first { isSynchronousWait($0) || spinsRunLoop($0) }
    }

    /// The functions this file declares with a body, each with the type whose body or
    /// extension declares it ("" at the top level), where its body blocks on its thread
    /// (`blocksOnItsThread`) and the names it calls alone or on `self` (`helper()`,
    /// `self.helper()`): what a run follows to tell which helpers a test calls wait.
    package func functionsAndCalls() -> [(name: String, owner: String, blocksAt: CodePosition?, calls: Set<String>)] {
        positions.compactMap { p in
            guard isWord(p, "func"), kind(p + 1) == .identifier, let open = functionBodyOpen(after: p), let close = partner(open) else {
                return nil
            }
            let body = (open + 1)..<close
            let calls = Set(body.filter { q in
                kind(q) == .identifier && kind(q + 1) == .leftParen && (kind(q - 1) != .period || isWord(q - 2, "self"))
            }.map { text($0) })
            return (text(p + 1), enclosingType(of: p)?.simpleName ?? "", blocksOnItsThread(body), calls)
        }
    }

    /// The `{` of the body of the function whose `func` is at `p`, if it has one.
    private func functionBodyOpen(after p: CodePosition) -> CodePosition? {
        var q = p + 2
        while q < endPosition {
            switch kind(q) {
            case .leftBrace: return functionDeclaration(q) != nil ? q : nil
            case .leftParen, .leftBracket:
                guard let close = partner(q) else { return nil }
                q = close + 1
            case .rightBrace, .semicolon: return nil
            default:
                if isWord(q, "func") || isAny(q, of: ["var", "let", "init", "class", "struct", "enum", "extension", "protocol"]) { return nil }
                q += 1
            }
        }
        return nil
    }
}
