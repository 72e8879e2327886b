import Tokenizer

/// The operators of a publisher chain after its first call, read from the tokens:
/// `.map(\.name)`, `.tryMap { … }`, `.flatMap(maxPublishers: .max(1)) { … }`,
/// `.eraseToAnyPublisher()` — each a name with its arguments and closure.
package struct ChainOperator {
    package var name: String
    /// Code positions: the `.` before the name, the name, the end (exclusive).
    var period: CodePosition
    package var position: CodePosition
    package var end: CodePosition
    /// Inside the parentheses, when there are any.
    package var arguments: Range<CodePosition>?
    /// The `{` of the trailing closure, or of a closure that is the only argument.
    package var closure: CodePosition?
}

extension CodeView {
    /// The operators from `p` to `end`, or the code position of the first thing that is no
    /// `.name(…)`, `.name { … }` or `.name(…) { … }` (a trailing closure on the line of its name).
    package func chainOperators(from p: CodePosition, to end: CodePosition) -> Result<[ChainOperator], ChainOperatorsEnd> {
        var operators: [ChainOperator] = []
        var p = p
        while p < end {
            guard kind(p) == .period, kind(p + 1) == .identifier || kind(p + 1) == .keyword else {
                return .failure(ChainOperatorsEnd(position: p))
            }
            var op = ChainOperator(name: text(p + 1), period: p, position: p + 1, end: p + 2)
            var q = p + 2
            if kind(q) == .leftParen, let close = partner(q) {
                op.arguments = (q + 1)..<close
                if kind(q + 1) == .leftBrace, partner(q + 1) == close - 1 { op.closure = q + 1 }
                q = close + 1
            }
            if kind(q) == .leftBrace, !lineBreakBefore(q), let close = partner(q), op.closure == nil {
                op.closure = q
                q = close + 1
            }
            op.end = q
            operators.append(op)
            p = q
        }
        return .success(operators)
    }

    /// The label of an operator's first argument (`on` in `receive(on:)`), if it has one.
    package func argumentLabel(_ op: ChainOperator) -> String? {
        guard let arguments = op.arguments, arguments.count > 1, kind(arguments.lowerBound + 1) == .colon else { return nil }
        return text(arguments.lowerBound)
    }
}

/// Where a chain stops being a run of operators.
package struct ChainOperatorsEnd: Error {
    package var position: CodePosition
}
