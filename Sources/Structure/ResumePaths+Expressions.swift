import Tokenizer

// The expression half of the `continuation-resume` walk: what one statement's tokens do to
// the paths (resumes, `try`, closures, `sink`s, calls that never return). The statement
// half — blocks, branches, loops — is in ResumePaths.swift.
extension ResumePaths {
    /// The tokens of one statement (or condition) in order: resumes, `try`s, closures,
    /// `sink`s and calls that never return.
    mutating func scan(_ range: Range<CodePosition>, _ input: PathSet, _ flow: inout Flow, completion: String?) -> PathSet {
        var state = input
        var q = range.lowerBound
        while q < range.upperBound, !state.isEmpty {
            guard let kind = code.kind(q) else { break }
            // `continuation.resume(…)`: counted after its arguments are evaluated.
            if code.text(q) == name, code.kind(q + 1) == .period, code.isWord(q + 2, "resume"),
                code.kind(q + 3) == .leftParen, let close = code.partner(q + 3)
            {
                state = scan((q + 4)..<close, state, &flow, completion: completion)
                state = state.resuming(at: q)
                q = close + 1
                continue
            }
            // `promise(…)`, when calls count.
            if countsCalls, kind == .identifier, code.text(q) == name, code.kind(q - 1) != .period,
                code.kind(q + 1) == .leftParen, let close = code.partner(q + 1)
            {
                state = scan((q + 2)..<close, state, &flow, completion: completion)
                state = state.resuming(at: q)
                q = close + 1
                continue
            }
            if kind == .leftBrace, let close = code.partner(q) {
                if name == "$0" {
                    // `$0` inside a nested closure is that closure's own parameter.
                    q = close + 1
                    continue
                }
                state = state.adding(closure(open: q, completion: completion))
                q = close + 1
                continue
            }
            if kind == .identifier, code.isWord(q, "sink"), code.kind(q - 1) == .period,
                code.kind(q + 1) == .leftParen || code.kind(q + 1) == .leftBrace,
                let (sinkState, after) = sink(at: q, state, completion: completion)
            {
                state = sinkState
                q = after
                continue
            }
            if kind == .keyword, code.isWord(q, "try"), !(code.kind(q + 1) == .postfixOperator && !code.lineBreakBefore(q + 1)) {
                flow.throwing.formUnion(state)
            }
            if kind == .identifier, code.isAny(q, of: ["fatalError", "preconditionFailure"]), code.kind(q + 1) == .leftParen,
                code.kind(q - 1) != .period
            {
                return .empty
            }
            q += 1
        }
        return state
    }

    /// The paths of the closure whose `{` is at `open`, called once: each exit's count.
    mutating func closure(open: CodePosition, completion: String?) -> PathSet {
        guard let close = code.partner(open) else { return .start }
        let signature = code.closureSignature(open: open)
        // A parameter named like the continuation hides it.
        if signature.parameters.contains(name) { return .start }
        depth += 1
        defer { depth -= 1 }
        let flow = block(signature.bodyStart..<close, .start, completion: completion)
        return flow.exits(close: close)
    }

    /// A `sink` call at `p` (`.sink { v in }`, `.sink(receiveValue:)`,
    /// `.sink(receiveCompletion:receiveValue:)` and its trailing form): the value handler
    /// and the completion handler, whose `.finished` and `.failure` paths are told apart.
    ///
    /// The handlers are read as alternatives that coordinate — the one that resumes runs
    /// once, as a `resumed` flag would ensure — so the sink adds the resuming paths of its
    /// handlers (or none, when none resumes). Two shapes hang and are recorded as
    /// `SinkHang`s, reported by the audit: a value handler that resumes with no `.finished`
    /// path that does (the publisher may finish without a value — the seeds' `firstValue`),
    /// and a `.failure` branch where nothing resumes while other handlers do.
    mutating func sink(at p: CodePosition, _ state: PathSet, completion: String?) -> (PathSet, CodePosition)? {
        var valueClosure: CodePosition?
        var completionClosure: CodePosition?
        var after = p + 1
        if code.kind(p + 1) == .leftParen, let close = code.partner(p + 1) {
            var q = p + 2
            while q < close {
                if code.kind(q) == .identifier, code.kind(q + 1) == .colon, code.kind(q + 2) == .leftBrace {
                    if code.isWord(q, "receiveValue") { valueClosure = q + 2 }
                    if code.isWord(q, "receiveCompletion") { completionClosure = q + 2 }
                }
                q = code.atomEnd(q)
            }
            after = close + 1
            if code.kind(after) == .leftBrace, !code.lineBreakBefore(after), let trailingClose = code.partner(after) {
                if valueClosure == nil { valueClosure = after }
                after = trailingClose + 1
            }
        } else if code.kind(p + 1) == .leftBrace, let firstClose = code.partner(p + 1) {
            after = firstClose + 1
            if code.isWord(after, "receiveValue"), code.kind(after + 1) == .colon, code.kind(after + 2) == .leftBrace,
                let valueClose = code.partner(after + 2)
            {
                completionClosure = p + 1
                valueClosure = after + 2
                after = valueClose + 1
            } else {
                valueClosure = p + 1
            }
        }
        guard valueClosure != nil || completionClosure != nil else { return nil }
        let value = valueClosure.map { closure(open: $0, completion: completion) } ?? .start
        var finished = PathSet.start
        var failure = PathSet.empty
        var failureIsSeparate = false
        if let open = completionClosure {
            let signature = code.closureSignature(open: open)
            let parameter = signature.parameters.first.flatMap { $0 == "_" ? nil : $0 }
            let exits = closureWithCompletion(open: open, parameter: parameter)
            finished = exits.only(failure: false)
            failure = exits.only(failure: true).tagged(failure: false)
            failureIsSeparate = !failure.isEmpty
            // A handler that does not tell `.finished` from `.failure` runs alike for both.
            if failure.isEmpty { failure = finished }
            if finished.isEmpty { finished = .start }
        }
        func resumes(_ set: PathSet) -> Bool { set.has(count: 1) || set.has(count: 2) }
        if resumes(value) && !resumes(finished) {
            hangs.append(SinkHang(sink: p, kind: .finishedWithoutValue(hasCompletion: completionClosure != nil)))
        } else if failureIsSeparate, !resumes(failure), resumes(value) || resumes(finished) {
            hangs.append(SinkHang(sink: p, kind: .failure))
        }
        var resuming = PathSet.empty
        for handler in [value, finished, failure] {
            var nonzero = handler
            nonzero.slots[0] = nil
            nonzero.slots[3] = nil
            resuming.formUnion(nonzero.tagged(failure: false))
        }
        if resuming.isEmpty { resuming = .start }
        return (state.adding(resuming), after)
    }

    /// A completion handler's exits, each marked as on the `.failure` branch or not.
    mutating func closureWithCompletion(open: CodePosition, parameter: String?) -> PathSet {
        guard let close = code.partner(open) else { return .start }
        let signature = code.closureSignature(open: open)
        if signature.parameters.contains(name) { return .start }
        depth += 1
        defer { depth -= 1 }
        let flow = block(signature.bodyStart..<close, .start, completion: parameter ?? "\u{0}")
        return flow.exits(close: close)
    }
}
