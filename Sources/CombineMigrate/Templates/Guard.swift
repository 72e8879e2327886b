import Foundation

/// A condition a match must meet for its rewrite to apply.
public enum Guard: Sendable {
    /// The binding's text (layout as in the file) contains a match of the regular expression.
    case matches(hole: String, Pattern)
    case doesNotMatch(hole: String, Pattern)
    /// The binding is exactly one identifier.
    case isIdentifier(hole: String)
    /// The nearest enclosing function (or computed property) declares a return type that
    /// the template matches whole: `inside func returning AnyPublisher<:[t], :[e]>`.
    case insideFunction(returning: Template)
    case notInsideFunction(returning: Template)

    /// A compiled regular expression.
    public struct Pattern: @unchecked Sendable {
        public let text: String
        let regex: NSRegularExpression

        public init(_ text: String) throws {
            self.text = text
            self.regex = try NSRegularExpression(pattern: text)
        }

        func isFound(in string: String) -> Bool {
            regex.firstMatch(in: string, range: NSRange(string.startIndex..., in: string)) != nil
        }
    }

    /// The hole a guard reads, if any.
    public var hole: String? {
        switch self {
        case .matches(let hole, _), .doesNotMatch(let hole, _), .isIdentifier(let hole): return hole
        case .insideFunction, .notInsideFunction: return nil
        }
    }

    public func holds(for match: Match, in source: TokenizedSource) -> Bool {
        switch self {
        case .matches(let hole, let pattern):
            return match.text(of: hole, in: source).map(pattern.isFound) ?? false
        case .doesNotMatch(let hole, let pattern):
            return !(match.text(of: hole, in: source).map(pattern.isFound) ?? false)
        case .isIdentifier(let hole):
            guard let range = match.bindings[hole], range.count == 1 else { return false }
            let kind = source.codeToken(range.lowerBound).kind
            return kind == .identifier || kind == .dollarIdentifier || kind == .projectedIdentifier
        case .insideFunction(let template):
            return FunctionContext.returnType(enclosing: match.code.lowerBound, in: source)
                .map { Matcher(source).match(template, at: $0.lowerBound, end: $0.upperBound) != nil } ?? false
        case .notInsideFunction(let template):
            return !Guard.insideFunction(returning: template).holds(for: match, in: source)
        }
    }
}

/// Finds the function around a code position and its declared return type.
enum FunctionContext {
    /// The code range of the return type of the nearest enclosing `func … -> T {` (or
    /// `var name: T {`), skipping closures and statement blocks on the way out.
    static func returnType(enclosing position: Int, in source: TokenizedSource) -> Range<Int>? {
        var brace = enclosingBrace(of: position, in: source)
        while let open = brace {
            if let type = declaredType(beforeBrace: open, in: source) { return type }
            if isTypeBody(open, in: source) { return nil }
            brace = enclosingBrace(of: open, in: source)
        }
        return nil
    }

    /// The `{` whose group holds `position`, found by walking back over whole groups.
    static func enclosingBrace(of position: Int, in source: TokenizedSource) -> Int? {
        var p = position - 1
        while p >= 0 {
            let kind = source.codeToken(p).kind
            if kind.isCloser {
                let partner = Int(source.codePartners[p])
                if partner < 0 { p -= 1; continue }
                p = partner - 1
                continue
            }
            if kind == .leftBrace, Int(source.codePartners[p]) >= position || source.codePartners[p] < 0 { return p }
            p -= 1
        }
        return nil
    }

    /// For `-> T {` or `var x: T {`, the range of `T` (a `where` clause excluded).
    private static func declaredType(beforeBrace open: Int, in source: TokenizedSource) -> Range<Int>? {
        var end = open
        var p = open - 1
        while p >= 0 {
            let token = source.codeToken(p)
            let index = Int(source.code[p])
            if token.kind.isCloser {
                let partner = Int(source.codePartners[p])
                guard partner >= 0 else { return nil }
                p = partner - 1
                continue
            }
            if token.kind == .keyword, source.token(index, is: "where") { end = p }
            if token.kind == .arrow {
                return isFunctionSignature(arrow: p, in: source) ? (p + 1)..<end : nil
            }
            if token.kind == .colon {
                // `var name: T {` — a computed property.
                guard p >= 2, source.codeToken(p - 1).kind == .identifier,
                    source.token(Int(source.code[p - 2]), is: "var")
                else { return nil }
                return (p + 1)..<end
            }
            if token.kind == .leftBrace || token.kind == .semicolon || token.kind == .leftParen { return nil }
            if token.kind == .keyword, !source.token(index, is: "where"), !source.token(index, is: "throws"),
                !source.token(index, is: "rethrows"), !source.token(index, is: "Self"), !source.token(index, is: "Any")
            {
                return nil
            }
            p -= 1
        }
        return nil
    }

    /// Whether the `->` at `arrow` follows a `func`'s parameter list (not a closure's).
    private static func isFunctionSignature(arrow: Int, in source: TokenizedSource) -> Bool {
        var p = arrow - 1
        // `async`, `throws`, `throws(E)`, `rethrows` between `)` and `->`.
        while p >= 0, source.codeToken(p).kind != .rightParen || isThrowsClause(p, in: source) {
            if source.codeToken(p).kind == .rightParen { p = Int(source.codePartners[p]) }
            p -= 1
            if arrow - p > 6 { return false }
        }
        guard p >= 0, source.codeToken(p).kind == .rightParen else { return false }
        let open = Int(source.codePartners[p])
        guard open > 0 else { return false }
        var q = open - 1
        // Generic parameters `<T: P>` and the name, back to `func`.
        while q >= 0, arrow - q < 64 {
            let index = Int(source.code[q])
            if source.token(index, is: "func") || source.token(index, is: "init") || source.token(index, is: "subscript") {
                return true
            }
            let kind = source.codeToken(q).kind
            if kind == .leftBrace || kind == .rightBrace || kind == .semicolon { return false }
            q -= 1
        }
        return false
    }

    private static func isThrowsClause(_ closer: Int, in source: TokenizedSource) -> Bool {
        let open = Int(source.codePartners[closer])
        return open > 0 && source.token(Int(source.code[open - 1]), is: "throws")
    }

    /// Whether the `{` opens a type's body (`class X {`, `extension Y: P {`).
    private static func isTypeBody(_ open: Int, in source: TokenizedSource) -> Bool {
        var p = open - 1
        while p >= 0, open - p < 64 {
            let token = source.codeToken(p)
            let index = Int(source.code[p])
            for word: StaticString in ["class", "struct", "enum", "extension", "protocol", "actor"] where source.token(index, is: word) {
                return true
            }
            if token.kind == .leftBrace || token.kind == .rightBrace || token.kind == .semicolon { return false }
            if token.kind.isCloser, source.codePartners[p] >= 0 { p = Int(source.codePartners[p]) }
            p -= 1
        }
        return false
    }
}
