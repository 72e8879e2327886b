import Core
import Structure
import Tokenizer

/// The closure of a `Future` that wraps a callback API, read for `future-continuation`: is
/// its promise called exactly once on every path, and only called (never stored or passed
/// on)? If so, its text as a `withChecked(Throwing)Continuation` closure.
struct FutureCallbackClosure {
    let view: CodeView
    let future: ReturnedFuture
    /// The function's `Output` and `Failure` types as written.
    let output: String
    let failure: String
    /// The function body's braces (where a fresh name must not clash).
    let functionBody: ClosedRange<CodePosition>

    enum Outcome {
        case notThisShape
        case skip(SkipReason)
        /// The replacement of the whole `return Future { … }` statement.
        case rewrite(Edit, throwing: Bool)
        /// The same, for a Future that completes at once (`completedAtOnce`): its statements
        /// carried over; `typedErrors`: whether every error thrown is the failure type.
        case completesAtOnce(Edit, throwing: Bool, typedErrors: Bool)
    }

    /// Handlers that may run more than once: the Future ignores later promise calls, a
    /// checked continuation traps on them.
    static let repeatingCallbacks: Set<String> = [
        "sink", "assign", "addObserver", "observe", "scheduledTimer", "addListener", "addSnapshotListener",
        "addStateDidChangeListener", "addStateListener",
    ]

    /// Callback APIs whose callback's first parameter is valid only while the callback runs:
    /// the temporary file they hand over is deleted (or may be) when it returns.
    static let callbackScopedFiles: Set<String> = [
        "loadFileRepresentation", "loadInPlaceFileRepresentation", "downloadTask", "coordinate",
    ]

    /// Labels of arguments that read a file (`Data(contentsOf: url)`): what they make of a
    /// temporary file outlives it.
    static let fileReadingLabels: Set<String> = ["contentsOf", "contentsOfFile", "atPath"]

    var source: TokenizedSource { view.source }

    private func location(_ p: CodePosition) -> String {
        let location = source.lineMap.location(of: view.offset(p))
        return "\(location.line):\(location.column)"
    }

    func skip(_ p: CodePosition, _ message: String, _ severity: Diagnostic.Severity = .warning) -> Outcome {
        .skip(SkipReason(offset: view.offset(p), message, severity))
    }

    func migrate(rule: String) -> Outcome {
        let signature = view.closureSignature(open: future.open)
        let close = future.close
        let body = signature.bodyStart..<close
        // A Future running a Task is `future-task`'s.
        if body.contains(where: { view.isWord($0, "Task") && (view.kind($0 + 1) == .leftBrace || view.isWord($0 + 2, "detached")) }) {
            return .notThisShape
        }
        guard let promise = signature.parameters.first, signature.parameters.count == 1 else {
            if signature.parameters.isEmpty {
                return skip(future.open, "the Future's promise is `$0`; name it (`promise in`) to migrate, or migrate it by hand")
            }
            return .notThisShape
        }
        if promise == "_" {
            return skip(future.open, "the Future ignores its promise (`_ in`), so it never completes; migrate it by hand")
        }
        var calls: [CodePosition] = []
        for p in body where view.kind(p) == .identifier {
            let word = view.text(p)
            if Self.repeatingCallbacks.contains(word), view.kind(p + 1) == .leftParen || view.kind(p + 1) == .leftBrace {
                return skip(p, "the Future completes from `\(word)`, whose handler may run more than once (the Future ignores later calls, a checked continuation traps); migrate it by hand")
            }
            guard word == promise, view.kind(p - 1) != .period else { continue }
            if view.kind(p + 1) == .colon, view.kind(p - 1) == .leftParen || view.kind(p - 1) == .comma { continue }
            guard view.kind(p + 1) == .leftParen, view.partner(p + 1) != nil else {
                return skip(p, "`\(promise)` is used other than called (stored or passed on), so this rule cannot tell when the Future completes; migrate it by hand")
            }
            calls.append(p)
        }
        for p in body where view.kind(p) == .leftBrace && view.closureSignature(open: p).parameters.contains(promise) {
            return skip(p, "a closure inside the Future declares its own `\(promise)`; migrate it by hand")
        }
        // `[weak self]` and `guard let self else { return }`: while the method runs (as the
        // Future's closure did, and the continuation's closure does) `self` is alive.
        let weakSelf = signature.captures.map { view.isWord($0.lowerBound, "weak") && view.isWord($0.lowerBound + 1, "self") && $0.count == 2 } ?? false
        var guards: [Range<CodePosition>] = []
        var walkStart = signature.bodyStart
        while weakSelf, walkStart < close, view.isGuardLetSelf(walkStart..<view.statementEnd(from: walkStart, before: close)) {
            let end = view.statementEnd(from: walkStart, before: close)
            guards.append(walkStart..<end)
            walkStart = end
        }
        if let problem = checkPaths(promise, from: walkStart, close: close) { return problem }
        for p in calls {
            if let problem = handsOnCallbackScopedFile(p, promise: promise) { return problem }
        }
        if !calls.contains(where: { insideNestedClosure($0) }) {
            return completedAtOnce(promise: promise, signature: signature, weakSelf: weakSelf, rule: rule)
        }
        // `continuation`, or `continuation2`… when the function already uses that name.
        let name = view.freshName(
            "continuation", unusedIn: functionBody.lowerBound..<(functionBody.upperBound + 1), freeing: [promise])
        var edits: [Edit] = []
        var throwing = false
        for p in calls {
            let (edit, throwsError) = translateCall(at: p, name: name)
            edits += edit
            throwing = throwing || throwsError
        }
        if FailureType.isNever(failure) { throwing = false }
        if throwing, !FailureType.isUntyped(failure) {
            return skip(future.open, "the Future fails with `\(failure)`, but `withCheckedThrowingContinuation` throws `any Error`; migrate it by hand")
        }
        if future.dropsComment(source) {
            return skip(future.open, "a comment around the Future would be lost; migrate it by hand")
        }
        let parameter = (future.open + 1..<signature.bodyStart).first { view.kind($0) == .identifier && view.text($0) == promise }!
        if view.kind(parameter + 1) == .colon {
            return skip(parameter, "the promise's type is written out (`\(promise): …`); migrate it by hand")
        }
        // A `Void` result has nothing to infer the continuation's type from.
        if OutputType.isVoid(output) {
            let type = "\(name): CheckedContinuation<Void, \(throwing ? "Error" : "Never")>"
            let parenthesized = view.kind(parameter - 1) == .leftParen
            edits.append(Edit(range: source.byteRange(ofCode: parameter), replacement: parenthesized ? type : "(\(type))", rule: ""))
        } else if name != promise {
            edits.append(Edit(range: source.byteRange(ofCode: parameter), replacement: name, rule: ""))
        }
        if weakSelf, let captures = signature.captures, let selfEdits = strongSelf(from: walkStart, close: close, guardsDropped: !guards.isEmpty) {
            edits.append(Edit(range: view.offset(captures.lowerBound - 1)..<view.offset(parameter), replacement: "", rule: ""))
            edits += guards.map { Edit(range: wholeLines(of: $0), replacement: "", rule: "") }
            edits += selfEdits
        }
        return .rewrite(statement(applying: edits, throwing: throwing, rule: rule), throwing: throwing)
    }

    /// The paths of the closure from `start`: a skip when one may not call the promise, or
    /// call it twice.
    private func checkPaths(_ promise: String, from start: CodePosition, close: CodePosition) -> Outcome? {
        var walker = ResumePaths(code: view, name: promise)
        walker.countsCalls = true
        let flow = walker.block(start..<close, .start, completion: nil)
        if walker.gaveUp { return skip(future.open, "the Future's closure is nested too deeply to follow; migrate it by hand") }
        let exits = flow.exits(close: close)
        if let witness = exits.witness(count: 0) {
            let consequence = "the Future would never complete, and a continuation must resume exactly once; migrate it by hand"
            if let exit = witness.exit, exit != close, view.isWord(exit, "return") {
                return skip(exit, "this `return` leaves without calling `\(promise)`: \(consequence)")
            }
            return skip(future.open, "a path through the Future's closure (or a callback in it) ends without calling `\(promise)`: \(consequence)")
        }
        if let witness = exits.witness(count: 2), let second = witness.second {
            let first = witness.first.map { " (after the call at \(location($0)))" } ?? ""
            return skip(second, "`\(promise)` may be called a second time here\(first): the Future ignores it, a checked continuation traps; migrate it by hand")
        }
        return nil
    }

    /// `promise(.success(v))` → `continuation.resume(returning: v)`, `.success(())` →
    /// `resume()`, `.failure(e)` → `resume(throwing: e)`, any other `Result` →
    /// `resume(with: r)`; whether the call may throw.
    private func translateCall(at p: CodePosition, name: String) -> ([Edit], Bool) {
        let open = p + 1
        let close = view.partner(open)!
        let argument = open + 1
        for (case_, label) in [("success", "returning"), ("failure", "throwing")] {
            guard view.kind(argument) == .period, view.text(argument + 1) == case_, view.kind(argument + 2) == .leftParen,
                let inner = view.partner(argument + 2), inner + 1 == close, inner > argument + 3
            else { continue }
            let value = argument + 3
            if case_ == "success", view.kind(value) == .leftParen, view.partner(value) == value + 1, inner == value + 2 {
                let range = view.offset(p)..<view.end(close)
                return ([Edit(range: range, replacement: "\(name).resume()", rule: "")], false)
            }
            return ([
                Edit(range: view.offset(p)..<view.offset(value), replacement: "\(name).resume(\(label): ", rule: ""),
                Edit(range: source.byteRange(ofCode: inner), replacement: "", rule: ""),
            ], case_ == "failure")
        }
        return ([Edit(range: view.offset(p)..<view.offset(argument), replacement: "\(name).resume(with: ", rule: "")], true)
    }

    /// With `[weak self]` dropped: `self?.` → `self.` (a nested closure with a capture list
    /// of its own keeps its `self`s); nil when `self` is used some other way (`self == nil`).
    func strongSelf(from start: CodePosition, close: CodePosition, guardsDropped: Bool) -> [Edit]? {
        if guardsDropped { return [] }
        var edits: [Edit] = []
        var p = start
        while p < close {
            if view.kind(p) == .leftBrace, let end = view.partner(p),
                let captures = view.closureSignature(open: p).captures, captures.contains(where: { view.isWord($0, "self") })
            {
                p = end + 1
                continue
            }
            if view.isWord(p, "self"), view.kind(p - 1) != .period {
                guard view.kind(p + 1) == .postfixOperator, view.text(p + 1) == "?", view.kind(p + 2) == .period else { return nil }
                edits.append(Edit(range: source.byteRange(ofCode: p + 1), replacement: "", rule: ""))
            }
            p += 1
        }
        return edits
    }

    /// A skip when the promise call at `p` hands on a temporary file a callback API gives
    /// its callback only while it runs (`loadFileRepresentation`'s `url`, `downloadTask`'s
    /// `location`), or a local derived from it: a Future's subscriber received it inside
    /// the callback, where the file still existed; code after `await` runs after it
    /// returned. What the callback makes of the file (`Data(contentsOf: url)`) may cross.
    private func handsOnCallbackScopedFile(_ p: CodePosition, promise: String) -> Outcome? {
        for open in view.enclosingBraces(of: p, inside: future.open) where view.braceKind(open) == .closure {
            guard let callee = view.callee(ofClosure: open), Self.callbackScopedFiles.contains(view.text(callee)),
                let file = view.closureSignature(open: open).parameters.first, file != "_",
                let close = view.partner(p + 1),
                let name = scopedName(in: (p + 2)..<close, file: file, callback: open, depth: 0)
            else { continue }
            let via = name == file ? "" : " (from `\(file)`)"
            return skip(p, "`\(promise)` hands on `\(name)`\(via), a file `\(view.text(callee))` keeps only while its callback runs: the Future's subscribers used it inside the callback, code after `await` would run after it returned; read or move the file inside the callback and pass that on, or migrate it by hand")
        }
        return nil
    }

    /// The first name in `range` that is `file`, or a local of the callback whose initializer
    /// names it, outside a file-reading argument (`contentsOf: url`).
    private func scopedName(in range: Range<CodePosition>, file: String, callback: CodePosition, depth: Int) -> String? {
        for q in range where view.kind(q) == .identifier && view.kind(q - 1) != .period && view.kind(q + 1) != .colon {
            if view.kind(q - 1) == .colon, Self.fileReadingLabels.contains(view.text(q - 2)) { continue }
            let name = view.text(q)
            if name == file { return name }
            guard depth < 3, let local = view.localDeclarations(visibleAt: q)[name], let position = local.position,
                position > callback, view.isWord(position + 1, "=")
            else { continue }
            // Up to the end of the statement, or of an `if let`/`guard let` condition.
            let limit = view.partner(callback) ?? view.endPosition
            var end = position + 2
            while end < limit, !view.startsStatement(end), view.kind(end) != .comma, !view.isWord(end, "else"),
                !(view.kind(end) == .leftBrace && view.braceKind(end) == .statement)
            {
                end = view.atomEnd(end)
            }
            let initializer = (position + 2)..<end
            if scopedName(in: initializer, file: file, callback: callback, depth: depth + 1) != nil { return name }
        }
        return nil
    }

    /// Whether the code position is inside a closure nested in the Future's closure.
    private func insideNestedClosure(_ p: CodePosition) -> Bool {
        view.enclosingBraces(of: p, inside: future.open).contains { view.braceKind($0) == .closure }
    }

    /// The bytes of the code range with the blanks before it on its line and the line break
    /// after it, when it stands alone on its lines.
    private func wholeLines(of range: Range<CodePosition>) -> Range<ByteOffset> {
        let bytes = source.bytes
        var start = view.offset(range.lowerBound)
        var end = view.end(range.upperBound - 1)
        var s = start
        while s > .start, bytes[s - 1] == UInt8(ascii: " ") || bytes[s - 1] == UInt8(ascii: "\t") { s -= 1 }
        var e = end
        while e < bytes.endOffset, bytes[e] == UInt8(ascii: " ") || bytes[e] == UInt8(ascii: "\t") { e += 1 }
        let lineBreakAfter = LineBreak.length(at: e, in: bytes)
        if s == Lines.start(ofLineContaining: s, in: bytes), lineBreakAfter > 0 {
            start = s
            end = e + lineBreakAfter
        }
        return start..<end
    }

    /// The new statement: `[return ]try await withCheckedThrowingContinuation { continuation in … }`
    /// (`return` only where it was and the function returns a value)
    /// with the closure's text (edited) re-indented from the Future's line to the statement's.
    private func statement(applying edits: [Edit], throwing: Bool, rule: String) -> Edit {
        let closure = view.offset(future.open)..<view.end(future.close)
        let shifted = Edit.nonOverlapping(edits).map { $0.relative(to: closure.lowerBound) }
        let text = Edit.apply(shifted, to: Array(source.bytes[closure]))
        let head = throwing ? "try await withCheckedThrowingContinuation " : "await withCheckedContinuation "
        let from = Indentation.ofLine(containing: view.offset(future.open), in: source.bytes)
        let start = view.offset(future.statement.lowerBound)
        let to = Indentation.ofLine(containing: start, in: source.bytes)
        let moved = Indentation.reindent(text, from: Array(from.utf8), to: Array(to.utf8))
        let range = start..<view.end(future.statement.upperBound - 1)
        // The Future is the body's last statement: a function returning nothing needs no `return`.
        let keepsReturn = future.hasReturn && !OutputType.isVoid(output)
        return Edit(range: range, replacement: (keepsReturn ? "return " : "") + head + moved, rule: rule)
    }
}
