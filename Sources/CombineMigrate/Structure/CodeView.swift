/// Bounds-checked reading of a file's code tokens (trivia skipped) for the inventory and
/// the audits: kinds, texts, bracket partners, byte offsets, and the few bits of Swift
/// structure they need (closure signatures, enclosing braces, statement ends).
struct CodeView {
    let source: TokenizedSource

    init(_ source: TokenizedSource) { self.source = source }

    var count: Int { source.code.count }

    func kind(_ p: Int) -> TokenKind? {
        p >= 0 && p < count ? source.codeToken(p).kind : nil
    }

    func text(_ p: Int) -> String {
        p >= 0 && p < count ? source.text(of: Int(source.code[p])) : ""
    }

    /// Whether the code token at `p` is exactly `word` (any kind: keyword, identifier, operator).
    func isWord(_ p: Int, _ word: StaticString) -> Bool {
        p >= 0 && p < count && source.token(Int(source.code[p]), is: word)
    }

    func isAny(_ p: Int, _ words: Set<String>) -> Bool {
        p >= 0 && p < count && words.contains(text(p))
    }

    /// A name token: identifier, keyword or `$0`-style identifier.
    func isName(_ p: Int) -> Bool {
        guard let kind = kind(p) else { return false }
        return kind == .identifier || kind == .keyword || kind == .dollarIdentifier || kind == .projectedIdentifier
            || kind == .wildcard
    }

    /// The code position of the bracket paired with the one at `p`, if paired.
    func partner(_ p: Int) -> Int? {
        guard p >= 0, p < count else { return nil }
        let partner = Int(source.codePartners[p])
        return partner >= 0 ? partner : nil
    }

    /// The byte offset where code token `p` starts (the end of the file past the last one).
    func offset(_ p: Int) -> Int {
        p >= 0 && p < count ? source.codeToken(p).start : source.bytes.count
    }

    func lineBreakBefore(_ p: Int) -> Bool { p > 0 && p < count && source.lineBreakBefore[p] }

    /// The end of the atom starting at `p`: one token, or a whole bracket group.
    func atomEnd(_ p: Int) -> Int {
        if let kind = kind(p), kind.closer != nil, let partner = partner(p), partner > p { return partner + 1 }
        return p + 1
    }

    /// `<…>` generic arguments starting at `p` (operators `<`, `>` are not paired by the
    /// tokenizer): the position after the closing `>`, or nil when `p` is no `<`.
    func genericArgumentsEnd(_ p: Int) -> Int? {
        guard let kind = kind(p), kind == .binaryOperator || kind == .prefixOperator || kind == .postfixOperator,
            text(p).hasPrefix("<")
        else { return nil }
        var depth = 0
        var q = p
        while q < count, q - p < 64 {
            if let k = self.kind(q), k.closer != nil, let partner = partner(q) {
                q = partner + 1
                continue
            }
            if self.kind(q) == .leftBrace || self.kind(q) == .rightBrace || self.kind(q) == .semicolon { return nil }
            let t = text(q)
            if self.kind(q) == .binaryOperator || self.kind(q) == .prefixOperator || self.kind(q) == .postfixOperator {
                for c in t {
                    if c == "<" { depth += 1 } else if c == ">" { depth -= 1 }
                }
                if depth <= 0 { return q + 1 }
            }
            q += 1
        }
        return nil
    }

    // MARK: Statements

    /// Whether a statement may start at `p`: the code token before it ends a statement (a
    /// line break, not after an operator, comma, opening bracket or `.`, and not before a
    /// `.member` or infix operator that continues the line), or a `;` comes before it.
    func startsStatement(_ p: Int) -> Bool {
        guard p > 0, p < count else { return true }
        if kind(p - 1) == .semicolon { return true }
        guard source.lineBreakBefore[p] else { return false }
        switch kind(p - 1)! {
        case .binaryOperator, .prefixOperator, .comma, .period, .leftParen, .leftBracket, .colon, .arrow, .atSign:
            return false
        case .keyword, .identifier:
            if isAny(p - 1, ["try", "await", "in", "else", "as", "is"]) && kind(p - 1) == .keyword { return false }
        default:
            break
        }
        switch kind(p)! {
        case .period, .binaryOperator, .arrow:
            return false
        case .keyword, .identifier:
            return !isAny(p, ["where", "else", "catch", "throws", "rethrows"])
        default:
            return true
        }
    }

    /// The end of the statement starting at `p` inside a block ending at `end` (exclusive):
    /// the next place a statement starts, just after a `;`, or `end`.
    func statementEnd(from p: Int, before end: Int) -> Int {
        var q = p
        while q < end {
            if kind(q) == .semicolon { return q + 1 }
            q = atomEnd(q)
            if q >= end { return end }
            if startsStatement(q) { return q }
        }
        return min(q, end)
    }

    // MARK: Closures and declarations

    /// A closure's signature: its capture list, parameter names, and where its body starts.
    struct ClosureSignature {
        /// The capture list `[weak self, x]`, as code positions of its brackets' content.
        var captures: Range<Int>?
        var parameters: [String]
        /// The first code position of the body (after `in`, or after `{`).
        var bodyStart: Int
    }

    /// The signature of the closure whose `{` is at `open`.
    func closureSignature(open: Int) -> ClosureSignature {
        let close = partner(open) ?? count
        var q = open + 1
        var sawIn: Int?
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
        var captures: Range<Int>?
        if kind(p) == .leftBracket, let end = partner(p), end < inPosition {
            captures = (p + 1)..<end
            p = end + 1
        }
        var parameters: [String] = []
        if kind(p) == .leftParen, let end = partner(p), end < inPosition {
            // `(name: Type, other)`: the first name of each parameter.
            var expectName = true
            var r = p + 1
            while r < end {
                if expectName, isName(r) {
                    parameters.append(text(r))
                    expectName = false
                } else if kind(r) == .comma {
                    expectName = true
                }
                r = atomEnd(r)
            }
        } else {
            var r = p
            var expectName = true
            while r < inPosition {
                if kind(r) == .arrow || isAny(r, ["throws", "async"]) { break }
                if expectName, kind(r) == .identifier || kind(r) == .wildcard {
                    parameters.append(text(r))
                    expectName = false
                } else if kind(r) == .comma {
                    expectName = true
                }
                r = atomEnd(r)
            }
        }
        return ClosureSignature(captures: captures, parameters: parameters, bodyStart: inPosition + 1)
    }

    /// The `{` whose group holds code position `p`, if any.
    func enclosingBrace(of p: Int) -> Int? {
        FunctionContext.enclosingBrace(of: p, in: source)
    }

    /// What a `{` opens, read from the tokens before it.
    enum BraceKind: Equatable {
        /// A type's body: `class`, `struct`, `enum`, `actor`, `extension`, `protocol`, with its name.
        case type(keyword: String, name: String)
        /// A function, initializer, accessor or computed property body.
        case function
        /// `if`, `guard`, `for`, `switch`, `do`, `catch`, `else`, `defer`… blocks.
        case statement
        case closure
    }

    static let modifiers: Set<String> = [
        "public", "private", "fileprivate", "internal", "open", "package", "final", "static", "override", "lazy",
        "mutating", "nonmutating", "nonisolated", "convenience", "required", "dynamic", "indirect", "weak", "unowned",
        "optional", "distributed", "isolated", "consuming", "borrowing", "__consuming",
    ]

    /// The first code position of the declaration or statement head that the `{` at `open`
    /// ends (its attributes and modifiers included), or nil when the brace stands inside
    /// parentheses or brackets (a closure argument).
    func headStart(ofBrace open: Int) -> Int? {
        var p = open - 1
        var head = open
        while p >= 0, let kind = kind(p) {
            if kind == .leftBrace || kind == .rightBrace || kind == .semicolon { break }
            if kind.closer != nil { return nil }  // an opener we are inside of
            if kind.isCloser {
                guard let partner = partner(p) else { break }
                head = partner
                if startsStatement(partner) { break }
                p = partner - 1
                continue
            }
            head = p
            if startsStatement(p) { break }
            p -= 1
        }
        return head
    }

    /// Classifies the `{` at `open`.
    func braceKind(_ open: Int) -> BraceKind {
        guard let head = headStart(ofBrace: open), head < open else { return .closure }
        var q = head
        while q < open {
            if kind(q) == .atSign {
                q += 2
                if kind(q) == .leftParen, !lineBreakBefore(q) { q = atomEnd(q) }
                continue
            }
            if Self.modifiers.contains(text(q)) {
                q += 1
                if kind(q) == .leftParen { q = atomEnd(q) }  // `private(set)`
                continue
            }
            // `class func`, `class var`: a modifier.
            if isWord(q, "class"), isAny(q + 1, ["func", "var", "let", "subscript", "override", "final", "static"]) {
                q += 1
                continue
            }
            break
        }
        let word = text(q)
        switch word {
        case "class", "struct", "enum", "actor", "extension", "protocol":
            var nameEnd = q + 1
            var name = text(nameEnd)
            while isWord(nameEnd + 1, "."), isName(nameEnd + 2) {
                name += "." + text(nameEnd + 2)
                nameEnd += 2
            }
            return .type(keyword: word, name: name)
        case "func", "init", "deinit", "subscript":
            return kind(q) == .keyword || word == "init" ? .function : .closure
        case "get", "set", "willSet", "didSet", "_read", "_modify", "unsafeAddress", "unsafeMutableAddress":
            var r = q + 1
            if kind(r) == .leftParen { r = atomEnd(r) }  // `set(newValue)`
            while r < open, isAny(r, ["async", "throws", "mutating", "nonmutating"]) { r += 1 }
            return r == open ? .function : .closure
        case "var", "let":
            guard kind(q) == .keyword else { return .closure }
            var r = q + 1
            while r < open {
                if kind(r) == .binaryOperator, text(r) == "=" { return .closure }
                r = atomEnd(r)
            }
            return .function
        case "if", "guard", "for", "while", "repeat", "switch", "do", "catch", "else", "defer", "case", "default":
            return kind(q) == .keyword ? .statement : .closure
        default:
            return .closure
        }
    }

    /// The nearest enclosing type body of `p`, skipping functions and closures.
    func enclosingType(of p: Int) -> (open: Int, keyword: String, name: String)? {
        var brace = enclosingBrace(of: p)
        while let open = brace {
            if case .type(let keyword, let name) = braceKind(open) { return (open, keyword, name) }
            brace = enclosingBrace(of: open)
        }
        return nil
    }

    /// The instance members (`var`, `let`, `func` names, not `static`/`class` ones) declared
    /// directly in the type body whose `{` is at `open`.
    func instanceMembers(ofTypeBody open: Int) -> Set<String> {
        guard let close = partner(open) else { return [] }
        var names: Set<String> = []
        var p = open + 1
        var isStatic = false
        while p < close {
            if startsStatement(p) || kind(p - 1) == .leftBrace || kind(p - 1) == .rightBrace { isStatic = false }
            if isAny(p, ["static"]) || (isWord(p, "class") && isAny(p + 1, ["func", "var", "let", "override", "final"])) {
                isStatic = true
            }
            if kind(p) == .keyword, isAny(p, ["var", "let", "func"]), !isStatic, isName(p + 1) {
                names.insert(text(p + 1))
                // `let a = 1, b = 2`
            }
            p = atomEnd(p)
        }
        return names
    }

    /// The bodies (`{` positions) of the types and extensions declared in the file, by the
    /// last component of their name: one pass, for `instanceMembers(ofType:in:)`.
    func typeBodies() -> [String: [Int]] {
        var bodies: [String: [Int]] = [:]
        for p in 0..<count where kind(p) == .keyword && isAny(p, ["class", "struct", "enum", "actor", "extension"]) {
            var q = p + 1
            guard q < count, isName(q) else { continue }
            var typeName = text(q)
            while isWord(q + 1, "."), isName(q + 2) {
                typeName = text(q + 2)
                q += 2
            }
            // Anything (generics, conformances, `where`) up to the body's `{`.
            while q < count, kind(q) != .leftBrace, kind(q) != .rightBrace, kind(q) != .semicolon, q - p < 256 { q = atomEnd(q) }
            if kind(q) == .leftBrace, case .type = braceKind(q) { bodies[typeName, default: []].append(q) }
        }
        return bodies
    }

    /// The instance members of the type named `name` (last component): those declared in
    /// its body and in the bodies of its extensions in this file (`bodies`: `typeBodies()`).
    func instanceMembers(ofType name: String, in bodies: [String: [Int]]) -> Set<String> {
        let last = name.split(separator: ".").last.map(String.init) ?? name
        var names: Set<String> = []
        for open in bodies[last] ?? [] { names.formUnion(instanceMembers(ofTypeBody: open)) }
        return names
    }

    /// Names of the classes and actors declared in the file (`class Foo`, `final class Foo`,
    /// `actor Foo`), so an `extension Foo` can be told from a value type's.
    func referenceTypeNames() -> Set<String> {
        var names: Set<String> = []
        for p in 0..<max(0, count - 1) where (isWord(p, "class") || isWord(p, "actor")) && kind(p + 1) == .identifier {
            if isWord(p, "class"), isAny(p + 1, ["func", "var", "let"]) { continue }
            names.insert(text(p + 1))
        }
        return names
    }
}
