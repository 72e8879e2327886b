import Structure
import Tokenizer

/// The type `assign(to:on:)`'s key path gives a publisher chain, which the loop's stream does
/// not. `.assign(to: \.location, on: self)` makes the chain's output the property's type, and
/// a `map` closure before it may rely on that: `{ info in guard … else { return nil } … }`
/// is a `String?` only because `location` is one. Cut before `.assign`, the chain ends in
/// `.bufferedValues()`, and `nil` "requires a contextual type". So is an integer literal (an
/// `Int`, no longer the `CGFloat` the property is), `.member` and `[]`.
extension Subscriptions {
    /// Operators whose output is their input's: the key path's type reaches the closures
    /// before them through them.
    private static let outputKeeping: Set<String> = [
        "receive", "subscribe", "removeDuplicates", "dropFirst", "drop", "prefix", "first", "last", "filter",
        "eraseToAnyPublisher", "debounce", "throttle", "delay", "share", "handleEvents", "print", "breakpoint",
        "replaceError", "prepend", "append", "merge", "assertNoFailure", "retry", "timeout", "catch",
    ]

    /// Operators whose output a closure makes.
    private static let closureMapping: Set<String> = ["map", "tryMap", "compactMap", "tryCompactMap", "flatMap", "scan", "tryScan"]

    /// Why the chain `publisher` would not type-check without `assign`'s key path, if so: the
    /// closure that makes its output (the last mapping operator, past those that keep the
    /// output) has no written result type and returns an expression only a context types.
    func outputTypedByKeyPath(_ publisher: Range<CodePosition>) -> String? {
        for name in topLevelCalls(in: publisher).reversed() {
            let operatorName = view.text(name)
            if Self.outputKeeping.contains(operatorName) { continue }
            guard Self.closureMapping.contains(operatorName), let open = closure(of: name), let close = view.partner(open),
                let result = contextTypedResult(inClosure: open, close: close)
            else { return nil }
            return "the `\(operatorName)` closure returns \(result), whose type came from the key path the `assign` sets; the loop's stream has no type to give it. Write the closure's result type (`\(operatorName) { value -> T in … }`) and run again"
        }
        return nil
    }

    /// The names of the calls of `range` outside brackets (`map` in `a.b.map { … }`), in
    /// order, up to the first name that is no call (the chain's receiver).
    private func topLevelCalls(in range: Range<CodePosition>) -> [CodePosition] {
        var names: [CodePosition] = []
        var p = range.lowerBound
        while p < range.upperBound {
            if view.kind(p)?.closer != nil, let close = view.partner(p) {
                p = close + 1
                continue
            }
            if view.kind(p) == .period, view.kind(p + 1) == .identifier, p + 1 < range.upperBound {
                let isCall = view.kind(p + 2) == .leftParen || view.kind(p + 2) == .leftBrace && !view.lineBreakBefore(p + 2)
                if isCall { names.append(p + 1) } else { names.removeAll() }
            }
            p += 1
        }
        return names
    }

    /// The `{` of the call's closure: trailing, or its only argument; nil for a key path
    /// (`map(\.name)`) or a function's name.
    private func closure(of name: CodePosition) -> CodePosition? {
        var q = name + 1
        if view.kind(q) == .leftParen, let close = view.partner(q) {
            if view.kind(q + 1) == .leftBrace, view.partner(q + 1) == close - 1 { return q + 1 }
            q = close + 1
        }
        return view.kind(q) == .leftBrace ? q : nil
    }

    /// What the closure returns that only a context types (`nil`, `0`, `.none`, `[]`), unless
    /// it writes its result type (`{ x -> String? in`).
    private func contextTypedResult(inClosure open: CodePosition, close: CodePosition) -> String? {
        var bodyStart = open + 1
        // The signature's `in`, on the line of the `{` (not a `for … in` of the body).
        let signatureLine = (open + 1..<close).prefix { !view.lineBreakBefore($0) && !view.isWord($0, "for") }
        if let `in` = signatureLine.first(where: { view.isWord($0, "in") && view.enclosingBrace(of: $0) == open }) {
            if (open + 1..<`in`).contains(where: { view.kind($0) == .arrow }) { return nil }
            bodyStart = `in` + 1
        }
        let body = bodyStart..<close
        let returns = view.ownReturns(in: body)
        let statements = view.statements(in: body)
        let results: [Range<CodePosition>] = returns.isEmpty
            ? (statements.count == 1 ? statements : [])
            : returns.map { r in
                // The `return`'s statement ends at the latest with its block (`else { return nil }`).
                let blockEnd = view.enclosingBrace(of: r).flatMap { view.partner($0) } ?? close
                return (r + 1)..<view.statementEnd(from: r, before: blockEnd)
            }
        for result in results {
            if let found = contextTyped(result) { return found }
        }
        return nil
    }

    /// The part of `expression` only a context types, if any: itself when it is `nil`, a
    /// number, an implicit member (`.none`, `.init(…)`), an empty collection or `Just` of
    /// one; a ternary whose branches are both such. (`x ?? 0` takes its type from `x`.)
    private func contextTyped(_ expression: Range<CodePosition>) -> String? {
        guard !expression.isEmpty else { return nil }
        let first = expression.lowerBound
        var depthZero: [CodePosition] = []
        var p = first
        while p < expression.upperBound {
            depthZero.append(p)
            if view.kind(p)?.closer != nil, let close = view.partner(p), close < expression.upperBound { p = close + 1 } else { p += 1 }
        }
        if let question = depthZero.first(where: { view.text($0) == "?" && view.kind($0) != .postfixOperator }),
            let colon = depthZero.first(where: { $0 > question && view.kind($0) == .colon })
        {
            // One typed branch types the other (`x == nil ? State.empty : nil` is a `State?`).
            guard let typed = contextTyped((question + 1)..<colon), contextTyped((colon + 1)..<expression.upperBound) != nil else {
                return nil
            }
            return typed
        }
        let single = depthZero.count == 1
        if single, view.isWord(first, "nil") { return "`nil`" }
        if single || depthZero.count == 2 && view.text(first) == "-",
            let number = depthZero.last, view.kind(number) == .integerLiteral || view.kind(number) == .floatLiteral
        {
            return "a number literal (`\(source.text(ofCode: expression))`)"
        }
        if view.kind(first) == .period, view.kind(first + 1) == .identifier || view.kind(first + 1) == .keyword {
            return "an implicit member (`\(source.text(ofCode: expression))`)"
        }
        if single, view.kind(first) == .leftBracket, let close = view.partner(first),
            close == first + 1 || close == first + 2 && view.kind(first + 1) == .colon
        {
            return "an empty collection"
        }
        if single, view.kind(first) == .leftParen, let close = view.partner(first), close == expression.upperBound - 1 {
            return contextTyped((first + 1)..<close)
        }
        if depthZero.count == 2, view.isWord(first, "Just"), view.kind(first + 1) == .leftParen, let close = view.partner(first + 1) {
            return contextTyped((first + 2)..<close)
        }
        return nil
    }
}
