import Foundation

/// Finds the places where a template matches a tokenized file.
///
/// Matching walks the file's code tokens (trivia skipped, so layout and comments never
/// matter) against the template's elements, backtracking over where each hole ends. Holes
/// consume whole atoms — a token, or a bracket group from opener to partner — so a binding
/// never splits a string, comment or regex and never crosses an unbalanced bracket; a
/// template's own brackets must land on partners in the file.
public struct Matcher {
    public let source: TokenizedSource
    private var count: Int { source.code.count }

    public init(_ source: TokenizedSource) { self.source = source }

    /// Every match, at every start position (matches inside other matches included), in
    /// order of their start. A file without the template's anchor costs one byte search.
    public func matches(of template: Template) -> [Match] {
        if let anchor = template.anchor, !contains(anchor) { return [] }
        var found: [Match] = []
        let first: Template.Literal? = if case .literal(let literal) = template.elements[0] { literal } else { nil }
        for start in 0..<count {
            if let first, !equals(start, first) { continue }
            if let match = match(template, at: start) { found.append(match) }
        }
        return found
    }

    /// The match starting at code position `start`, if any; with `end`, it must end there.
    public func match(_ template: Template, at start: Int, end: Int? = nil) -> Match? {
        var state = State(template: template, requiredEnd: end)
        guard let stop = matchElements(0, start, &state) else { return nil }
        var bindings: [String: Range<Int>] = [:]
        for (element, range) in state.bindings.enumerated() {
            guard let range, case .hole(let hole) = template.elements[element], hole.name != "_" else { continue }
            if bindings[hole.name] == nil { bindings[hole.name] = range }
        }
        return Match(code: start..<stop, bytes: source.byteRange(ofCode: start..<stop), bindings: bindings)
    }

    private struct State {
        let elements: [Template.Element]
        let requiredEnd: Int?
        /// The earlier element with the same hole name, for each hole element.
        let firstWithName: [Int?]
        var bindings: [Range<Int>?]
        var openers: [Int]

        init(template: Template, requiredEnd: Int?) {
            elements = template.elements
            self.requiredEnd = requiredEnd
            var seen: [String: Int] = [:]
            var firstWithName: [Int?] = []
            for (index, element) in elements.enumerated() {
                if case .hole(let hole) = element, hole.name != "_" {
                    firstWithName.append(seen[hole.name])
                    if seen[hole.name] == nil { seen[hole.name] = index }
                } else {
                    firstWithName.append(nil)
                }
            }
            self.firstWithName = firstWithName
            bindings = Array(repeating: nil, count: elements.count)
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
                } else if Int(source.codePartners[state.openers[partner]]) != p {
                    return nil
                }
            }
            return matchElements(e + 1, p + 1, &state)
        case .hole(let hole):
            for end in candidateEnds(of: hole, at: p, element: e, state) {
                if let earlier = state.firstWithName[e], let bound = state.bindings[earlier],
                    !sameTokens(bound, p..<end)
                {
                    continue
                }
                state.bindings[e] = p..<end
                if let stop = matchElements(e + 1, end, &state) { return stop }
                state.bindings[e] = nil
            }
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
            while let next = atomEnd(q), q == p || !source.lineBreakBefore[q], !source.token(Int(source.code[q]), is: ";") {
                q = next
            }
            ends = q > p ? [q] : []
        case .expression:
            ends = expressionEnds(from: p).reversed()
        }
        // Only ends where the next literal can match are worth trying.
        guard e + 1 < state.elements.count, case .literal(let next) = state.elements[e + 1] else { return ends }
        if let partner = next.partner, partner < e + 1 {
            let closer = Int(source.codePartners[state.openers[partner]])
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
            let partner = Int(source.codePartners[q])
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
            if p > 0, !source.lineBreakBefore[p], (kind(p) != .stringStart), endsExpression(p - 1) { return [] }
            guard let end = atomEnd(p) else { return [] }
            q = end
        case .period:
            guard p + 1 < count, kind(p + 1) == .identifier, !(p > 0 && !source.lineBreakBefore[p] && endsExpression(p - 1)) else {
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
            } else if source.lineBreakBefore[q] {
                break
            } else if k == .postfixOperator, source.token(Int(source.code[q]), is: "?") || source.token(Int(source.code[q]), is: "!") {
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
        let index = Int(source.code[p])
        return source.token(index, is: "self") || source.token(index, is: "super") || source.token(index, is: "Self")
            || source.token(index, is: "nil") || source.token(index, is: "true") || source.token(index, is: "false")
    }

    private func endsExpression(_ p: Int) -> Bool {
        switch kind(p) {
        case .identifier, .dollarIdentifier, .projectedIdentifier, .rightParen, .rightBracket, .rightBrace,
            .stringEnd, .integerLiteral, .floatLiteral, .postfixOperator:
            return true
        case .keyword:
            return isExpressionKeyword(p)
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
                memcmp(bytes.baseAddress! + token.start, text.baseAddress!, text.count) == 0
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

    private func contains(_ needle: [UInt8]) -> Bool {
        guard !needle.isEmpty else { return true }
        return source.bytes.withUnsafeBytes { haystack in
            needle.withUnsafeBytes { pattern in
                guard let base = haystack.baseAddress, haystack.count >= pattern.count else { return false }
                let first = Int32(pattern[0])
                var offset = 0
                let last = haystack.count - pattern.count
                while offset <= last {
                    guard let hit = memchr(base + offset, first, last - offset + 1) else { return false }
                    let position = base.distance(to: UnsafeRawPointer(hit))
                    if memcmp(base + position, pattern.baseAddress!, pattern.count) == 0 { return true }
                    offset = position + 1
                }
                return false
            }
        }
    }
}
