import Foundation
import Tokenizer

/// Finds the places where a template matches a tokenized file.
///
/// Matching walks the file's code tokens (trivia skipped, so layout and comments never
/// matter) against the template's elements, backtracking over where each hole ends. Holes
/// consume whole atoms — a token, or a bracket group from opener to partner — so a binding
/// never splits a string, comment or regex and never crosses an unbalanced bracket; a
/// template's own brackets must land on partners in the file.
package struct Matcher {
    package let source: TokenizedSource
    /// The position just past the last code token.
    private var endPosition: CodePosition { source.codePositions.upperBound }

    package init(_ source: TokenizedSource) { self.source = source }

    /// Every match, at every start position (matches inside other matches included), in
    /// order of their start. A file without the template's anchor costs one byte search.
    package func matches(of template: Template) -> [Match] {
        for name in template.requiredNames where !source.mayContainName(name) { return [] }
        var found: [Match] = []
        // One state for all starts, so that failures remembered at one start (see
        // `matchElements`) are not searched again from the next.
        var state = State(template: template, requiredEnd: nil)
        for start in candidateStarts(template) {
            if let match = match(template, at: start, &state) { found.append(match) }
        }
        return found
    }

    /// Where matches of `template` may start, in order. Found from the places its anchor
    /// literal appears: when only literals come before the anchor, the start is that many
    /// tokens earlier; when `:[x:expr]` and literals come before it, the start is where the
    /// expression ending there starts. Otherwise every position is a candidate.
    private func candidateStarts(_ template: Template) -> [CodePosition] {
        let elements = template.elements
        guard let anchorIndex = template.anchorElement else { return Array(source.codePositions) }
        let leadingHoles = if case .hole = elements[0] { 1 } else { 0 }

        let anchor = template.literal(at: anchorIndex)
        let anchorHash = anchor.kind.isName ? TokenizedSource.hash(anchor.text) : 0
        let firstLiteral = leadingHoles == 0 ? 0 : 1
        var starts: [CodePosition] = []
        for position in source.codePositions where source.codeHash(position) == anchorHash {
            if anchorHash == 0, !equals(position, anchor) { continue }
            let literalStart = position - (anchorIndex - firstLiteral)
            guard literalStart >= .start, literalsMatch(template, from: firstLiteral, at: literalStart) else { continue }
            let start = leadingHoles == 0 ? literalStart : expressionStart(endingBefore: literalStart)
            if let start, starts.last != start { starts.append(start) }
        }
        return starts
    }

    /// Whether the template's literals from element `first` on, up to its first hole (or
    /// its end), appear at code positions from `position` on.
    private func literalsMatch(_ template: Template, from first: Int, at position: CodePosition) -> Bool {
        var p = position
        for element in template.elements[first...] {
            guard case .literal(let literal) = element else { return true }
            guard p < endPosition, equals(p, literal) else { return false }
            p += 1
        }
        return true
    }

    /// The start of the postfix expression that ends just before code position `q`, found by
    /// walking back over member accesses, calls, subscripts, `?`/`!` and trailing closures.
    func expressionStart(endingBefore q: CodePosition) -> CodePosition? {
        var p = q - 1
        while p >= .start {
            let k = kind(p)
            if k.isCloser {
                guard let open = source.partner(ofCode: p) else { return nil }
                // A call, subscript or trailing closure hangs on the expression before it.
                if k != .stringEnd, k != .interpolationEnd, open > .start, !source.lineBreakBefore(open), endsExpression(open - 1) {
                    p = open - 1
                    continue
                }
                // A labeled trailing closure: `} label: {`.
                if k == .rightBrace, open - 3 >= .start, kind(open - 1) == .colon, kind(open - 2) == .identifier, kind(open - 3) == .rightBrace {
                    p = open - 3
                    continue
                }
                return open
            }
            if k == .postfixOperator, !source.lineBreakBefore(p), p > .start {
                p -= 1
                continue
            }
            guard k == .identifier || k == .dollarIdentifier || k == .projectedIdentifier || k == .integerLiteral
                || k == .floatLiteral || k == .regexLiteral || (k == .keyword && isExpressionKeyword(p)) || k == .keyword
            else { return nil }
            guard p > .start, kind(p - 1) == .period else { return k == .keyword && !isExpressionKeyword(p) ? nil : p }
            // `.member`: after an expression (maybe on the line above), or an implicit member.
            if p - 2 >= .start, endsExpression(p - 2) {
                p -= 2
                continue
            }
            return p - 1
        }
        return nil
    }

    /// The match starting at code position `start`, if any; with `end`, it must end there.
    package func match(_ template: Template, at start: CodePosition, end: CodePosition? = nil) -> Match? {
        var state = State(template: template, requiredEnd: end)
        return match(template, at: start, &state)
    }

    private func match(_ template: Template, at start: CodePosition, _ state: inout State) -> Match? {
        guard let stop = matchElements(0, start, &state) else { return nil }
        var bindings: [String: Range<CodePosition>] = [:]
        for element in template.elements.indices {
            guard let binding = state.bindings[element], case .hole(let hole) = template.elements[element], hole.name != "_"
            else { continue }
            if bindings[hole.name] == nil { bindings[hole.name] = binding }
        }
        return Match(code: start..<stop, bytes: source.byteRange(ofCode: start..<stop), bindings: bindings)
    }

    private struct State {
        let elements: [Template.Element]
        let requiredEnd: CodePosition?
        /// The earlier element with the same hole name, for each hole element.
        let firstWithName: [Int?]
        /// Each hole element's binding, nil while unbound; each opening literal's position.
        var bindings: [Range<CodePosition>?]
        var openers: [CodePosition?]
        /// Whether a failure of elements `e…` from position `p` may be remembered (no hole
        /// name is used twice), the failures remembered, and the hole ends tried so far.
        let remembersFailures: Bool
        var failed: Set<Attempt> = []
        var holeEndsTried = 0

        init(template: Template, requiredEnd: CodePosition?) {
            elements = template.elements
            self.requiredEnd = requiredEnd
            firstWithName = template.earlierHoleWithSameName
            remembersFailures = !firstWithName.contains { $0 != nil }
            bindings = Array(repeating: nil, count: elements.count)
            openers = Array(repeating: nil, count: elements.count)
        }
    }

    /// Elements from `element` on, tried from code position `position`.
    private struct Attempt: Hashable {
        var element: Int
        var position: CodePosition
    }

    private func matchElements(_ e: Int, _ p: CodePosition, _ state: inout State) -> CodePosition? {
        guard e < state.elements.count else {
            if let required = state.requiredEnd, required != p { return nil }
            return p
        }
        switch state.elements[e] {
        case .literal(let literal):
            guard p < endPosition, equals(p, literal) else { return nil }
            if let partner = literal.partner {
                if partner > e {
                    state.openers[e] = p
                } else if closer(ofOpener: partner, state) != p {
                    return nil
                }
            }
            return matchElements(e + 1, p + 1, &state)
        case .hole(let hole):
            // Without this, holes next to each other (or separated by a common token) try
            // every split of a long run at every candidate start: `.:[a]:[b] :[c] value` took
            // minutes on a 10 KB file (found by TemplatePropertyTests). Whether elements `e…`
            // match from `p` depends only on `e` and `p` — not on the start, nor on how
            // earlier holes split: the template brackets still open there can only be the
            // file's brackets enclosing `p`, as holes take balanced atoms — unless a repeated
            // hole name must agree with an earlier binding. So a failure is remembered, once
            // many hole ends were tried (ordinary matches pay nothing), and not searched again.
            let key = Attempt(element: e, position: p)
            let remember = state.remembersFailures && state.holeEndsTried > 256
            if remember, state.failed.contains(key) { return nil }
            for end in candidateEnds(of: hole, at: p, element: e, state) {
                state.holeEndsTried &+= 1
                if let earlier = state.firstWithName[e], let binding = state.bindings[earlier],
                    !sameTokens(binding, p..<end)
                {
                    continue
                }
                state.bindings[e] = p..<end
                if let stop = matchElements(e + 1, end, &state) { return stop }
                state.bindings[e] = nil
            }
            if remember { state.failed.insert(key) }
            return nil
        }
    }

    /// Where a hole starting at `p` may end, in the order to try them.
    private func candidateEnds(of hole: Hole, at p: CodePosition, element e: Int, _ state: State) -> [CodePosition] {
        var ends: [CodePosition]
        switch hole.kind {
        case .run, .optionalRun:
            ends = hole.kind == .optionalRun ? [p] : []
            var q = p
            while let next = atomEnd(q) {
                ends.append(next)
                q = next
            }
        case .identifier:
            guard p < endPosition else { return [] }
            let kind = source.codeToken(p).kind
            ends = kind == .identifier || kind == .dollarIdentifier || kind == .projectedIdentifier ? [p + 1] : []
        case .token:
            guard let next = atomEnd(p) else { return [] }
            let kind = source.codeToken(p).kind
            ends = next == p + 1 || kind == .stringStart ? [next] : []
        case .line:
            var q = p
            while let next = atomEnd(q), q == p || !source.lineBreakBefore(q), !source.codeToken(q, is: ";") {
                q = next
            }
            ends = q > p ? [q] : []
        case .expression:
            ends = expressionEnds(from: p).reversed()
        }
        // Only ends where the next literal can match are worth trying.
        guard e + 1 < state.elements.count, case .literal(let next) = state.elements[e + 1] else { return ends }
        if let partner = next.partner, partner < e + 1 {
            let closer = closer(ofOpener: partner, state)
            return ends.filter { $0 == closer }
        }
        return ends.filter { $0 < endPosition && equals($0, next) }
    }

    /// Where the file's bracket closes that the opening literal `element` matched: nil while
    /// the literal is unmatched, or when the file's bracket is unpaired.
    private func closer(ofOpener element: Int, _ state: State) -> CodePosition? {
        guard let opener = state.openers[element] else { return nil }
        return source.partner(ofCode: opener)
    }

    /// The end of the atom starting at `q`: one token, or a whole bracket group. Nil at a
    /// closer, an unpaired opener, or the end of the file.
    private func atomEnd(_ q: CodePosition) -> CodePosition? {
        guard q < endPosition else { return nil }
        let kind = source.codeToken(q).kind
        if kind.isCloser { return nil }
        if kind.closer != nil {
            guard let partner = source.partner(ofCode: q), partner > q else { return nil }
            return partner + 1
        }
        return q + 1
    }

    private func kind(_ p: CodePosition) -> TokenKind { source.codeToken(p).kind }

    /// The ends of the postfix expressions starting at `p`: after its primary and after
    /// each member access, call, subscript, `?`/`!` and trailing closure.
    func expressionEnds(from p: CodePosition) -> [CodePosition] {
        guard p < endPosition else { return [] }
        let previousIsMember = p > .start && kind(p - 1) == .period
        var q: CodePosition
        switch kind(p) {
        case .identifier, .dollarIdentifier, .projectedIdentifier, .integerLiteral, .floatLiteral,
            .regexLiteral, .editorPlaceholder, .keyword:
            if previousIsMember { return [] }
            if kind(p) == .keyword, !isExpressionKeyword(p) { return [] }
            q = p + 1
        case .stringStart, .leftParen, .leftBracket:
            // After an expression on the same line, `(`/`[` is a call or subscript, not a start.
            if p > .start, !source.lineBreakBefore(p), (kind(p) != .stringStart), endsExpression(p - 1) { return [] }
            guard let end = atomEnd(p) else { return [] }
            q = end
        case .period:
            guard p + 1 < endPosition, kind(p + 1) == .identifier, !(p > .start && !source.lineBreakBefore(p) && endsExpression(p - 1)) else {
                return []
            }
            q = p + 2
        case .poundKeyword:
            q = p + 1
            if q < endPosition, kind(q) == .leftParen, let end = atomEnd(q) { q = end }
        default:
            return []
        }
        var ends = [q]
        while q < endPosition {
            let k = kind(q)
            if k == .period, q + 1 < endPosition,
                [.identifier, .keyword, .integerLiteral, .dollarIdentifier, .projectedIdentifier].contains(kind(q + 1))
            {
                q += 2
            } else if source.lineBreakBefore(q) {
                break
            } else if k == .postfixOperator, source.codeToken(q, is: "?") || source.codeToken(q, is: "!") {
                q += 1
            } else if k == .leftParen || k == .leftBracket || k == .leftBrace, let end = atomEnd(q) {
                q = end
                // Labeled trailing closures: `} receiveValue: { … }`.
                while k == .leftBrace, q + 2 < endPosition, kind(q) == .identifier, kind(q + 1) == .colon,
                    kind(q + 2) == .leftBrace, let next = atomEnd(q + 2)
                {
                    q = next
                }
            } else {
                break
            }
            ends.append(q)
        }
        return ends
    }

    private func isExpressionKeyword(_ p: CodePosition) -> Bool {
        let index = source.tokenIndex(of: p)
        return source.token(index, is: "self") || source.token(index, is: "super") || source.token(index, is: "Self")
            || source.token(index, is: "nil") || source.token(index, is: "true") || source.token(index, is: "false")
    }

    private func endsExpression(_ p: CodePosition) -> Bool {
        switch kind(p) {
        case .identifier, .dollarIdentifier, .projectedIdentifier, .rightParen, .rightBracket, .rightBrace,
            .stringEnd, .integerLiteral, .floatLiteral, .postfixOperator:
            return true
        case .keyword:
            // `self`, `nil`…, or a member named by a keyword: `.catch`, `.default`.
            return isExpressionKeyword(p) || p > .start && kind(p - 1) == .period
        default:
            return false
        }
    }

    func equals(_ p: CodePosition, _ literal: Template.Literal) -> Bool {
        let token = source.codeToken(p)
        guard Int(token.length) == literal.text.count else { return false }
        let structural = literal.partner != nil || literal.kind == .stringSegment
        if structural, token.kind != literal.kind { return false }
        return source.bytes.withUnsafeBufferPointer { bytes in
            literal.text.withUnsafeBufferPointer { text in
                memcmp(bytes[token.range].baseAddress!, text.baseAddress!, text.count) == 0
            }
        }
    }

    private func sameTokens(_ a: Range<CodePosition>, _ b: Range<CodePosition>) -> Bool {
        guard a.count == b.count else { return false }
        for (x, y) in zip(a, b) {
            let tx = source.codeToken(x)
            let ty = source.codeToken(y)
            if source.bytes[tx.range] != source.bytes[ty.range] { return false }
        }
        return true
    }

}
