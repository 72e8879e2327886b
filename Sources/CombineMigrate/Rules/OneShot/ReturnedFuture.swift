/// The `Future { promise in … }` a function returns, as `future-task` and
/// `future-continuation` read it: `return Future { … }` or the body's last expression,
/// typed `Future<T, E> { … }` or not, inside `Deferred { … }` or not, followed by
/// `.eraseToAnyPublisher()` or not; whether the statement is a `return`, and what it drops
/// (for the comments check).
struct ReturnedFuture {
    /// The statement: from `return` (or the expression) to its end (exclusive), code positions.
    var statement: Range<Int>
    var hasReturn: Bool
    /// The Future's closure braces.
    var open: Int
    var close: Int

    init?(function: PublisherFunction, view: CodeView) {
        let bodyEnd = function.bodyClose
        // The last statement of the body.
        var start = function.bodyOpen + 1
        var q = start
        while q < bodyEnd {
            start = q
            q = max(view.statementEnd(from: q, before: bodyEnd), q + 1)
        }
        guard start < bodyEnd else { return nil }
        statement = start..<bodyEnd
        hasReturn = view.isWord(start, "return")
        var p = hasReturn ? start + 1 : start
        var deferredClose: Int?
        if view.isWord(p, "Deferred"), view.kind(p + 1) == .leftBrace, let end = view.partner(p + 1) {
            deferredClose = end
            p += 2
        }
        guard view.isWord(p, "Future") else { return nil }
        var brace = p + 1
        if let generics = view.genericArgumentsEnd(brace) { brace = generics }
        guard view.kind(brace) == .leftBrace, let end = view.partner(brace) else { return nil }
        if let deferredClose, end + 1 != deferredClose { return nil }
        open = brace
        close = end
        // Then only `.eraseToAnyPublisher()`.
        var r = (deferredClose ?? end) + 1
        while r < bodyEnd {
            guard view.kind(r) == .period, view.isWord(r + 1, "eraseToAnyPublisher"), view.kind(r + 2) == .leftParen,
                let after = view.partner(r + 2)
            else { return nil }
            r = after + 1
        }
    }

    /// Whether a comment stands in the text the rewrite drops: before the Future's `{` (after
    /// `return`) or after its `}` (`Deferred`'s `}`, `.eraseToAnyPublisher()`).
    func dropsComment(_ source: TokenizedSource) -> Bool {
        let first = hasReturn ? statement.lowerBound + 1 : statement.lowerBound
        return hasComment(source, from: first, to: open) || hasComment(source, from: close, to: statement.upperBound - 1)
    }

    /// The offset of a comment in the statement outside the bytes `carried`, if any.
    func commentOutside(_ carried: Range<Int>, in source: TokenizedSource) -> Int? {
        let first = Int(source.code[statement.lowerBound])
        let last = Int(source.code[statement.upperBound - 1])
        return (first...last).lazy.map { source.tokens[$0] }.first {
            $0.kind.isComment && !(carried.contains($0.start) && $0.end <= carried.upperBound)
        }?.start
    }

    private func hasComment(_ source: TokenizedSource, from: Int, to: Int) -> Bool {
        guard from < to else { return false }
        return (Int(source.code[from])..<Int(source.code[to])).contains { source.tokens[$0].kind.isComment }
    }
}
