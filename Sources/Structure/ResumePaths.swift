import Tokenizer

/// The control-flow walk of `continuation-resume`: how many times each path through a
/// continuation closure resumes the continuation.
///
/// Paths are not enumerated: the walk carries the *set* of resume counts reachable at each
/// point (0, 1, or 2-and-more), each with one witness path (where its first and second
/// resume are, and where it left), so it is linear in the size of the closure.
///
/// What it follows: statements split at line breaks and `;`; `if`/`else if`/`else`,
/// `guard … else { }`, `switch` cases, `for`/`while`/`repeat` (as running zero times or
/// once), `do`/`catch` (a `try` or `throw` in `do` goes to the `catch` clauses with the
/// resumes made before it), `return`, `throw`, `break`, `continue`, `defer` (run once where
/// it stands: the same count), `#if`/`#else` (alternatives), `fatalError(…)` and
/// `preconditionFailure(…)` (the path ends and is not counted). A nested closure counts as
/// called once where it is created (a callback): its own paths' resumes are added to the
/// path that creates it. A `sink` is read as its handlers: see `sink(at:)`.
package struct ResumePaths {
    let code: CodeView
    /// The continuation's name (`continuation`, `$0`).
    let name: String
    /// Whether calling `name(…)` resumes (a `Future`'s promise), besides `name.resume(…)`.
    package var countsCalls = false
    package var hangs: [SinkHang] = []
    /// Nesting depth of closures and blocks, to give up on pathological input.
    var depth = 0
    package private(set) var gaveUp = false
    /// The first statement reached on a path that has already resumed, and that resume:
    /// code a `return` in place of the resume would skip (a bare `return` is none).
    package private(set) var afterResume: (statement: CodePosition, resume: CodePosition)?
    static let maximumDepth = 64

    package init(code: CodeView, name: String) {
        self.code = code
        self.name = name
    }

    // MARK: Blocks

    /// The paths through the statements in `range`, starting from `input`. `completion` is
    /// the parameter of a `sink` completion handler being read, if any.
    package mutating func block(_ range: Range<CodePosition>, _ input: PathSet, completion: String?) -> Flow {
        var flow = Flow()
        depth += 1
        defer { depth -= 1 }
        if depth > Self.maximumDepth {
            gaveUp = true
            flow.normal = input
            return flow
        }
        var state = input
        var p = range.lowerBound
        let end = range.upperBound
        while p < end {
            if state.isEmpty {
                // Unreachable code (after `return`, `fatalError`…): nothing flows through it.
                p = code.statementEnd(from: p, before: end)
                continue
            }
            // A bare `return` after a resume skips nothing.
            let bareReturn = code.isWord(p, "return") && code.statementEnd(from: p, before: end) == p + 1
            if afterResume == nil, !bareReturn, let witness = state.witness(count: 1) ?? state.witness(count: 2) {
                afterResume = (p, witness.first ?? p)
            }
            // `label: for …`
            if code.kind(p) == .identifier, code.kind(p + 1) == .colon, code.isAny(p + 2, of: ["for", "while", "repeat", "do"]) {
                p += 2
            }
            let isKeyword = code.kind(p) == .keyword
            switch isKeyword ? code.text(p) : (code.kind(p) == .poundKeyword ? code.text(p) : "") {
            case "if":
                (state, p) = ifStatement(at: p, end: end, state, &flow, completion: completion)
            case "guard":
                (state, p) = guardStatement(at: p, end: end, state, &flow, completion: completion)
            case "switch":
                (state, p) = switchStatement(at: p, end: end, state, &flow, completion: completion)
            case "for", "while":
                (state, p) = loop(at: p, end: end, state, &flow, completion: completion)
            case "repeat":
                (state, p) = repeatLoop(at: p, end: end, state, &flow, completion: completion)
            case "do":
                (state, p) = doStatement(at: p, end: end, state, &flow, completion: completion)
            case "defer":
                guard let open = firstBrace(after: p, end: end), let close = code.partner(open) else {
                    p = code.statementEnd(from: p, before: end)
                    continue
                }
                let inner = block((open + 1)..<close, state, completion: completion)
                state = inner.normal
                p = close + 1
            case "return", "throw":
                // The value (on the same line) is evaluated first.
                var valueEnd = p + 1
                if valueEnd < end, !code.lineBreakBefore(valueEnd) || code.kind(valueEnd) == .period {
                    valueEnd = code.statementEnd(from: valueEnd, before: end)
                }
                state = scan((p + 1)..<valueEnd, state, &flow, completion: completion)
                if code.isWord(p, "return") {
                    flow.returns.formUnion(state.leaving(at: p))
                } else {
                    flow.throwing.formUnion(state)
                }
                state = .empty
                p = valueEnd
            case "break", "continue":
                if code.isWord(p, "break") { flow.breaks.formUnion(state) } else { flow.continues.formUnion(state) }
                state = .empty
                p += code.kind(p + 1) == .identifier && !code.lineBreakBefore(p + 1) ? 2 : 1
            case "fallthrough":
                p += 1
            case "#if":
                (state, p) = conditionalCompilation(at: p, end: end, state, &flow, completion: completion)
            default:
                let statementEnd = code.statementEnd(from: p, before: end)
                state = scan(p..<statementEnd, state, &flow, completion: completion)
                p = max(statementEnd, p + 1)
            }
        }
        flow.normal.formUnion(state)
        return flow
    }

    /// The first `{` at the top level of the tokens from `p` on (skipping bracket groups).
    func firstBrace(after p: CodePosition, end: CodePosition) -> CodePosition? {
        var q = p + 1
        while q < end {
            if code.kind(q) == .leftBrace { return q }
            if code.kind(q) == .rightBrace { return nil }
            q = code.atomEnd(q)
        }
        return nil
    }

    /// Whether the condition tokens test a `sink` completion for `.failure` (true) or
    /// `.finished` (false): `case .failure(let e) = completion`.
    func completionTest(_ range: Range<CodePosition>, completion: String?) -> Bool? {
        guard let completion, range.contains(where: { code.isWord($0, "case") }) else { return nil }
        guard range.contains(where: { code.text($0) == completion }) else { return nil }
        for p in range where code.kind(p - 1) == .period {
            if code.isWord(p, "failure") { return true }
            if code.isWord(p, "finished") { return false }
        }
        return nil
    }

    mutating func ifStatement(
        at p: CodePosition, end: CodePosition, _ state: PathSet, _ flow: inout Flow, completion: String?
    ) -> (PathSet, CodePosition) {
        guard let open = firstBrace(after: p, end: end), let close = code.partner(open) else {
            return (scan(p..<code.statementEnd(from: p, before: end), state, &flow, completion: completion),
                code.statementEnd(from: p, before: end))
        }
        let condition = (p + 1)..<open
        let afterCondition = scan(condition, state, &flow, completion: completion)
        let test = completionTest(condition, completion: completion)
        let thenInput = test.map { afterCondition.tagged(failure: $0) } ?? afterCondition
        let elseInput = test.map { afterCondition.tagged(failure: !$0) } ?? afterCondition
        let thenFlow = block((open + 1)..<close, thenInput, completion: completion)
        merge(thenFlow, into: &flow)
        var result = thenFlow.normal
        var next = close + 1
        if code.isWord(next, "else") {
            if code.isWord(next + 1, "if") {
                let (elseState, after) = ifStatement(at: next + 1, end: end, elseInput, &flow, completion: completion)
                result.formUnion(elseState)
                next = after
            } else if code.kind(next + 1) == .leftBrace, let elseClose = code.partner(next + 1) {
                let elseFlow = block((next + 2)..<elseClose, elseInput, completion: completion)
                merge(elseFlow, into: &flow)
                result.formUnion(elseFlow.normal)
                next = elseClose + 1
            } else {
                result.formUnion(elseInput)
                next += 1
            }
        } else {
            result.formUnion(elseInput)
        }
        return (result, next)
    }

    mutating func guardStatement(
        at p: CodePosition, end: CodePosition, _ state: PathSet, _ flow: inout Flow, completion: String?
    ) -> (PathSet, CodePosition) {
        guard let open = firstBrace(after: p, end: end), code.isWord(open - 1, "else"), let close = code.partner(open) else {
            let statementEnd = code.statementEnd(from: p, before: end)
            return (scan(p..<statementEnd, state, &flow, completion: completion), statementEnd)
        }
        let condition = (p + 1)..<(open - 1)
        let afterCondition = scan(condition, state, &flow, completion: completion)
        let test = completionTest(condition, completion: completion)
        let elseInput = test.map { afterCondition.tagged(failure: !$0) } ?? afterCondition
        let elseFlow = block((open + 1)..<close, elseInput, completion: completion)
        merge(elseFlow, into: &flow)
        // A `guard`'s else must leave; what runs off its end is not followed further.
        let passed = test.map { afterCondition.tagged(failure: $0) } ?? afterCondition
        return (passed, close + 1)
    }

    mutating func switchStatement(
        at p: CodePosition, end: CodePosition, _ state: PathSet, _ flow: inout Flow, completion: String?
    ) -> (PathSet, CodePosition) {
        guard let open = firstBrace(after: p, end: end), let close = code.partner(open) else {
            let statementEnd = code.statementEnd(from: p, before: end)
            return (scan(p..<statementEnd, state, &flow, completion: completion), statementEnd)
        }
        let subject = (p + 1)..<open
        let afterSubject = scan(subject, state, &flow, completion: completion)
        let onCompletion = completion != nil && subject.count == 1 && code.text(subject.lowerBound) == completion
        // Case labels: `case …:` and `default:` at the top level of the body.
        var labels: [(start: CodePosition, bodyStart: CodePosition)] = []
        var q = open + 1
        while q < close {
            if (code.isWord(q, "case") && !code.isAny(q - 1, of: ["if", "guard", "while", "for", ","]))
                || (code.isWord(q, "default") && code.kind(q + 1) == .colon)
            {
                var colon = q + 1
                while colon < close, code.kind(colon) != .colon { colon = code.atomEnd(colon) }
                labels.append((q, min(colon + 1, close)))
                q = colon + 1
                continue
            }
            q = code.atomEnd(q)
        }
        guard !labels.isEmpty else { return (afterSubject, close + 1) }
        let labelTests: [Bool?] = labels.map { label in
            guard onCompletion else { return nil }
            let range = label.start..<max(label.start, label.bodyStart - 1)
            for r in range where code.kind(r - 1) == .period {
                if code.isWord(r, "failure") { return true }
                if code.isWord(r, "finished") { return false }
            }
            return nil
        }
        let mentionsFinished = labelTests.contains(false)
        let mentionsFailure = labelTests.contains(true)
        var result = PathSet.empty
        for (index, label) in labels.enumerated() {
            let bodyEnd = index + 1 < labels.count ? labels[index + 1].start : close
            var input = afterSubject
            if onCompletion {
                if let test = labelTests[index] {
                    input = afterSubject.tagged(failure: test)
                } else if code.isWord(label.start, "default") {
                    // `default` is whichever the other cases are not.
                    if mentionsFinished { input = afterSubject.tagged(failure: true) } else if mentionsFailure {
                        input = afterSubject.tagged(failure: false)
                    }
                }
            }
            let caseFlow = block(label.bodyStart..<bodyEnd, input, completion: completion)
            flow.returns.formUnion(caseFlow.returns)
            flow.throwing.formUnion(caseFlow.throwing)
            flow.continues.formUnion(caseFlow.continues)
            // `break` leaves the switch.
            result.formUnion(caseFlow.normal)
            result.formUnion(caseFlow.breaks)
        }
        return (result, close + 1)
    }

    mutating func loop(
        at p: CodePosition, end: CodePosition, _ state: PathSet, _ flow: inout Flow, completion: String?
    ) -> (PathSet, CodePosition) {
        guard let open = firstBrace(after: p, end: end), let close = code.partner(open) else {
            let statementEnd = code.statementEnd(from: p, before: end)
            return (scan(p..<statementEnd, state, &flow, completion: completion), statementEnd)
        }
        let afterHeader = scan((p + 1)..<open, state, &flow, completion: completion)
        let body = block((open + 1)..<close, afterHeader, completion: completion)
        flow.returns.formUnion(body.returns)
        flow.throwing.formUnion(body.throwing)
        // Zero iterations, or one (ending normally, by `continue` or by `break`).
        let result = afterHeader.union(body.normal).union(body.continues).union(body.breaks)
        return (result, close + 1)
    }

    mutating func repeatLoop(
        at p: CodePosition, end: CodePosition, _ state: PathSet, _ flow: inout Flow, completion: String?
    ) -> (PathSet, CodePosition) {
        guard code.kind(p + 1) == .leftBrace, let close = code.partner(p + 1) else {
            return (state, code.statementEnd(from: p, before: end))
        }
        let body = block((p + 2)..<close, state, completion: completion)
        flow.returns.formUnion(body.returns)
        flow.throwing.formUnion(body.throwing)
        var next = close + 1
        var result = body.normal.union(body.continues)
        if code.isWord(next, "while") {
            let conditionEnd = code.statementEnd(from: next, before: end)
            result = scan((next + 1)..<conditionEnd, result, &flow, completion: completion)
            next = conditionEnd
        }
        return (result.union(body.breaks), next)
    }

    mutating func doStatement(
        at p: CodePosition, end: CodePosition, _ state: PathSet, _ flow: inout Flow, completion: String?
    ) -> (PathSet, CodePosition) {
        guard let open = firstBrace(after: p, end: end), let close = code.partner(open) else {
            return (state, code.statementEnd(from: p, before: end))
        }
        let body = block((open + 1)..<close, state, completion: completion)
        flow.returns.formUnion(body.returns)
        flow.breaks.formUnion(body.breaks)
        flow.continues.formUnion(body.continues)
        var result = body.normal
        var next = close + 1
        var sawCatch = false
        while code.isWord(next, "catch"), let catchOpen = firstBrace(after: next, end: end), let catchClose = code.partner(catchOpen) {
            sawCatch = true
            let handler = block((catchOpen + 1)..<catchClose, body.throwing, completion: completion)
            merge(handler, into: &flow)
            result.formUnion(handler.normal)
            next = catchClose + 1
        }
        // Without `catch`, what throws goes on up.
        if !sawCatch { flow.throwing.formUnion(body.throwing) }
        return (result, next)
    }

    /// `#if A … #elseif B … #else … #endif`: each branch is an alternative.
    mutating func conditionalCompilation(
        at p: CodePosition, end: CodePosition, _ state: PathSet, _ flow: inout Flow, completion: String?
    ) -> (PathSet, CodePosition) {
        var branches: [Range<CodePosition>] = []
        var nesting = 0
        var branchStart = code.statementEnd(from: p + 1, before: end)  // after the condition line
        var hasElse = false
        var q = branchStart
        while q < end {
            if code.kind(q) == .poundKeyword {
                let word = code.text(q)
                if word == "#if" {
                    nesting += 1
                } else if nesting == 0, word == "#elseif" || word == "#else" || word == "#endif" {
                    branches.append(branchStart..<q)
                    if word == "#endif" {
                        var result = PathSet.empty
                        for branch in branches {
                            let branchFlow = block(branch, state, completion: completion)
                            merge(branchFlow, into: &flow)
                            result.formUnion(branchFlow.normal)
                        }
                        if !hasElse { result.formUnion(state) }
                        return (result, q + 1)
                    }
                    hasElse = hasElse || word == "#else"
                    branchStart = word == "#else" ? q + 1 : code.statementEnd(from: q + 1, before: end)
                    q = branchStart
                    continue
                } else if word == "#endif" {
                    nesting -= 1
                }
            }
            q = code.atomEnd(q)
        }
        // No `#endif` in this block: read the rest as one branch.
        let rest = block(branchStart..<end, state, completion: completion)
        merge(rest, into: &flow)
        return (rest.normal.union(state), end)
    }

    func merge(_ inner: Flow, into flow: inout Flow) {
        flow.returns.formUnion(inner.returns)
        flow.breaks.formUnion(inner.breaks)
        flow.continues.formUnion(inner.continues)
        flow.throwing.formUnion(inner.throwing)
    }
}
