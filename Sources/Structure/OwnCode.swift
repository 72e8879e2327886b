import Tokenizer

/// A body's own code: what belongs to a function's or closure's body itself, not to a
/// closure, function, accessor or type nested in it — its `return`s, above all, which a
/// rewrite turns into `continue`, `throw` or an async `return`.
extension CodeView {
    /// Whether code position `p` belongs to the body `body` itself: only statement blocks
    /// (`if`, `guard … else`, `switch`, `do`/`catch`, loops, `defer`) stand between them. A
    /// `return` in a nested closure, function, initializer, accessor, computed property or
    /// a local type's member returns from that, as Swift reads it; one in a statement block
    /// returns from the body (Swift forbids it in `defer`, so none is there to find).
    package func isOwn(_ p: CodePosition, in body: Range<CodePosition>) -> Bool {
        !enclosingBraces(of: p, inside: body.lowerBound - 1).contains(where: opensOwnCode)
    }

    /// The code positions of the `return`s of the body `body` itself (`isOwn`), in order.
    /// `body` is a body's inside, or a run of its statements.
    package func ownReturns(in body: Range<CodePosition>) -> [CodePosition] {
        body.filter { kind($0) == .keyword && isWord($0, "return") && isOwn($0, in: body) }
    }
}
