import Core
import Structure
import Tokenizer

/// The body of the Task inside a `Future` — or of a `Future` that completes at once, without
/// a callback (`FutureCallbackClosure.completedAtOnce`) — read as the body of an async
/// function: where `promise(.success(v))` becomes `return v` and `promise(.failure(e))`
/// `throw e`, provided each promise call ends its path and every path calls it.
struct FutureTaskBody {
    let view: CodeView
    let promise: String
    /// The Task's (or the Future's) `{`, its first body position (after `in`), its `}`.
    let open: CodePosition
    let start: CodePosition
    let close: CodePosition
    /// What the body is, for the reasons it is not translated: `the Task`, `the Future's closure`.
    let subject: String

    /// The indentation of the statements carried over (set by `translate`).
    private(set) var indent = ""
    private(set) var throwing = false
    private(set) var hasUnhandledTry = false
    /// The bytes carried over into the async body (set by `translate`).
    private(set) var carried = ByteOffset.start..<ByteOffset.start

    init(view: CodeView, promise: String, open: CodePosition, start: CodePosition, close: CodePosition, subject: String = "the Task") {
        self.view = view
        self.promise = promise
        self.open = open
        self.start = start
        self.close = close
        self.subject = subject
    }

    private var source: TokenizedSource { view.source }

    private func statements(_ start: CodePosition, _ end: CodePosition) -> [Range<CodePosition>] { view.statements(in: start..<end) }

    /// `do { … } catch { promise(.failure(error)) }` with nothing else: its do block.
    private func unwrappedDo(_ s: Range<CodePosition>) -> (CodePosition, CodePosition)? {
        guard view.isWord(s.lowerBound, "do"), view.kind(s.lowerBound + 1) == .leftBrace,
            let doClose = view.partner(s.lowerBound + 1), view.isWord(doClose + 1, "catch"),
            view.kind(doClose + 2) == .leftBrace, let catchClose = view.partner(doClose + 2), catchClose + 1 == s.upperBound
        else { return nil }
        let words = ((doClose + 3)..<catchClose).map { view.text($0) }.joined()
        guard words == "\(promise)(.failure(error))" else { return nil }
        return (s.lowerBound + 1, doClose)
    }

    /// `guard let self else { return }` (or `= self`), or one whose `else` completes the
    /// Future first (`{ promise(.success(())); return }`): dropped, since `self` is alive
    /// while the method runs, so the guard never fails.
    func isSelfGuard(_ s: Range<CodePosition>) -> Bool {
        if view.isGuardLetSelf(s) { return true }
        guard view.isWord(s.lowerBound, "guard"), view.isWord(s.lowerBound + 1, "let"), view.isWord(s.lowerBound + 2, "self") else {
            return false
        }
        let elseKeyword = view.kind(s.lowerBound + 3) == .binaryOperator && view.isWord(s.lowerBound + 4, "self")
            ? s.lowerBound + 5 : s.lowerBound + 3
        let call = elseKeyword + 2
        guard view.isWord(elseKeyword, "else"), view.kind(elseKeyword + 1) == .leftBrace, view.partner(elseKeyword + 1) == s.upperBound - 1,
            view.text(call) == promise, view.kind(call + 1) == .leftParen, let callClose = view.partner(call + 1)
        else { return false }
        let next = view.kind(callClose + 1) == .semicolon ? callClose + 2 : callClose + 1
        return view.isWord(next, "return") && next + 1 == s.upperBound - 1
    }

    /// The region carried over: the Task's body without a leading `guard let self` and an
    /// enclosing `do { } catch { promise(.failure(error)) }`; and the statements dropped.
    private func region() -> (start: CodePosition, end: CodePosition, dropped: [Range<CodePosition>]) {
        var all = statements(start, close)
        var dropped: [Range<CodePosition>] = []
        while let first = all.first, isSelfGuard(first) {
            dropped.append(first)
            all.removeFirst()
        }
        if all.count == 1, let (doOpen, doClose) = unwrappedDo(all[0]) {
            var inner = statements(doOpen + 1, doClose)
            while let first = inner.first, isSelfGuard(first) {
                dropped.append(first)
                inner.removeFirst()
            }
            return (doOpen + 1, doClose, dropped)
        }
        return (all.first?.lowerBound ?? close, close, dropped)
    }

    /// A Task that only passes on one awaited call of the function's async twin
    /// (`fetch()` for `fetchPublisher()` or a public `fetch()`) or of a closure parameter: a
    /// bridge from async code, not a migration target.
    func isBridge(functionName: String, parameters: [String]) -> Bool {
        let (start, end, _) = region()
        let list = statements(start, end)
        guard list.count == 1, let s = list.first else { return false }
        let words = s.map { view.text($0) }
        guard words.starts(with: [promise, "(", ".", "success", "("]) else { return false }
        // The callee: the name before the first `(` after `await`.
        guard let awaitIndex = words.firstIndex(of: "await"), let paren = words[awaitIndex...].firstIndex(of: "(") else { return false }
        let callee = words[paren - 1]
        if parameters.contains(callee) { return true }
        // `self.f(…)` or `f(…)`: the function's own async twin.
        let receiver = Array(words[(awaitIndex + 1)..<(paren - 1)])
        guard receiver.isEmpty || receiver == ["self", "."] else { return false }
        return callee + "Publisher" == functionName || callee == functionName
    }

    /// The async body's text, from the region's first line (indented as it was).
    mutating func translate() -> Result<String, SkipReason> {
        let (start, end, dropped) = region()
        guard start < end else { return .failure(SkipReason("\(subject) does nothing")) }
        var edits: [Edit] = []
        // Every use of the promise: a call, as a whole statement, at the end of its path.
        for p in start..<end where view.kind(p) == .identifier && view.text(p) == promise {
            guard view.kind(p + 1) == .leftParen, let callClose = view.partner(p + 1) else {
                return .failure(SkipReason("the promise is used other than called (stored or passed on)"))
            }
            guard view.isOwn(p, in: start..<end) else {
                return .failure(SkipReason("the promise is called inside a closure"))
            }
            let argument = view.source.text(ofCode: (p + 2)..<callClose)
            var replacement: String
            if argument.hasPrefix(".success("), argument.hasSuffix(")") {
                let value = String(argument.dropFirst(".success(".count).dropLast())
                replacement = value == "()" ? "return" : "return \(value)"
            } else if argument.hasPrefix(".failure("), argument.hasSuffix(")") {
                replacement = "throw \(argument.dropFirst(".failure(".count).dropLast())"
                throwing = true
            } else {
                // A `Result` named by a path (`result`, `self.saved`): any other expression would
                // bind `.get()` to its last operand, and its `.success(…)` needs the promise's type.
                guard PlainName.isPath(argument) else {
                    return .failure(SkipReason("the promise is called with an expression (`\(argument)`), not a `.success`/`.failure` or a named `Result`"))
                }
                replacement = "return try \(argument).get()"
                throwing = true
                hasUnhandledTry = true
            }
            // `return promise(…)` (the closure returns its `Void`): the `return` is the replacement's.
            let callStart = view.isWord(p - 1, "return") && view.startsStatement(p - 1) ? p - 1 : p
            edits.append(Edit(range: view.offset(callStart)..<view.end(callClose), replacement: replacement, rule: ""))
            // `promise(.failure(e)); return` at a block's end: the `return` it becomes suffices.
            let next = view.kind(callClose + 1) == .semicolon ? callClose + 2 : callClose + 1
            if view.isWord(next, "return"), view.kind(next + 1) == .rightBrace || view.isAny(next + 1, of: ["case", "default"]) {
                edits.append(Edit(range: view.end(callClose)..<view.end(next), replacement: "", rule: ""))
            }
        }
        if let problem = checkPaths(start, end) { return .failure(problem) }
        // `promise(.success(()))` last: the function just ends.
        let list = statements(start, end)
        if list.count > 1, let last = list.last, isPromiseCall(last),
            view.source.text(ofCode: last).filter({ !$0.isWhitespace }) == "\(promise)(.success(()))"
        {
            let range = view.end(last.lowerBound - 1)..<view.end(last.upperBound - 1)
            edits.removeAll { range.contains($0.range.lowerBound) }
            edits.append(Edit(range: range, replacement: "", rule: ""))
        }
        // `self?.` → `self.`: `self` is strong in a method.
        for p in start..<end where view.isWord(p, "self") && view.kind(p + 1) == .postfixOperator && view.text(p + 1) == "?" {
            edits.append(Edit(range: source.byteRange(ofCode: p + 1), replacement: "", rule: ""))
        }
        for p in start..<end where view.isWord(p, "try") && view.kind(p + 1) != .postfixOperator {
            throwing = true
            if !insideCatchingDo(p, start: start) { hasUnhandledTry = true }
        }
        for s in dropped where s.lowerBound >= start && s.upperBound <= end {
            edits.append(Edit(range: source.byteRange(ofCode: s), replacement: "", rule: ""))
        }
        let bytes = source.byteRange(ofCode: start..<end)
        carried = bytes
        indent = Indentation.ofLine(containing: bytes.lowerBound, in: source.bytes)
        let shifted = Edit.nonOverlapping(edits).map { $0.relative(to: bytes.lowerBound) }
        return .success(String(decoding: Edit.apply(shifted, to: Array(source.bytes[bytes])), as: UTF8.self))
    }

    /// Whether the `try` at `p` is inside a `do` block with a `catch` that catches everything.
    private func insideCatchingDo(_ p: CodePosition, start: CodePosition) -> Bool {
        var brace = view.enclosingBrace(of: p)
        while let b = brace, b >= start {
            if view.isWord(b - 1, "do"), let end = view.partner(b) {
                var q = end + 1
                while view.isWord(q, "catch") {
                    if view.kind(q + 1) == .leftBrace { return true }
                    while q < view.endPosition, view.kind(q) != .leftBrace { q += 1 }
                    q = (view.partner(q) ?? q) + 1
                }
            }
            brace = view.enclosingBrace(of: b)
        }
        return false
    }

    /// Why some path of the block might not end with exactly one promise call, if so: the
    /// continuation walk (`ResumePaths`) counts the calls on every path, and finds code that
    /// runs after one (which the `return` replacing it would skip). A path that throws is
    /// the async function's error.
    private func checkPaths(_ start: CodePosition, _ end: CodePosition) -> SkipReason? {
        var walk = ResumePaths(code: view, name: promise)
        walk.countsCalls = true
        let flow = walk.block(start..<end, .start, completion: nil)
        if walk.gaveUp { return SkipReason("\(subject) is nested too deeply to follow") }
        if let (_, resume) = walk.afterResume {
            let location = source.lineMap.location(of: view.offset(resume))
            return SkipReason("code follows the promise call at \(location.line):\(location.column), which a `return` would skip")
        }
        let ends = flow.normal.leaving(at: end).union(flow.returns)
        if let witness = ends.witness(count: 0) {
            if let exit = witness.exit, exit < end, view.isWord(exit, "return") {
                let location = source.lineMap.location(of: view.offset(exit))
                return SkipReason("the `return` at \(location.line):\(location.column) ends \(subject) without calling the promise")
            }
            return SkipReason("a path of \(subject) never calls the promise")
        }
        if ends.has(count: 2) { return SkipReason("a path of \(subject) calls the promise twice") }
        return nil
    }

    private func isPromiseCall(_ s: Range<CodePosition>) -> Bool {
        view.text(s.lowerBound) == promise && view.kind(s.lowerBound + 1) == .leftParen
            && view.partner(s.lowerBound + 1).map { $0 + 1 == s.upperBound } == true
    }
}
