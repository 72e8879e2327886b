import Foundation
import Tokenizer

/// Braces: what each `{` opens (a type's body, a function's, a statement's block, a
/// closure), and which braces enclose a position.
extension CodeView {
    /// What a `{` opens, read from the tokens before it.
    package enum BraceKind: Equatable {
        /// A type's body: `class`, `struct`, `enum`, `actor`, `extension`, `protocol`, with its name.
        case type(keyword: String, name: String)
        /// A function, initializer, accessor or computed property body.
        case function
        /// `if`, `guard`, `for`, `switch`, `do`, `catch`, `else`, `defer`… blocks.
        case statement
        case closure
    }

    package static let modifiers: Set<String> = [
        "public", "private", "fileprivate", "internal", "open", "package", "final", "static", "override", "lazy",
        "mutating", "nonmutating", "nonisolated", "convenience", "required", "dynamic", "indirect", "weak", "unowned",
        "optional", "distributed", "isolated", "consuming", "borrowing", "__consuming",
    ]

    /// The first token of a declaration head after its attributes and modifiers: the
    /// `class`, `func`, `var`… keyword, or the statement's first word.
    func declarationKeyword(from head: CodePosition, before open: CodePosition) -> CodePosition {
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
            if isWord(q, "class"), isAny(q + 1, of: ["func", "var", "let", "subscript", "override", "final", "static"]) {
                q += 1
                continue
            }
            break
        }
        return q
    }

    /// Classifies the `{` at `open` (computed once per brace and file version).
    package func braceKind(_ open: CodePosition) -> BraceKind {
        if let known = analyses.value(BraceKindsKey.self, { BraceKinds() }).kind(of: open) { return known }
        let kind = classifyBrace(open)
        analyses.value(BraceKindsKey.self, { BraceKinds() }).store(kind, for: open)
        return kind
    }

    private func classifyBrace(_ open: CodePosition) -> BraceKind {
        guard var head = statementHead(ofBrace: open), head < open else { return .closure }
        if kind(head) == .identifier, kind(head + 1) == .colon, kind(head + 2) == .keyword { head += 2 }  // `outer: for …`
        let q = declarationKeyword(from: head, before: open)
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
            while r < open, isAny(r, of: ["async", "throws", "mutating", "nonmutating"]) { r += 1 }
            return r == open ? .function : .closure
        case "var", "let":
            guard kind(q) == .keyword else { return .closure }
            var r = q + 1
            while r < open {
                // `var x = 0 { didSet { … } }`: observers, as the parser reads them, not a
                // trailing closure of the initializer.
                if kind(r) == .binaryOperator, text(r) == "=" {
                    return isAny(open + 1, of: ["willSet", "didSet"]) ? .function : .closure
                }
                r = atomEnd(r)
            }
            return .function
        case "if", "guard", "for", "while", "repeat", "switch", "do", "catch", "else", "defer", "case", "default":
            return kind(q) == .keyword ? .statement : .closure
        default:
            return .closure
        }
    }


    /// The `{` whose group holds code position `p`, if any (a `}` is inside its own group).
    package func enclosingBrace(of p: CodePosition) -> CodePosition? {
        guard positions.contains(p) else { return nil }
        return analyses.value(EnclosingBracesKey.self) { Self.enclosingBraces(source) }[p]
    }

    /// The innermost `{` that opens a type's body (`class`, `struct`, `enum`, `actor`,
    /// `protocol`, `extension`) at or above `open` — `open` itself when it opens one. The
    /// answer is remembered for every brace the walk out passes, so that each is classified
    /// once however deep closures nest (2,000 nested subscriptions asked it of each level).
    package func typeBrace(atOrAbove open: CodePosition) -> CodePosition? {
        let known = analyses.value(TypeBracesKey.self) { TypeBraces() }
        var passed: [CodePosition] = []
        var brace: CodePosition? = open
        var found: CodePosition?
        while let current = brace {
            if let answer = known.answer(for: current) {
                found = answer
                break
            }
            if case .type = braceKind(current) {
                found = current
                break
            }
            passed.append(current)
            brace = enclosingBrace(of: current)
        }
        known.store(found, for: passed)
        return found
    }

    /// The braces enclosing `p` from the innermost out, down to (not including) `limit`;
    /// all of them when `limit` is nil.
    package func enclosingBraces(of p: CodePosition, inside limit: CodePosition?) -> [CodePosition] {
        var braces: [CodePosition] = []
        var brace = enclosingBrace(of: p)
        while let open = brace, limit.map({ open > $0 }) ?? true {
            braces.append(open)
            brace = enclosingBrace(of: open)
        }
        return braces
    }

    /// Whether the `{` opens code of its own, with its own `return`s: a closure, a function,
    /// an initializer, an accessor, a type's body (whose members have theirs) — not an `if`,
    /// `guard`, loop, `switch`, `do`, `catch`, `else` or `defer` block.
    package func opensOwnCode(_ open: CodePosition) -> Bool { braceKind(open) != .statement }

    /// Whether the `{` opens a loop's body (`for`, `while`, `repeat`), where `continue` and
    /// `break` mean the loop.
    package func isLoopBody(_ open: CodePosition) -> Bool {
        guard braceKind(open) == .statement, let head = statementHead(ofBrace: open) else { return false }
        var q = head
        if kind(q) == .identifier, kind(q + 1) == .colon { q += 2 }  // `outer: for …`
        return isAny(q, of: ["for", "while", "repeat"])
    }

    /// For each code position, the `{` whose group holds it: one pass with a stack.
    fileprivate static func enclosingBraces(_ source: TokenizedSource) -> CodePositionTable {
        var parents = CodePositionTable(count: source.codeCount)
        var stack: [CodePosition] = []
        for position in source.codePositions {
            let kind = source.codeToken(position).kind
            if kind == .rightBrace, let partner = source.partner(ofCode: position) {
                parents[position] = partner
                while let top = stack.last, top != partner { stack.removeLast() }
                if !stack.isEmpty { stack.removeLast() }
                continue
            }
            parents[position] = stack.last
            if kind == .leftBrace { stack.append(position) }
        }
        return parents
    }
}

private enum EnclosingBracesKey: FileAnalysisKey { typealias Value = CodePositionTable }
private enum BraceKindsKey: FileAnalysisKey { typealias Value = BraceKinds }
private enum TypeBracesKey: FileAnalysisKey { typealias Value = TypeBraces }

/// The type brace at or above each brace asked about so far (`typeBrace(atOrAbove:)`), in
/// one file version; `.some(nil)` for a brace with no type above it.
private final class TypeBraces: @unchecked Sendable {
    private let lock = NSLock()
    private var answers: [CodePosition: CodePosition?] = [:]

    func answer(for open: CodePosition) -> CodePosition?? {
        lock.lock()
        defer { lock.unlock() }
        return answers[open]
    }

    func store(_ answer: CodePosition?, for braces: [CodePosition]) {
        lock.lock()
        for brace in braces { answers[brace] = .some(answer) }
        lock.unlock()
    }
}

/// The kinds of the braces classified so far in one file version.
private final class BraceKinds: @unchecked Sendable {
    private let lock = NSLock()
    private var kinds: [CodePosition: CodeView.BraceKind] = [:]

    func kind(of open: CodePosition) -> CodeView.BraceKind? {
        lock.lock()
        defer { lock.unlock() }
        return kinds[open]
    }

    func store(_ kind: CodeView.BraceKind, for open: CodePosition) {
        lock.lock()
        kinds[open] = kind
        lock.unlock()
    }
}

extension CodeView {
    /// The first position of `range` outside the brackets in it that meets `condition`.
    package func firstAtTopLevel(of range: Range<CodePosition>, where condition: (CodePosition) -> Bool) -> CodePosition? {
        var q = range.lowerBound
        while q < range.upperBound {
            if condition(q) { return q }
            if let kind = kind(q), kind.closer != nil, let partner = partner(q), partner < range.upperBound {
                q = partner + 1
            } else {
                q += 1
            }
        }
        return nil
    }
}
