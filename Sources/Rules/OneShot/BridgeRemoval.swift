import Core
import Structure
import Tokenizer

/// A Combine bridge to an async function — `Deferred { Future { promise in Task { promise(
/// .success(try await self.invoice(id: id))) } } }`, or `TaskPublisher { try await
/// self.user(id: id) }`, what an earlier migration left for the callers it had not reached —
/// is removed once no file of the run names it any more (for a bridge of the async
/// function's own name and labels, once no call without `await` is left). While something
/// does (a call, a reference), it stays, with a note. A `public` or `open` one stays: its
/// callers may be outside the run.
enum BridgeRemoval {
    /// The note on a bridge that stays.
    static let note = "a bridge from an async function to Combine; left as it is"

    /// The name of the async function a `TaskPublisher` bridge calls, when the function's
    /// body is one (`AsyncSibling`'s): `TaskPublisher { [() throws(E) in] [try] await
    /// [self.]name(…) }`, then `.receive(on: s)` and `.eraseToAnyPublisher()` if any, with
    /// or without `return`.
    static func taskPublisherBridge(_ function: PublisherFunction, _ view: CodeView) -> String? {
        var p = function.bodyOpen + 1
        if view.isWord(p, "return") { p += 1 }
        guard view.isWord(p, "TaskPublisher") else { return nil }
        p = view.genericArgumentsEnd(p + 1) ?? p + 1
        guard view.kind(p) == .leftBrace, let close = view.partner(p) else { return nil }
        var q = view.closureSignature(open: p).bodyStart
        if view.isWord(q, "try") { q += 1 }
        guard view.isWord(q, "await") else { return nil }
        q += 1
        if view.isWord(q, "self"), view.kind(q + 1) == .period { q += 2 }
        guard view.kind(q) == .identifier, view.kind(q + 1) == .leftParen, let arguments = view.partner(q + 1),
            arguments + 1 == close
        else { return nil }
        let callee = view.text(q)
        var r = close + 1
        for name in ["receive", "eraseToAnyPublisher"] where view.kind(r) == .period && view.text(r + 1) == name {
            guard view.kind(r + 2) == .leftParen, let end = view.partner(r + 2) else { return nil }
            r = end + 1
        }
        return r == function.bodyClose ? callee : nil
    }

    /// Whether `view` names the function `name` anywhere but in the declaration of a
    /// function of that name (a call, a reference, a selector), in code.
    static func mentions(_ name: String, in view: CodeView) -> Bool {
        view.positions.contains { p in
            view.kind(p) == .identifier && view.text(p) == name && !view.isWord(p - 1, "func")
        }
    }

    /// The edit deleting the bridge's declaration: its lines, from the doc comments and
    /// attributes above it to its closing brace, and one blank line around it when there is
    /// one on each side (so that no two blank lines are left together).
    static func edit(removing function: PublisherFunction, in source: TokenizedSource, rule: String) -> Edit {
        let bytes = source.bytes
        var start = Lines.start(ofLineContaining: source.codeToken(function.start).start, in: bytes)
        // The comment lines right above it (doc comments, `// MARK:` aside) go with it.
        while start > .start {
            let previous = Lines.start(ofLineBefore: start, in: bytes)
            let text = String(decoding: bytes[previous..<start], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            guard text.hasPrefix("//"), !text.hasPrefix("// MARK") else { break }
            start = previous
        }
        var end = source.codeToken(function.bodyClose).end
        end = Lines.afterBreak(Lines.end(ofLineContaining: end, in: bytes), in: bytes)
        // A blank line above: it goes with the one below, if there is one, or with the
        // declaration when a closing brace (or the end of the file) follows.
        if start > .start, Lines.isBlankLine(endingAt: start, in: bytes) {
            if let next = Lines.blankLineEnd(at: end, in: bytes) {
                end = next
            } else if startsWithClosingBrace(end, in: bytes) {
                start = Lines.start(ofLineBefore: start, in: bytes)
            }
        }
        return Edit(range: start..<end, replacement: "", rule: rule)
    }

    /// Whether the line starting at `start` begins (after indentation) with `}`, or the file
    /// ends there.
    private static func startsWithClosingBrace(_ start: ByteOffset, in bytes: [UInt8]) -> Bool {
        var p = start
        while p < bytes.endOffset, bytes[p] == UInt8(ascii: " ") || bytes[p] == UInt8(ascii: "\t") { p += 1 }
        return p == bytes.endOffset || bytes[p] == UInt8(ascii: "}")
    }
}
