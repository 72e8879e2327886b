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
    /// `.run(until:)`, `.run(mode:before:)`, or Core Foundation's `CFRunLoopRunInMode(…)` and
    /// `CFRunLoopRun()` (as SpotifyAPI's `WebKitBrowserAuthorizer.authorize(timeout:)` spins).
    package func spinsRunLoop(_ p: CodePosition) -> Bool {
        if isAny(p, of: ["CFRunLoopRunInMode", "CFRunLoopRun"]), kind(p + 1) == .leftParen, kind(p - 1) != .period { return true }
        return isWord(p, "RunLoop") && kind(p + 1) == .period && isAny(p + 2, of: ["current", "main"]) && kind(p + 3) == .period
            && isWord(p + 4, "run") && kind(p + 5) == .leftParen
    }

    /// What a call whose name is at `p` is matched to a declaration by: its name and its
    /// first argument's label (`authorize(timeout:` of `authorizer.authorize(timeout: 30)`,
    /// `load(_:` of `load(page)`, `reset(` of `reset()`). A trailing closure or a defaulted
    /// argument left out after the first changes nothing.
    package func callSelector(at p: CodePosition) -> String {
        guard kind(p + 1) == .leftParen, kind(p + 2) != .rightParen else { return text(p) + "(" }
        // `(label: …`: a word, then the colon (a ternary's `:` never comes second).
        let label = (kind(p + 2) == .identifier || kind(p + 2) == .keyword) && kind(p + 3) == .colon ? text(p + 2) : "_"
        return text(p) + "(" + label + ":"
    }

    /// What a declaration is matched to calls by (`callSelector`): its name and its first
    /// parameter's argument label (`authorize(timeout:` of `func authorize(timeout: Double)`).
    package func declarationSelector(_ function: FunctionDeclaration) -> String {
        guard let list = function.parameters, list.count > 2,
            let parameter = splitTopLevel(from: list.lowerBound + 1, to: list.upperBound - 1).first,
            let first = parameter.first(where: { isName($0) || kind($0) == .wildcard })
        else { return function.name + "(" }
        return function.name + "(" + (kind(first) == .wildcard ? "_" : text(first)) + ":"
    }

    /// A function a file declares, as `functionsAndCalls` reads it.
    package struct FunctionCalls: Sendable {
        package var name: String
        /// `name(label:`: what a call of it on another value than `self` names (`callSelector`).
        package var selector: String
        /// The type whose body or extension declares it ("" at the top level).
        package var owner: String
        /// Where its body blocks on its thread, if it does.
        package var blocksAt: CodePosition?
        /// Whether it blocks there by spinning the run loop (not by an XCTest wait, which only
        /// a test's own code makes).
        package var spins = false
        /// The names it calls alone or on `self`.
        package var calls: Set<String> = []
        /// The selectors it calls on other values (`authorizer.authorize(timeout:`).
        package var receiverCalls: Set<String> = []
    }

    /// The functions this file declares with a body, each with the type whose body or
    /// extension declares it ("" at the top level), where its body (or a closure or function
    /// in it) blocks on its thread (a synchronous wait, a spin of the run loop) and the names it calls alone or on
    /// `self` (`helper()`, `self.helper()`): what a run follows to tell which helpers a test
    /// calls wait. One pass over the file.
    package func functionsAndCalls() -> [FunctionCalls] {
        var functions: [FunctionCalls] = []
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
                    functions.append(FunctionCalls(name: function.name, selector: declarationSelector(function), owner: types.last?.name ?? ""))
                    open.append((close, functions.count - 1))
                }
            case .identifier where !open.isEmpty:
                if kind(p + 1) == .leftParen, kind(p - 1) != .period || isWord(p - 2, "self") {
                    let name = text(p)
                    for function in open { functions[function.index].calls.insert(name) }
                } else if kind(p + 1) == .leftParen, kind(p - 1) == .period {
                    let selector = callSelector(at: p)
                    for function in open { functions[function.index].receiverCalls.insert(selector) }
                }
                if isSynchronousWait(p) || spinsRunLoop(p) {
                    for function in open where functions[function.index].blocksAt == nil {
                        functions[function.index].blocksAt = p
                        functions[function.index].spins = spinsRunLoop(p)
                    }
                }
            default:
                continue
            }
        }
        return functions
    }
}
