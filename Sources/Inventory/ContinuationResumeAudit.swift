import Core
import Rules
import Structure
import Tokenizer

/// `continuation-resume`: a continuation closure (`withCheckedContinuation`,
/// `withCheckedThrowingContinuation`, `withUnsafeContinuation`,
/// `withUnsafeThrowingContinuation`) with a path that never resumes the continuation (the
/// awaiting caller hangs) or resumes it twice (a checked continuation traps; an unsafe one
/// is undefined behaviour).
package struct ContinuationResumeAudit: Audit {
    package let id = "continuation-resume"
    package let summary = "continuation closures with a path that never resumes, or resumes twice"
    package let notes = """
        Each closure passed to `withChecked[Throwing]Continuation` or \
        `withUnsafe[Throwing]Continuation` is walked as a small control-flow graph over its \
        tokens, counting `continuation.resume(…)` calls per path: `if`/`else`, `guard … else`, \
        `switch` cases, loops (zero or one iteration), `do`/`catch` (a `try` jumps to the \
        `catch` clauses with the resumes made so far), `return`, `throw`, `break`, `continue`, \
        `defer`, `#if` branches; `fatalError`/`preconditionFailure` end a path. A nested closure \
        (a callback) counts as called once where it is created. A path that ends with no resume \
        is reported ("never resumes"), and so is one with two ("resumes twice"). A `sink` is read \
        as its handlers: when the value handler resumes and no `.finished` path of the completion \
        handler does (or there is none), the publisher finishing without a value leaves the \
        caller hanging — the seeds' `firstValue` helper. A continuation that escapes (stored, \
        passed on) is not followed; a closure that ignores its continuation (`_ in`) never resumes.
        """

    static let functions = [
        "withCheckedContinuation", "withCheckedThrowingContinuation",
        "withUnsafeContinuation", "withUnsafeThrowingContinuation",
    ]

    static let templates: [Template] = functions.flatMap { function in
        [try! Template("\(function) { :[body?] }"), try! Template("\(function)(:[args?]) { :[body?] }")]
    }

    package init() {}

    package func findings(in source: TokenizedSource) -> [Diagnostic] {
        guard Self.functions.contains(where: { source.mayContainName(Array($0.utf8)) }) else { return [] }
        let code = CodeView(source)
        let matcher = Matcher(source)
        var lines: LineMap?
        func line(_ p: CodePosition) -> Int {
            if lines == nil { lines = source.lineMap }
            return lines!.location(of: code.offset(p)).line
        }
        var findings: [Diagnostic] = []
        var seen = Set<CodePosition>()
        for template in Self.templates {
            for match in matcher.matches(of: template) {
                let call = match.code.lowerBound
                guard seen.insert(call).inserted, code.kind(call - 1) != .period, !code.isWord(call - 1, "func"),
                    let body = match.bindings["body"]
                else { continue }
                let open = body.lowerBound - 1
                let close = body.upperBound
                findings += check(call: call, open: open, close: close, code: code, line: line)
            }
        }
        return findings
    }

    private func check(call: CodePosition, open: CodePosition, close: CodePosition, code: CodeView, line: (CodePosition) -> Int) -> [Diagnostic] {
        let function = code.text(call)
        let signature = code.closureSignature(open: open)
        let name = signature.parameters.first ?? "$0"
        if name == "_" {
            return [Diagnostic(
                .warning, at: code.offset(call),
                "`\(function)` ignores its continuation (`_ in`), so nothing resumes it and the caller hangs", rule: id)]
        }
        let body = signature.bodyStart..<close
        if escapes(name, in: body, code: code) { return [] }
        var walker = ResumePaths(code: code, name: name)
        let flow = walker.block(body, .start, completion: nil)
        if walker.gaveUp { return [] }
        let exits = flow.exits(close: close)
        var findings: [Diagnostic] = []
        for hang in walker.hangs {
            let message: String
            switch hang.kind {
            case .finishedWithoutValue(let hasCompletion):
                let why = hasCompletion ? "the completion handler resumes nothing on `.finished`" : "there is no completion handler"
                message = "`\(name)` is resumed in the `sink` value handler, but \(why): when the publisher finishes without a value, the `\(function)` caller hangs"
            case .failure:
                message = "the `sink` completion handler resumes nothing on `.failure`: when the publisher fails, the `\(function)` caller hangs"
            }
            findings.append(Diagnostic(.warning, at: code.offset(hang.sink), message, rule: id))
        }
        if let witness = exits.witness(count: 0) {
            let exit = witness.exit ?? close
            if exit != close, code.isAny(exit, of: ["return", "throw"]) {
                findings.append(Diagnostic(
                    .warning, at: code.offset(exit),
                    "this path leaves the `\(function)` closure without resuming `\(name)`; the caller hangs", rule: id))
            } else {
                findings.append(Diagnostic(
                    .warning, at: code.offset(call),
                    "a path through the `\(function)` closure reaches its end (line \(line(close))) without resuming `\(name)`; the caller hangs",
                    rule: id))
            }
        }
        if let witness = exits.witness(count: 2) {
            let second = witness.second ?? call
            let first = witness.first.map { " (after the resume at line \(line($0)))" } ?? ""
            let consequence = function.contains("Unsafe")
                ? "resuming an unsafe continuation twice is undefined behaviour"
                : "a checked continuation traps when resumed twice"
            findings.append(Diagnostic(
                .warning, at: code.offset(second),
                "`\(name)` may be resumed a second time here\(first); \(consequence)", rule: id))
        }
        return findings
    }

    /// Whether the continuation is used other than by `name.resume(…)` (stored, passed on,
    /// captured in an array): then its resumes are elsewhere and the closure is not judged.
    private func escapes(_ name: String, in body: Range<CodePosition>, code: CodeView) -> Bool {
        for p in body where code.text(p) == name && (code.kind(p) == .identifier || code.kind(p) == .dollarIdentifier) {
            if code.kind(p - 1) == .period { continue }  // `other.continuation`
            if code.kind(p + 1) == .period, code.isWord(p + 2, "resume") { continue }
            // An argument label: `f(continuation: x)`.
            if code.kind(p + 1) == .colon, code.kind(p - 1) == .leftParen || code.kind(p - 1) == .comma { continue }
            // A capture list: `{ [continuation] in`.
            if code.kind(p + 1) == .rightBracket || code.kind(p + 1) == .comma {
                var q = p - 1
                while q > body.lowerBound, code.kind(q) != .leftBracket, code.kind(q) != .leftBrace, p - q < 16 { q -= 1 }
                if code.kind(q) == .leftBracket, code.kind(q - 1) == .leftBrace { continue }
            }
            return true
        }
        return false
    }
}
