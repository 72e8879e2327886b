import Core
import Foundation
import Structure
import Tokenizer

/// Text for the new statements: code copied verbatim (re-indented, with substitutions),
/// comments carried from between the operators, and the final rendering.
extension DataTaskBody {
    /// The bytes of `range` with the code tokens in `substitutions` replaced, trimmed, moved
    /// from the indentation of the line holding `indentAt` to none, as lines.
    mutating func verbatim(_ range: Range<ByteOffset>, indentAt: ByteOffset, _ substitutions: [CodePosition: String]) -> [String] {
        copied.append(range)
        var text: [UInt8] = []
        var cursor = range.lowerBound
        for p in substitutions.keys.sorted() {
            let token = source.codeToken(p)
            guard token.start >= cursor, token.end <= range.upperBound else { continue }
            text += source.bytes[cursor..<token.start]
            text += Array(substitutions[p]!.utf8)
            cursor = token.end
        }
        text += source.bytes[cursor..<range.upperBound]
        let indent = Indentation.ofLine(containing: indentAt, in: source.bytes)
        let moved = Indentation.reindent(text, from: Array(indent.utf8), to: [])
        var lines = LineBreak.lines(of: moved).map { line in
            line.allSatisfy({ $0 == " " || $0 == "\t" }) ? "" : String(line)
        }
        while lines.first == "" { lines.removeFirst() }
        while lines.last == "" { lines.removeLast() }
        if let first = lines.first { lines[0] = String(first.drop(while: { $0 == " " || $0 == "\t" })) }
        return lines
    }

    /// A closure's statements before its result, with the comments among them.
    mutating func statements(of closure: InlinedClosure, _ substitutions: [CodePosition: String]) -> [String] {
        let bodyStart = view.closureSignature(open: closure.open).bodyStart
        let headEnd = view.end(bodyStart - 1)
        let hasReturn = closure.result.lowerBound > bodyStart && view.isWord(closure.result.lowerBound - 1, "return")
        let end = view.offset(hasReturn ? closure.result.lowerBound - 1 : closure.result.lowerBound)
        return verbatim(headEnd..<end, indentAt: view.offset(bodyStart), substitutions)
    }

    /// A closure's result expression.
    mutating func resultLines(of closure: InlinedClosure, _ substitutions: [CodePosition: String]) -> [String] {
        verbatim(source.byteRange(ofCode: closure.result), indentAt: view.offset(closure.result.lowerBound), substitutions)
    }

    /// The code range's text as it is (for one-line pieces: types, names, counts).
    func text(_ range: Range<CodePosition>) -> String {
        view.source.text(ofCode: range)
    }

    func prefixed(_ prefix: String, _ lines: [String]) -> [String] {
        guard let first = lines.first else { return [prefix] }
        return [prefix + first] + lines.dropFirst()
    }

    func isPostfixText(_ text: String) -> Bool {
        !text.isEmpty && text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
    }

    // MARK: Comments

    /// Every comment of the replaced code before `offset` that no copied range holds
    /// becomes a `//` line before the next statement.
    mutating func absorbComments(upTo offset: ByteOffset) {
        let tokens = source.tokens
        var index = source.tokenIndex(startingAtOrAfter: absorbedUpTo)
        while index < source.tokenIndices.upperBound, source.byteRange(of: index).lowerBound < offset {
            let token = tokens[index]
            if isComment(token.kind), !copied.contains(where: { $0.contains(token.start) }) {
                pending += commentLines(token)
                carried.insert(index)
            }
            index += 1
        }
        absorbedUpTo = max(absorbedUpTo, offset)
    }

    /// The comments before the operator's end, and those after it on its line.
    mutating func absorbComments(after op: DataTaskChain.Operator) {
        var end = view.end(op.end - 1)
        var index = source.tokenIndex(startingAtOrAfter: end)
        while index < source.tokenIndices.upperBound {
            let token = source.tokens[index]
            if token.kind == .whitespace {
                index += 1
            } else if isComment(token.kind) {
                end = token.end
                index += 1
            } else {
                break
            }
        }
        absorbComments(upTo: end)
    }

    private func isComment(_ kind: TokenKind) -> Bool {
        kind == .lineComment || kind == .docLineComment || kind == .blockComment || kind == .docBlockComment
    }

    /// `// text` as it is; `/* text */` as `// text` lines.
    private func commentLines(_ token: Token) -> [String] {
        let text = source.text(of: token)
        if token.kind == .lineComment || token.kind == .docLineComment { return [text] }
        var inner = Substring(text)
        inner = inner.dropFirst(inner.hasPrefix("/**") ? 3 : 2)
        if inner.hasSuffix("*/") { inner = inner.dropLast(2) }
        return LineBreak.lines(of: inner)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .map { $0.hasPrefix("*") ? String($0.dropFirst()).trimmingCharacters(in: .whitespaces) : $0 }
            .filter { !$0.isEmpty }
            .map { "// " + $0 }
    }

    // MARK: Rendering

    /// The lines at the statement's indentation (after a line break when the statement
    /// shared its line with the function's `{`). Every comment of the replaced code must be
    /// in it: copied or carried.
    func render() throws -> (range: Range<ByteOffset>, text: String) {
        let start = view.offset(chain.replaced.lowerBound)
        let end = view.end(chain.replaced.upperBound - 1)
        var range = start..<end
        var base = Indentation.ofLine(containing: start, in: source.bytes)
        var prefix = ""
        var suffix = ""
        if !chain.startsLine {
            // `{ session.dataTaskPublisher(…)… }` on one line: the statements on lines of their own.
            let functionIndent = Indentation.ofLine(containing: view.offset(function.funcKeyword), in: source.bytes)
            base = functionIndent + style.indentUnit
            prefix = style.lineEnding + base
            if chain.replaced.lowerBound == function.bodyOpen + 1 { range = view.end(function.bodyOpen)..<end }
            if !view.lineBreakBefore(function.bodyClose) {
                suffix = style.lineEnding + functionIndent
                if chain.replaced.upperBound == function.bodyClose {
                    range = range.lowerBound..<view.offset(function.bodyClose)
                }
            }
        }
        let body = lines.enumerated().map { index, line in
            index == 0 || line.isEmpty ? line : base + line
        }.joined(separator: style.lineEnding)
        let replacement = prefix + body + suffix
        var index = source.tokenIndex(startingAtOrAfter: range.lowerBound)
        while index < source.tokenIndices.upperBound, source.byteRange(of: index).lowerBound < range.upperBound {
            let token = source.tokens[index]
            if isComment(token.kind), !carried.contains(index) {
                let text = source.text(of: token)
                if !replacement.contains(LineBreak.lines(of: text)[0]) {
                    let location = source.lineMap.location(of: token.start)
                    throw SkipReason(
                        offset: token.start, "the comment at \(location.line):\(location.column) would be lost; move it out of the chain")
                }
            }
            index += 1
        }
        return (range, replacement)
    }
}
