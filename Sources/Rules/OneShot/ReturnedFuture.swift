import Structure
import Tokenizer

/// The `Future { promise in … }` a function returns, as `future-task` and
/// `future-continuation` read it: `return Future { … }` or the body's last expression,
/// typed `Future<T, E> { … }` or not, inside `Deferred { … }` or not, followed by
/// `.eraseToAnyPublisher()` or not (also `Future() { … }`); whether the statement is a `return`, and what it drops
/// (for the comments check). A `.receive(on: s)` after it is an async sibling's bridge
/// (`AsyncSibling`), or, on the main queue, where a Future around a callback delivered
/// (`future-continuation`).
struct ReturnedFuture {
    /// The statement: from `return` (or the expression) to its end (exclusive), code positions.
    var statement: Range<CodePosition>
    var hasReturn: Bool
    /// The Future's closure braces.
    var open: CodePosition
    var close: CodePosition
    /// Whether it is inside `Deferred { … }` (lazy: a new Future for each subscription).
    var isDeferred: Bool
    /// `Future`, or `Future<T, E>` as written: code positions.
    var type: Range<CodePosition>
    /// The scheduler of a `.receive(on: s)` after it, code positions.
    var receiveOn: Range<CodePosition>?

    init?(function: PublisherFunction, view: CodeView) {
        let bodyEnd = function.bodyClose
        // The last statement of the body.
        guard let start = view.statements(in: (function.bodyOpen + 1)..<bodyEnd).last?.lowerBound else { return nil }
        statement = start..<bodyEnd
        hasReturn = view.isWord(start, "return")
        var p = hasReturn ? start + 1 : start
        var deferredClose: CodePosition?
        if view.isWord(p, "Deferred"), view.kind(p + 1) == .leftBrace, let end = view.partner(p + 1) {
            deferredClose = end
            p += 2
        }
        guard view.isWord(p, "Future") else { return nil }
        var brace = p + 1
        if let generics = view.genericArgumentsEnd(brace) { brace = generics }
        type = p..<brace
        // `Future() { promise in … }`: empty parentheses before the trailing closure.
        if view.kind(brace) == .leftParen, view.kind(brace + 1) == .rightParen { brace += 2 }
        guard view.kind(brace) == .leftBrace, let end = view.partner(brace) else { return nil }
        if let deferredClose, end + 1 != deferredClose { return nil }
        open = brace
        close = end
        isDeferred = deferredClose != nil
        // Then only `.eraseToAnyPublisher()`, and one `.receive(on: s)`.
        var r = (deferredClose ?? end) + 1
        while r < bodyEnd {
            guard view.kind(r) == .period, view.kind(r + 2) == .leftParen, let after = view.partner(r + 2) else { return nil }
            if view.isWord(r + 1, "receive"), view.isWord(r + 3, "on"), view.kind(r + 4) == .colon, receiveOn == nil {
                receiveOn = (r + 5)..<after
            } else if !view.isWord(r + 1, "eraseToAnyPublisher") || after != r + 3 {
                return nil
            }
            r = after + 1
        }
    }

    /// Whether its `.receive(on:)` is the main queue's (`DispatchQueue.main`, `RunLoop.main`,
    /// `OperationQueue.main`).
    func receivesOnMain(_ view: CodeView) -> Bool {
        guard let receiveOn else { return false }
        return ["DispatchQueue.main", "RunLoop.main", "OperationQueue.main"].contains(view.source.text(ofCode: receiveOn))
    }

    /// When and how it delivers, for the bridge a `public` function keeps (`AsyncSibling`):
    /// lazily if it was, with its type as written, from the bridge's Task.
    func bridgeDelivery(_ view: CodeView) -> BridgeDelivery {
        BridgeDelivery(deferred: isDeferred, futureType: type.count > 1 ? view.source.text(ofCode: type) : nil)
    }

    /// Whether a comment stands in the text the rewrite drops: before the Future's `{` (after
    /// `return`) or after its `}` (`Deferred`'s `}`, `.eraseToAnyPublisher()`).
    func dropsComment(_ source: TokenizedSource) -> Bool {
        let first = hasReturn ? statement.lowerBound + 1 : statement.lowerBound
        return hasComment(source, from: first, to: open) || hasComment(source, from: close, to: statement.upperBound - 1)
    }

    /// The offset of a comment in the statement outside the bytes `carried`, if any.
    func commentOutside(_ carried: Range<ByteOffset>, in source: TokenizedSource) -> ByteOffset? {
        let first = source.tokenIndex(of: statement.lowerBound)
        let last = source.tokenIndex(of: statement.upperBound - 1)
        return (first...last).lazy.map { source.tokens[$0] }.first {
            $0.kind.isComment && !(carried.contains($0.start) && $0.end <= carried.upperBound)
        }?.start
    }

    private func hasComment(_ source: TokenizedSource, from: CodePosition, to: CodePosition) -> Bool {
        guard from < to else { return false }
        return (source.tokenIndex(of: from)..<source.tokenIndex(of: to)).contains { source.tokens[$0].kind.isComment }
    }
}
