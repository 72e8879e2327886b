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
    private var count: Int { source.codeCount }

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
    private func candidateStarts(_ template: Template) -> [Int] {
        let elements = template.elements
        guard let anchorIndex = template.anchorElement else { return Array(0..<count) }
        let leadingHoles = if case .hole = elements[0] { 1 } else { 0 }

        let anchor = template.literal(at: anchorIndex)
        let anchorHash = anchor.kind.isName ? TokenizedSource.hash(anchor.text) : 0
        let firstLiteral = leadingHoles == 0 ? 0 : 1
        var starts: [Int] = []
        for position in 0..<count where source.codeHash(position) == anchorHash {
            if anchorHash == 0, !equals(position, anchor) { continue }
            let literalStart = position - (anchorIndex - firstLiteral)
            guard literalStart >= 0, literalsMatch(template, from: firstLiteral, at: literalStart) else { continue }
            let start = leadingHoles == 0 ? literalStart : expressionStart(endingBefore: literalStart)
            if let start, starts.last != start { starts.append(start) }
        }
        return starts
    }

    /// Whether the template's literals from element `first` on, up to its first hole (or
    /// its end), appear at code positions from `position` on.
    private func literalsMatch(_ template: Template, from first: Int, at position: Int) -> Bool {
        var p = position
        for element in template.elements[first...] {
            guard case .literal(let literal) = element else { return true }
            guard p < count, equals(p, literal) else { return false }
            p += 1
        }
        return true
    }

    /// The start of the postfix expression that ends just before code position `q`, found by
    /// walking back over member accesses, calls, subscripts, `?`/`!` and trailing closures.
    func expressionStart(endingBefore q: Int) -> Int? {
        var p = q - 1
        while p >= 0 {
            let k = kind(p)
            if k.isCloser {
                let open = (source.partner(ofCode: p) ?? -1)
                guard open >= 0 else { return nil }
                // A call, subscript or trailing closure hangs on the expression before it.
                if k != .stringEnd, k != .interpolationEnd, open > 0, !source.lineBreakBefore(open), endsExpression(open - 1) {
                    p = open - 1
                    continue
                }
                // A labeled trailing closure: `} label: {`.
                if k == .rightBrace, open >= 3, kind(open - 1) == .colon, kind(open - 2) == .identifier, kind(open - 3) == .rightBrace {
                    p = open - 3
                    continue
                }
                return open
            }
            if k == .postfixOperator, !source.lineBreakBefore(p), p > 0 {
                p -= 1
                continue
            }
            guard k == .identifier || k == .dollarIdentifier || k == .projectedIdentifier || k == .integerLiteral
                || k == .floatLiteral || k == .regexLiteral || (k == .keyword && isExpressionKeyword(p)) || k == .keyword
            else { return nil }
            guard p > 0, kind(p - 1) == .period else { return k == .keyword && !isExpressionKeyword(p) ? nil : p }
            // `.member`: after an expression (maybe on the line above), or an implicit member.
            if p >= 2, endsExpression(p - 2) {
                p -= 2
                continue
            }
            return p - 1
        }
        return nil
    }

    /// The match starting at code position `start`, if any; with `end`, it must end there.
    package func match(_ template: Template, at start: Int, end: Int? = nil) -> Match? {
        var state = State(template: template, requiredEnd: end)
        return match(template, at: start, &state)
    }

    private func match(_ template: Template, at start: Int, _ state: inout State) -> Match? {
        guard let stop = matchElements(0, start, &state) else { return nil }
        var bindings: [String: Range<Int>] = [:]
        for element in template.elements.indices where state.bindingStarts[element] >= 0 {
            guard case .hole(let hole) = template.elements[element], hole.name != "_" else { continue }
            if bindings[hole.name] == nil { bindings[hole.name] = state.bindingStarts[element]..<state.bindingEnds[element] }
        }
        return Match(code: start..<stop, bytes: source.byteRange(ofCode: start..<stop), bindings: bindings)
    }

    private struct State {
        let elements: [Template.Element]
        let requiredEnd: Int?
        /// The earlier element with the same hole name, for each hole element.
        let firstWithName: [Int?]
        /// Each hole element's binding as code positions, -1 while unbound. (Two `[Int]`
        /// rather than `[Range<Int>?]`: the latter costs a metadata lookup per allocation.)
        var bindingStarts: [Int]
        var bindingEnds: [Int]
        var openers: [Int]
        /// Whether a failure of elements `e…` from position `p` may be remembered (no hole
        /// name is used twice), the failures remembered, and the hole ends tried so far.
        let remembersFailures: Bool
        var failed: Set<Int> = []
        var holeEndsTried = 0

        init(template: Template, requiredEnd: Int?) {
            elements = template.elements
            self.requiredEnd = requiredEnd
            firstWithName = template.earlierHoleWithSameName
            remembersFailures = !firstWithName.contains { $0 != nil }
            bindingStarts = Array(repeating: -1, count: elements.count)
            bindingEnds = Array(repeating: -1, count: elements.count)
            openers = Array(repeating: -1, count: elements.count)
        }
    }

    private func matchElements(_ e: Int, _ p: Int, _ state: inout State) -> Int? {
        guard e < state.elements.count else {
            if let required = state.requiredEnd, required != p { return nil }
            return p
        }
        switch state.elements[e] {
        case .literal(let literal):
            guard p < count, equals(p, literal) else { return nil }
            if let partner = literal.partner {
                if partner > e {
                    state.openers[e] = p
                } else if (source.partner(ofCode: state.openers[partner]) ?? -1) != p {
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
            let key = e &* (count &+ 1) &+ p
            let remember = state.remembersFailures && state.holeEndsTried > 256
            if remember, state.failed.contains(key) { return nil }
            for end in candidateEnds(of: hole, at: p, element: e, state) {
                state.holeEndsTried &+= 1
                if let earlier = state.firstWithName[e], state.bindingStarts[earlier] >= 0,
                    !sameTokens(state.bindingStarts[earlier]..<state.bindingEnds[earlier], p..<end)
                {
                    continue
                }
                state.bindingStarts[e] = p
                state.bindingEnds[e] = end
                if let stop = matchElements(e + 1, end, &state) { return stop }
                state.bindingStarts[e] = -1
            }
            if remember { state.failed.insert(key) }
            return nil
        }
    }

    /// Where a hole starting at `p` may end, in the order to try them.
    private func candidateEnds(of hole: Hole, at p: Int, element e: Int, _ state: State) -> [Int] {
        var ends: [Int]
        switch hole.kind {
        case .run, .optionalRun:
            ends = hole.kind == .optionalRun ? [p] : []
            var q = p
            while let next = atomEnd(q) {
                ends.append(next)
                q = next
            }
        case .identifier:
            guard p < count else { return [] }
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
            let closer = (source.partner(ofCode: state.openers[partner]) ?? -1)
            return ends.filter { $0 == closer }
        }
        return ends.filter { $0 < count && equals($0, next) }
    }

    /// The end of the atom starting at `q`: one token, or a whole bracket group. Nil at a
    /// closer, an unpaired opener, or the end of the file.
    private func atomEnd(_ q: Int) -> Int? {
        guard q < count else { return nil }
        let kind = source.codeToken(q).kind
        if kind.isCloser { return nil }
        if kind.closer != nil {
            let partner = (source.partner(ofCode: q) ?? -1)
            return partner > q ? partner + 1 : nil
        }
        return q + 1
    }

    private func kind(_ p: Int) -> TokenKind { source.codeToken(p).kind }

    /// The ends of the postfix expressions starting at `p`: after its primary and after
    /// each member access, call, subscript, `?`/`!` and trailing closure.
    func expressionEnds(from p: Int) -> [Int] {
        guard p < count else { return [] }
        let previousIsMember = p > 0 && kind(p - 1) == .period
        var q: Int
        switch kind(p) {
        case .identifier, .dollarIdentifier, .projectedIdentifier, .integerLiteral, .floatLiteral,
            .regexLiteral, .editorPlaceholder, .keyword:
            if previousIsMember { return [] }
            if kind(p) == .keyword, !isExpressionKeyword(p) { return [] }
            q = p + 1
        case .stringStart, .leftParen, .leftBracket:
            // After an expression on the same line, `(`/`[` is a call or subscript, not a start.
            if p > 0, !source.lineBreakBefore(p), (kind(p) != .stringStart), endsExpression(p - 1) { return [] }
            guard let end = atomEnd(p) else { return [] }
            q = end
        case .period:
            guard p + 1 < count, kind(p + 1) == .identifier, !(p > 0 && !source.lineBreakBefore(p) && endsExpression(p - 1)) else {
                return []
            }
            q = p + 2
        case .poundKeyword:
            q = p + 1
            if q < count, kind(q) == .leftParen, let end = atomEnd(q) { q = end }
        default:
            return []
        }
        var ends = [q]
        while q < count {
            let k = kind(q)
            if k == .period, q + 1 < count,
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
                while k == .leftBrace, q + 2 < count, kind(q) == .identifier, kind(q + 1) == .colon,
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

    private func isExpressionKeyword(_ p: Int) -> Bool {
        let index = source.tokenIndex(of: p)
        return source.token(index, is: "self") || source.token(index, is: "super") || source.token(index, is: "Self")
            || source.token(index, is: "nil") || source.token(index, is: "true") || source.token(index, is: "false")
    }

    private func endsExpression(_ p: Int) -> Bool {
        switch kind(p) {
        case .identifier, .dollarIdentifier, .projectedIdentifier, .rightParen, .rightBracket, .rightBrace,
            .stringEnd, .integerLiteral, .floatLiteral, .postfixOperator:
            return true
        case .keyword:
            // `self`, `nil`…, or a member named by a keyword: `.catch`, `.default`.
            return isExpressionKeyword(p) || p > 0 && kind(p - 1) == .period
        default:
            return false
        }
    }

    func equals(_ p: Int, _ literal: Template.Literal) -> Bool {
        let token = source.codeToken(p)
        guard Int(token.length) == literal.text.count else { return false }
        let structural = literal.partner != nil || literal.kind == .stringSegment
        if structural, token.kind != literal.kind { return false }
        return source.bytes.withUnsafeBufferPointer { bytes in
            literal.text.withUnsafeBufferPointer { text in
                memcmp(bytes.baseAddress! + token.start.value, text.baseAddress!, text.count) == 0
            }
        }
    }

    private func sameTokens(_ a: Range<Int>, _ b: Range<Int>) -> Bool {
        guard a.count == b.count else { return false }
        for (x, y) in zip(a, b) {
            let tx = source.codeToken(x)
            let ty = source.codeToken(y)
            if source.bytes[tx.range] != source.bytes[ty.range] { return false }
        }
        return true
    }

}
