import Tokenizer

/// Closures: where a closure's signature ends and its body starts, what it captures and
/// what it is annotated with.
extension CodeView {
    /// A closure's signature: its capture list, parameter names, and where its body starts.
    package struct ClosureSignature {
        /// The capture list `[weak self, x]`, as code positions of its brackets' content.
        package var captures: Range<CodePosition>?
        package var parameters: [String]
        /// The code positions of the parameters' names, in order.
        var parameterPositions: [CodePosition] = []
        /// The first code position of the body (after `in`, or after `{`).
        package var bodyStart: CodePosition
    }

    /// The signature of the closure whose `{` is at `open`.
    package func closureSignature(open: CodePosition) -> ClosureSignature {
        let close = partner(open) ?? endPosition
        var q = open + 1
        var sawIn: CodePosition?
        let allowedKeywords: Set<String> = ["throws", "async", "inout", "rethrows", "some", "any", "Any", "Self", "_"]
        while q < close {
            guard let kind = kind(q) else { break }
            if kind == .keyword, isWord(q, "in") {
                sawIn = q
                break
            }
            if kind == .leftParen || kind == .leftBracket {
                q = atomEnd(q)
                continue
            }
            let allowed: Bool
            switch kind {
            case .identifier, .wildcard, .comma, .colon, .arrow, .period, .postfixOperator, .atSign:
                allowed = true
            case .binaryOperator, .prefixOperator:
                allowed = ["<", ">", "&", "?", "!"].contains(text(q).first.map(String.init) ?? "")
            case .keyword:
                allowed = allowedKeywords.contains(text(q))
            default:
                allowed = false
            }
            // A line break inside a signature is fine; a statement keyword or call is not.
            if !allowed { break }
            q += 1
        }
        guard let inPosition = sawIn else {
            return ClosureSignature(captures: nil, parameters: [], bodyStart: open + 1)
        }
        var p = open + 1
        while kind(p) == .atSign, isName(p + 1) {  // `{ @MainActor [weak self] in`
            p += 2
            // Arguments stand tight against the name: `@Sendable (x: Int)` is the parameters.
            if kind(p) == .leftParen, offset(p) == end(p - 1) { p = atomEnd(p) }
        }
        var captures: Range<CodePosition>?
        if kind(p) == .leftBracket, let end = partner(p), end < inPosition {
            captures = (p + 1)..<end
            p = end + 1
        }
        var parameters: [String] = []
        var positions: [CodePosition] = []
        if kind(p) == .leftParen, let end = partner(p), end < inPosition {
            // `(name: Type, other)`: the first name of each parameter.
            var expectName = true
            var r = p + 1
            while r < end {
                if expectName, isName(r) {
                    parameters.append(text(r))
                    positions.append(r)
                    expectName = false
                } else if kind(r) == .comma {
                    expectName = true
                }
                r = genericArgumentsEnd(r) ?? atomEnd(r)  // `Result<Int, Error>`: no new parameter
            }
        } else {
            var r = p
            var expectName = true
            while r < inPosition {
                if kind(r) == .arrow || isAny(r, of: ["throws", "async"]) { break }
                if expectName, kind(r) == .identifier || kind(r) == .wildcard {
                    parameters.append(text(r))
                    positions.append(r)
                    expectName = false
                } else if kind(r) == .comma {
                    expectName = true
                }
                r = atomEnd(r)
            }
        }
        return ClosureSignature(
            captures: captures, parameters: parameters, parameterPositions: positions, bodyStart: inPosition + 1)
    }

    /// The code position of the name of the function the closure at `open` is passed to:
    /// `load` in `x.load(a) { … }`, `x.load { … }` and `x.load(a, completion: { … })`; nil
    /// for a closure passed to no call.
    package func callee(ofClosure open: CodePosition) -> CodePosition? {
        var q = open - 1
        if kind(q) == .rightParen, let paren = partner(q) {
            q = paren - 1
        } else if kind(q) == .colon || kind(q) == .leftParen || kind(q) == .comma {
            // An argument: the name before the `(` of the list holding it.
            while q >= .start, !(kind(q) == .leftParen && (partner(q).map { $0 > open } ?? false)) {
                if kind(q) == .leftBrace || kind(q) == .semicolon { return nil }
                if let kind = kind(q), kind.isCloser, let partner = partner(q) { q = partner }
                q -= 1
            }
            q -= 1
        }
        return kind(q) == .identifier ? q : nil
    }

    /// Whether a closure made by the code in `range` (a function's body) holds `self` while
    /// the work it was made for goes on: it names `self`, or captures it (`[self]`), and
    /// neither it nor a closure around it in `range` captures `self` `weak` or `unowned`.
    /// The closure a `Future` or `Deferred` is made with does not count (a `Future` runs it
    /// at once and lets it go; `Deferred`, when subscribed to), but the closures made inside
    /// it do (a callback the `Future`'s work calls later). Code outside closures only reads
    /// `self` as it runs (`self.session`), and a method named without a call
    /// (`.map(self.parse)`) is not told from a property: neither counts, so the answer errs
    /// towards "no" (a bridge keeps the publisher's own body then).
    package func closureHoldsSelf(in range: Range<CodePosition>) -> Bool {
        let made = Set(range.compactMap { p -> CodePosition? in
            guard isWord(p, "Future") || isWord(p, "Deferred") else { return nil }
            var after = genericArgumentsEnd(p + 1) ?? (p + 1)
            if kind(after) == .leftParen, let close = partner(after) { after = close + 1 }
            return kind(after) == .leftBrace ? after : nil
        })
        let outside = range.lowerBound - 1
        // Not `User.self`, a type.
        search: for p in range where isWord(p, "self") && kind(p - 1) != .period {
            var holding = false
            for open in enclosingBraces(of: p, inside: outside) where braceKind(open) == .closure {
                if let captures = closureSignature(open: open).captures {
                    let entries = splitTopLevel(from: captures.lowerBound, to: captures.upperBound)
                    let selfEntry = entries.first { !$0.isEmpty && isWord($0.upperBound - 1, "self") }
                    if let entry = selfEntry, isAny(entry.lowerBound, of: ["weak", "unowned"]) { continue search }
                    if selfEntry != nil { return true }  // `[self]`, `[s = self]`
                }
                if !made.contains(open) { holding = true }
            }
            if holding { return true }
        }
        return false
    }
}

/// What a closure's parameters bind its value to, read as the pattern of a `let` or a `for`
/// that binds the same value: the subscription rules' loops and `expectation-async`'s awaits.
extension CodeView {
    /// The names (or `_`) the parameters `params` (after any capture list) bind, in order:
    /// one for one parameter, one for each element of a tuple the closure takes apart
    /// (`(proposal, _)`, `_, namespace` — a closure takes a tuple's elements as parameters
    /// only when its value is a tuple of as many). Nil for anything else (a type annotation).
    package func parameterNames(_ params: Range<CodePosition>) -> [String]? {
        var names = params
        if kind(params.lowerBound) == .leftParen, partner(params.lowerBound) == params.upperBound - 1 {
            names = (params.lowerBound + 1)..<(params.upperBound - 1)
        }
        var parts: [String] = []
        for (offset, position) in names.enumerated() {
            if offset % 2 == 1 {
                guard kind(position) == .comma else { return nil }
                continue
            }
            guard kind(position) == .identifier || kind(position) == .wildcard else { return nil }
            parts.append(text(position))
        }
        guard !parts.isEmpty, names.count % 2 == 1 else { return nil }
        return parts
    }

    /// `names` as a pattern: the one name, `(a, b)` for a tuple's, `_` when every one is `_`.
    package static func bindingPattern(_ names: [String]) -> String {
        if names.count == 1 { return names[0] }
        return names.allSatisfy { $0 == "_" } ? "_" : "(" + names.joined(separator: ", ") + ")"
    }

    /// The names a pattern of `bindingPattern` declares, without the wildcards.
    package static func names(inPattern pattern: String) -> [String] {
        pattern.split(whereSeparator: { $0 == "(" || $0 == ")" || $0 == "," || $0 == " " }).map(String.init).filter { $0 != "_" }
    }
}
