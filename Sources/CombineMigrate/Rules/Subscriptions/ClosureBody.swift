/// The statements of a closure (a `sink`'s value or completion handler) on their way into
/// a loop or a `do`/`catch`: their text with comments, and the changes the move needs.
struct ClosureBody {
    let source: TokenizedSource
    /// Code positions of the body's tokens (between `in` — or `{` — and the closing `}`).
    let code: Range<Int>
    /// The bytes carried over: from the first comment or token after `in` to the last
    /// before `}`.
    let bytes: Range<Int>

    /// The body between the code position `after` (the `in`, or the `{`) and the closing
    /// brace at `close`.
    init(source: TokenizedSource, after open: Int, close: Int) {
        self.source = source
        self.code = (open + 1)..<close
        var start = source.codeToken(open).end
        var end = source.codeToken(close).start
        let bytes = source.bytes
        while start < end, Self.isSpace(bytes[start]) { start += 1 }
        while end > start, Self.isSpace(bytes[end - 1]) { end -= 1 }
        self.bytes = start..<end
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    var isEmpty: Bool { bytes.isEmpty }

    /// Why the body cannot become a loop body, if it cannot: a `return` with a value, or a
    /// `return` inside a loop of its own (where `continue` would mean something else).
    func loopProblem() -> String? {
        for position in code where source.token(Int(source.code[position]), is: "return") {
            let braces = enclosingBraces(of: position)
            if braces.contains(where: isClosureOrFunction) { continue }
            if braces.contains(where: isLoop) {
                return "a `return` inside a loop in the closure cannot become `continue`"
            }
            let next = position + 1
            if next < code.upperBound, !source.lineBreakBefore[next], source.codeToken(next).kind != .rightBrace,
                source.codeToken(next).kind != .semicolon
            {
                return "the closure returns a value"
            }
        }
        return nil
    }

    /// Whether the closure itself (not a closure or function inside it) has a `return`.
    var hasOwnReturn: Bool {
        code.contains { position in
            source.token(Int(source.code[position]), is: "return")
                && !enclosingBraces(of: position).contains(where: isClosureOrFunction)
        }
    }

    /// `base`, or `base2`, `base3`… — the first the body does not use.
    func freshName(_ base: String) -> String {
        var name = base
        var counter = 2
        while uses(name) {
            name = base + "\(counter)"
            counter += 1
        }
        return name
    }

    /// Whether the body uses the identifier `name` outside nested closures (or at all).
    func uses(_ name: String) -> Bool {
        code.contains {
            let kind = source.codeToken($0).kind
            return (kind == .identifier || kind == .dollarIdentifier) && source.text(of: Int(source.code[$0])) == name
        }
    }

    /// The body's text with each `return` of the closure itself turned into `continue`, and
    /// `$0` (of the closure itself) into `parameter`; re-indented from its own lines to
    /// `indent`.
    func loopText(parameter: String?, indent: String, returnsBecomeContinue: Bool = true) -> String {
        var edits: [Edit] = []
        for position in code {
            let index = Int(source.code[position])
            let isReturn = returnsBecomeContinue && source.token(index, is: "return")
            let isDollarZero = parameter != nil && source.token(index, is: "$0")
            guard isReturn || isDollarZero, !enclosingBraces(of: position).contains(where: isClosureOrFunction) else {
                continue
            }
            edits.append(Edit(range: source.tokens[index].range, replacement: isReturn ? "continue" : parameter!, rule: ""))
        }
        return text(applying: edits, indent: indent)
    }

    /// The body's text, re-indented to `indent`.
    func plainText(indent: String) -> String { text(applying: [], indent: indent) }

    private func text(applying edits: [Edit], indent: String) -> String {
        var bytes = Array(source.bytes[bytes])
        let shifted = edits.map { Edit(range: ($0.range.lowerBound - self.bytes.lowerBound)..<($0.range.upperBound - self.bytes.lowerBound), replacement: $0.replacement, rule: "") }
        bytes = Edit.apply(shifted, to: bytes)
        let from = Array(Indentation.ofLine(containing: self.bytes.lowerBound, in: source.bytes).utf8)
        return Indentation.reindent(bytes, from: from, to: Array(indent.utf8))
    }

    /// The `{` code positions enclosing `position` inside the body, innermost first.
    private func enclosingBraces(of position: Int) -> [Int] {
        var braces: [Int] = []
        var p = position - 1
        while p >= code.lowerBound {
            let kind = source.codeToken(p).kind
            if kind.isCloser, source.codePartners[p] >= 0 {
                p = Int(source.codePartners[p]) - 1
                continue
            }
            if kind == .leftBrace { braces.append(p) }
            p -= 1
        }
        return braces
    }

    /// The first code token of the statement a `{` ends the head of.
    private func statementHead(of brace: Int) -> Int {
        var p = brace - 1
        while p >= code.lowerBound {
            let kind = source.codeToken(p).kind
            if kind.isCloser, source.codePartners[p] >= 0 {
                let open = Int(source.codePartners[p])
                // `} else {`, `} catch {`: the statement goes on after a brace group.
                if kind == .rightBrace, !(p + 1 < brace && isWord(p + 1, ["else", "catch", "while"])) {
                    return p + 1
                }
                p = open - 1
                continue
            }
            if kind == .leftBrace || kind == .semicolon { return p + 1 }
            if source.lineBreakBefore[p], !(p > code.lowerBound && continuesLine(p - 1)) { return p }
            p -= 1
        }
        return code.lowerBound
    }

    private func continuesLine(_ p: Int) -> Bool {
        let kind = source.codeToken(p).kind
        return kind == .binaryOperator || kind == .comma || kind == .period || kind == .leftParen
    }

    private func isWord(_ position: Int, _ words: [String]) -> Bool {
        words.contains(source.text(of: Int(source.code[position])))
    }

    private func isLoop(_ brace: Int) -> Bool {
        let head = statementHead(of: brace)
        return isWord(head, ["for", "while", "repeat"])
    }

    /// A brace that opens a closure or a nested function (whose `return`s are its own), as
    /// opposed to one opening an `if`, `guard`, `switch`, `do`, `catch`, `else` or loop body.
    private func isClosureOrFunction(_ brace: Int) -> Bool {
        let head = statementHead(of: brace)
        if isWord(head, ["func", "init", "get", "set", "didSet", "willSet"]) { return true }
        let controlFlow = ["if", "guard", "switch", "for", "while", "repeat", "do", "else", "catch", "defer", "case", "default"]
        if isWord(head, controlFlow) { return false }
        // `} else {` / `} catch {` after a brace group of the same statement.
        if brace > code.lowerBound, isWord(brace - 1, ["else", "do", "repeat", "defer"]) { return false }
        if brace > code.lowerBound, source.codeToken(brace - 1).kind == .rightParen,
            isWord(Int(source.codePartners[brace - 1]) - 1 < code.lowerBound ? brace - 1 : Int(source.codePartners[brace - 1]) - 1, ["catch"])
        {
            return false
        }
        return true
    }
}
