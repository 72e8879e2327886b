import Tokenizer
import Structure

/// The `dataTaskPublisher` chain a function returns, read from its tokens: where it is, its
/// session and request, and its operators in order.
///
/// The chain is the function's result in one of three forms: `return <chain>`, the body's
/// only expression, or `let publisher = <chain>` directly followed by `return publisher`;
/// the first and the last also in a `do` block of the body.
struct DataTaskChain {
    /// One `.name(arguments) { closure }` after `dataTaskPublisher(for:)`.
    typealias Operator = ChainOperator

    /// The code range the migrated statements replace (from `return`, `let` or the chain's
    /// first token to the end of the chain, or of `return publisher`).
    var replaced: Range<CodePosition>
    /// The session expression (empty for a call without a receiver).
    var session: Range<CodePosition>
    /// `dataTaskPublisher`, and its argument after `for:`.
    var call: CodePosition
    var request: Range<CodePosition>
    var operators: [Operator]
    /// Whether the replaced range starts its line.
    var startsLine: Bool

    /// What reading a body found: not this shape (nil), a chain, or a reason to skip.
    static func read(_ function: PublisherFunction, _ view: CodeView) -> Result<DataTaskChain, SkipReason>? {
        let body = (function.bodyOpen + 1)..<function.bodyClose
        // `URLSession`'s is `dataTaskPublisher(for:)`; `dataTaskPublisher(request)` is an
        // app's own method of that name.
        guard body.contains(where: { isDataTaskPublisherFor($0, view) }) else { return nil }
        return read(block: body, isFunctionBody: true, view)
    }

    /// The chain among the statements of `body`: the function's, or a `do` block's in it
    /// (`do { let request = try build(); return session.dataTaskPublisher(for: request)… }
    /// catch { return Fail(error: error)… }`, whose `return Fail` is `just-fail`'s).
    private static func read(block body: Range<CodePosition>, isFunctionBody: Bool, _ view: CodeView) -> Result<DataTaskChain, SkipReason>? {
        var statements: [Range<CodePosition>] = []
        var p = body.lowerBound
        while p < body.upperBound {
            let end = view.statementEnd(from: p, before: body.upperBound)
            statements.append(p..<end)
            p = max(end, p + 1)
        }
        for (index, statement) in statements.enumerated() {
            guard statement.contains(where: { isDataTaskPublisherFor($0, view) }) else { continue }
            var expression = statement
            var replaced = statement
            if view.isWord(statement.lowerBound, "do"), view.kind(statement.lowerBound + 1) == .leftBrace,
                let close = view.partner(statement.lowerBound + 1),
                let found = read(block: (statement.lowerBound + 2)..<close, isFunctionBody: false, view)
            {
                return found
            }
            if view.isWord(statement.lowerBound, "return"), view.kind(statement.lowerBound) == .keyword {
                expression = (statement.lowerBound + 1)..<statement.upperBound
            } else if let local = localPublisher(statement, view) {
                // `let publisher = <chain>` then `return publisher`, and nothing else uses it.
                guard index + 1 < statements.count, isReturn(of: local.name, statements[index + 1], view),
                    index + 2 == statements.count
                else { continue }
                let uses = body.filter { view.text($0) == local.name && view.kind($0) == .identifier }
                guard uses.count == 2 else { continue }
                expression = local.expression
                replaced = statement.lowerBound..<statements[index + 1].upperBound
            } else if statements.count != 1 || !isFunctionBody {
                continue
            }
            return parse(expression, replaced: replaced, view)
        }
        return nil
    }

    private static func localPublisher(_ statement: Range<CodePosition>, _ view: CodeView) -> (name: String, expression: Range<CodePosition>)? {
        let p = statement.lowerBound
        guard view.isAny(p, of: ["let", "var"]), view.kind(p) == .keyword, view.kind(p + 1) == .identifier else { return nil }
        var q = p + 2
        if view.kind(q) == .colon {
            while q < statement.upperBound, !(view.kind(q) == .binaryOperator && view.text(q) == "=") { q = view.atomEnd(q) }
        }
        guard view.kind(q) == .binaryOperator, view.text(q) == "=" else { return nil }
        return (view.text(p + 1), (q + 1)..<statement.upperBound)
    }

    private static func isReturn(of name: String, _ statement: Range<CodePosition>, _ view: CodeView) -> Bool {
        statement.count == 2 && view.isWord(statement.lowerBound, "return") && view.text(statement.lowerBound + 1) == name
    }

    /// `session.dataTaskPublisher(for: x).op(…)…`; a problem when it is a chain this rule
    /// does not follow.
    private static func parse(_ expression: Range<CodePosition>, replaced: Range<CodePosition>, _ view: CodeView)
        -> Result<DataTaskChain, SkipReason>
    {
        let start = expression.lowerBound
        guard let call = expression.first(where: { view.isWord($0, "dataTaskPublisher") }) else {
            return .failure(SkipReason(at: start, "the returned publisher does not start with `dataTaskPublisher(for:)`"))
        }
        // The session: names, `.`, `!`, calls — no operators, closures or keywords but `self`.
        let session = start..<(call == start ? start : call - 1)
        if call != start {
            guard view.kind(call - 1) == .period, session.allSatisfy({ sessionToken($0, view) }) else {
                return .failure(SkipReason(at: start, "the returned publisher does not start with `session.dataTaskPublisher(for:)`"))
            }
        }
        guard view.kind(call + 1) == .leftParen, let close = view.partner(call + 1), close < expression.upperBound,
            view.isWord(call + 2, "for"), view.kind(call + 3) == .colon, call + 4 < close
        else {
            return .failure(SkipReason(at: call, "`dataTaskPublisher` is not called as `dataTaskPublisher(for:)`"))
        }
        let operators: [Operator]
        switch view.chainOperators(from: close + 1, to: expression.upperBound) {
        case .success(let found): operators = found
        case .failure(let end):
            return .failure(SkipReason(at: end.position, "`\(view.text(end.position))` after the chain is not an operator this rule follows"))
        }
        let chain = DataTaskChain(
            replaced: replaced, session: session, call: call, request: (call + 4)..<close, operators: operators,
            startsLine: view.lineBreakBefore(replaced.lowerBound))
        return .success(chain)
    }

    private static func isDataTaskPublisherFor(_ p: CodePosition, _ view: CodeView) -> Bool {
        view.kind(p) == .identifier && view.isWord(p, "dataTaskPublisher") && view.kind(p + 1) == .leftParen
            && view.isWord(p + 2, "for") && view.kind(p + 3) == .colon
    }

    private static func sessionToken(_ p: CodePosition, _ view: CodeView) -> Bool {
        switch view.kind(p) {
        case .identifier, .period, .postfixOperator: return true
        case .keyword: return view.isWord(p, "self")
        case .leftParen, .rightParen, .comma, .colon, .stringStart, .stringSegment, .stringEnd, .integerLiteral: return true
        default: return false
        }
    }
}
