import Tokenizer
import Structure

/// A `sink` closure whose whole body is `DispatchQueue.main.async { … }`: each value is
/// handled on the main queue a turn after it is sent, as with `.receive(on:
/// DispatchQueue.main)`. The loop that replaces the `sink` runs on the main actor, so it
/// takes the inner closure's statements and the hop goes.
struct MainQueueHop {
    /// The code position after which the inner body starts (its `{`, or the `in` after a
    /// capture list), and its closing `}`.
    let after: CodePosition
    let close: CodePosition
    /// The inner closure's capture list (`[weak self]`), if it has one.
    let captures: String?

    /// The hop that is the whole of the closure body `body` (its code, braces excluded).
    init?(body: Range<CodePosition>, in view: CodeView) {
        let open = body.lowerBound + 5
        guard body.count > 6, view.isWord(body.lowerBound, "DispatchQueue"), view.kind(body.lowerBound + 1) == .period,
            view.isWord(body.lowerBound + 2, "main"), view.kind(body.lowerBound + 3) == .period,
            view.isWord(body.lowerBound + 4, "async"), view.kind(open) == .leftBrace,
            view.partner(open) == body.upperBound - 1
        else { return nil }
        close = body.upperBound - 1
        if view.kind(open + 1) == .leftBracket, let end = view.partner(open + 1), view.isWord(end + 1, "in") {
            after = end + 1
            captures = view.source.text(ofCode: (open + 1)..<(end + 1))
        } else if view.isWord(open + 1, "in") || view.kind(open + 1) == .leftParen {
            return nil  // parameters: not `async`'s closure
        } else {
            after = open
            captures = nil
        }
    }
}
