import Core
import Structure
import Tokenizer

/// A Combine bridge to an async function — `Deferred { Future { promise in Task { promise(
/// .success(try await self.invoice(id: id))) } } }`, what an earlier migration left for the
/// callers it had not reached — is removed once no file of the run names it any more. While
/// something does (a call, a reference), it stays, with a note.
enum BridgeRemoval {
    /// The note on a bridge that stays.
    static let note = "a bridge from an async function to Combine; left as it is"

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
