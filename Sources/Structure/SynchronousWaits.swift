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

    /// The functions this file declares with a body, each with the type whose body or
    /// extension declares it ("" at the top level), where its body (or a closure or function
    /// in it) blocks on its thread (a synchronous wait, a spin of the run loop) and the names it calls alone or on
    /// `self` (`helper()`, `self.helper()`): what a run follows to tell which helpers a test
    /// calls wait. One pass over the file.
    package func functionsAndCalls() -> [(name: String, owner: String, blocksAt: CodePosition?, calls: Set<String>)] {
        var functions: [(name: String, owner: String, blocksAt: CodePosition?, calls: Set<String>)] = []
        // The function bodies and type bodies open at the position, by their closing brace.
        var open: [(close: CodePosition, index: Int)] = []
        var types: [(close: CodePosition, name: String)] = []
        for p in positions {
            while let last = open.last, p >= last.close { open.removeLast() }
            while let last = types.last, p >= last.close { types.removeLast() }
            switch kind(p) {
            case .leftBrace:
                guard let close = partner(p) else { continue }
                if case .type = braceKind(p), let type = typeDeclaration(p) {
                    types.append((close, type.simpleName))
                } else if braceKind(p) == .function, let function = functionDeclaration(p), function.keyword == "func" {
                    functions.append((function.name, types.last?.name ?? "", nil, []))
                    open.append((close, functions.count - 1))
                }
            case .identifier where !open.isEmpty:
                if kind(p + 1) == .leftParen, kind(p - 1) != .period || isWord(p - 2, "self") {
                    let name = text(p)
                    for function in open { functions[function.index].calls.insert(name) }
                }
                if isSynchronousWait(p) || spinsRunLoop(p) {
                    for function in open where functions[function.index].blocksAt == nil { functions[function.index].blocksAt = p }
                }
            default:
                continue
            }
        }
        return functions
    }
}
