import Core
import Tokenizer

/// Where a large file can be cut into parts that are rewritten one at a time, so that the
/// memory a run needs follows the size of a part, not of the file (a file's tokens and
/// structure take about twenty times its size).
///
/// A part is rewritten as a file of its own that starts with the file's imports (the
/// `preamble`, which the first part holds and the others are given). So the cuts are only
/// where rewriting a part alone reads the same code as rewriting the file would:
/// - between top-level declarations: after a line that ends one with `}`, before a line that
///   starts the next, outside any `#if`; the comments between go with the next part;
/// - never between two declarations of the same type name (a type and its extensions, two
///   extensions of one type), whose members the rules compare with one another;
/// - never between two declarations of a type name's component (`extension Outer.Inner`
///   goes with `Outer` and with `Inner`);
/// - not at all in a file with a top-level `private` declaration or any `fileprivate` one
///   (seen by the whole file, not by a part: a rule may look in its file for a use of one),
///   an `import` after its first declaration, a `combine-migrate:` suppression comment
///   (`disable-file` speaks for the whole file), an extended regular expression literal, or
///   a preamble line that holds other code than imports and `#if`s (`import A; let x = …`).
///
/// The file is lexed a window at a time (`window` bytes, then the next from the last cut
/// found), so that finding the cuts holds the tokens of a window, not of the file. A token
/// is trusted only when it ends `margin` bytes before its window's end (or the window
/// reaches the file's end): a literal cut off by the window's end is lexed wrongly only
/// near it. Then each part is lexed on its own and must end clean (`endsClean`), or the
/// file is not cut.
package struct FileParts: Sendable, Equatable {
    /// The bytes every part after the first starts with: the file's first lines, up to the
    /// end of its last `import` before its first declaration.
    package let preamble: Range<Int>
    /// Where each part starts and ends, in order, covering the file.
    package let parts: [Range<Int>]

    /// The parts of `bytes`, each about `size` bytes or more (a declaration is not cut);
    /// nil when the file cannot be cut or would be one part.
    package static func cut(_ bytes: [UInt8], size: Int, window: Int = 4 << 20, margin: Int = 1 << 16) -> FileParts? {
        bytes.withUnsafeBufferPointer { cut($0, size: size, window: window, margin: margin) }
    }

    /// `cut`, of bytes in a buffer.
    package static func cut(
        _ bytes: UnsafeBufferPointer<UInt8>, size: Int, window: Int = 4 << 20, margin: Int = 1 << 16
    ) -> FileParts? {
        // Not a file with a suppression comment, nor with an extended regular expression
        // literal (`#/ … /#`), which may span lines and which a window's end may leave
        // unterminated: lexed as code then, it could hold a false boundary.
        guard bytes.count > size, size > 0, !contains(Array(Suppressions.prefix.utf8), in: bytes),
            !contains(Array("#/".utf8), in: bytes)
        else { return nil }
        var scan = Scan(bytes: bytes)
        guard scan.run(window: max(window, 2 * margin + 1), margin: margin), let layout = scan.parts(size: size),
            layout.parts.dropLast().allSatisfy({ endsClean(UnsafeBufferPointer(rebasing: bytes[$0])) })
        else { return nil }
        return layout
    }

    /// Whether a part (not the last), lexed on its own, ends as it began: at top level,
    /// every bracket and literal closed, after a line break that no comment holds. Then the file's tokens are its parts' tokens one
    /// after the other, whatever a window's end did to the lexing of its last bytes (a
    /// regular expression's closing `/` looked for past it, say).
    private static func endsClean(_ part: UnsafeBufferPointer<UInt8>) -> Bool {
        var depth = 0
        let tokens = Lexer.tokenize(part)
        for token in tokens {
            if token.kind.closer != nil {
                depth += 1
            } else if token.kind.isCloser {
                depth -= 1
                if depth < 0 { return false }
            }
        }
        return depth == 0 && part.last == UInt8(ascii: "\n") && tokens.last?.kind == .newline
    }

    /// Whether `word` occurs in `bytes`.
    private static func contains(_ word: [UInt8], in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = word.first, bytes.count >= word.count else { return false }
        var index = 0
        let last = bytes.count - word.count
        while index <= last {
            if bytes[index] == first, bytes[index..<index + word.count].elementsEqual(word) { return true }
            index += 1
        }
        return false
    }

    /// The top-level items of the file, found window by window.
    private struct Scan {
        let bytes: UnsafeBufferPointer<UInt8>
        /// The end of the preamble; nil until the first declaration is seen.
        var preambleEnd: Int?
        /// The end of the last line of the preamble seen so far.
        var preambleLinesEnd = 0
        /// Where a cut may be (a line start between top-level declarations), after the
        /// preamble, in order.
        var boundaries: [Int] = []
        /// The type names declared or extended between boundary `i - 1` (or the preamble)
        /// and boundary `i`; the last entry is for the code after the last boundary.
        var names: [Set<String>] = [[]]

        init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        /// Scans the whole file; false when it cannot be cut.
        mutating func run(window: Int, margin: Int) -> Bool {
            var start = 0
            var size = window
            while start < bytes.count {
                let end = min(bytes.count, start + size)
                let tokens = Lexer.tokenize(UnsafeBufferPointer(rebasing: bytes[start..<end]))
                let saved = self
                guard scanWindow(tokens, from: start, trustedEnd: end == bytes.count ? end : end - margin) else { return false }
                if end == bytes.count { return true }
                // Go on from the last boundary this window found; with none, from the same
                // place with a window twice as large.
                if boundaries.count > saved.boundaries.count, let last = boundaries.last {
                    names[names.count - 1] = []
                    start = last
                    size = window
                } else {
                    self = saved
                    size *= 2
                }
            }
            return true
        }

        /// The words that start a top-level declaration at a line's start (besides `@`).
        private static let declarationStarts: Set<String> = [
            "class", "struct", "enum", "protocol", "extension", "func", "var", "let", "typealias", "public",
            "internal", "open", "final", "actor", "nonisolated", "indirect", "macro", "operator", "prefix",
            "postfix", "infix", "precedencegroup", "package", "distributed", "#if",
        ]
        private static let typeKeywords: Set<String> = ["class", "struct", "enum", "protocol", "extension", "actor"]
        private static let directives: Set<String> = ["#if", "#else", "#elseif", "#endif"]

        private func text(_ token: Token, _ origin: Int) -> String {
            let start = origin + Int(token.offset)
            return String(decoding: bytes[start..<start + Int(token.length)], as: UTF8.self)
        }

        /// Scans the tokens of a window starting at `origin` (a line start at top level, out
        /// of any `#if`), up to the last token ending by `trustedEnd`; false when the file
        /// cannot be cut.
        private mutating func scanWindow(_ tokens: [Token], from origin: Int, trustedEnd: Int) -> Bool {
            var depth = 0
            var ifDepth = 0
            var atLineStart = true
            // A `}` ended a top-level item on this line: the line break after it may be a boundary.
            var closedItem = false
            // Where the next top-level declaration would be cut from the code before it.
            var candidate: Int?
            // After a type keyword, its name: `class Name`, `extension Outer.Inner` (each
            // component named: rules match a type by its last, this file's grouping by all).
            var typeName = TypeName.none
            // The line is one of the preamble's: an import or a compiler directive.
            var preambleLine = false
            // A `;` on a preamble line: only another import may follow.
            var afterSemicolon = false
            for index in tokens.indices {
                let token = tokens[index]
                let start = origin + Int(token.offset)
                let end = start + Int(token.length)
                if end > trustedEnd { break }
                let kind = token.kind
                if kind.isTrivia {
                    if kind == .newline {
                        let lineFeed = bytes[end - 1] == UInt8(ascii: "\n")
                        // A cut follows a `\n` (a diff's lines end with one).
                        if closedItem, depth == 0, ifDepth == 0, candidate == nil, lineFeed { candidate = end }
                        if preambleLine {
                            // The preamble is put before other parts' first lines: it ends with a `\n`.
                            guard lineFeed else { return false }
                            preambleLinesEnd = end
                        }
                        closedItem = false
                        preambleLine = false
                        afterSemicolon = false
                        atLineStart = true
                    }
                    continue
                }
                let lineStart = atLineStart
                atLineStart = false
                if kind == .keyword, bytes[start] == UInt8(ascii: "f"), text(token, origin) == "fileprivate" { return false }
                if depth == 0 {
                    let word = kind.isName ? text(token, origin) : ""
                    if lineStart, preambleEnd == nil {
                        if word == "import" || Self.directives.contains(word) || kind == .atSign && isAttributedImport(tokens, index, origin) {
                            preambleLine = true
                        } else {
                            guard ifDepth == 0 else { return false }
                            preambleEnd = preambleLinesEnd
                        }
                    } else if lineStart, let at = candidate, ifDepth == 0,
                        kind == .atSign || Self.declarationStarts.contains(word)
                    {
                        boundaries.append(at)
                        names.append([])
                    }
                    // A preamble line holds imports and directives only: other code after a
                    // `;`, or a body, would be put before every part.
                    if preambleLine {
                        if afterSemicolon, word != "import" { return false }
                        afterSemicolon = kind == .semicolon
                        if kind == .leftBrace { return false }
                    }
                    candidate = nil
                    if word == "private" { return false }
                    if word == "import", preambleEnd != nil { return false }
                    if word == "#if" { ifDepth += 1 }
                    if word == "#endif" { ifDepth -= 1 }
                    switch typeName {
                    case .keyword where kind.isName, .component where kind.isName:
                        names[names.count - 1].insert(word)
                        typeName = .name
                    case .name where kind == .period:
                        typeName = .component
                    default:
                        typeName = Self.typeKeywords.contains(word) ? .keyword : .none
                    }
                    closedItem = false
                } else {
                    typeName = .none
                }
                if kind.closer != nil {
                    depth += 1
                } else if kind.isCloser {
                    depth -= 1
                    if depth < 0 { return false }
                    if depth == 0, kind == .rightBrace { closedItem = true }
                }
            }
            return true
        }

        /// Where the scan is in a type's name.
        private enum TypeName {
            case none
            /// Just after `class`, `struct`, `enum`, `protocol`, `extension`, `actor`.
            case keyword
            /// After a component of the name.
            case name
            /// After a `.` in the name.
            case component
        }

        /// Whether the `@` at `tokens[index]` starts `@testable import …` (attributes, with
        /// their arguments, then the `import` keyword) on its line, as far as the window's
        /// tokens go.
        private func isAttributedImport(_ tokens: [Token], _ index: Int, _ origin: Int) -> Bool {
            var index = index
            var depth = 0
            var expectName = false
            while index < tokens.count {
                let token = tokens[index]
                index += 1
                if token.kind == .newline { return false }
                if token.kind.isTrivia { continue }
                if depth > 0 {
                    if token.kind == .leftParen { depth += 1 }
                    if token.kind == .rightParen { depth -= 1 }
                    continue
                }
                switch token.kind {
                case .atSign where !expectName: expectName = true
                case .identifier where expectName, .keyword where expectName: expectName = false
                case .leftParen where !expectName: depth = 1
                case .keyword where !expectName && text(token, origin) == "import": return true
                default: return false
                }
            }
            return false
        }

        /// Parts of about `size` bytes: cut at the first allowed boundary `size` bytes or more
        /// after the last cut, leaving a last part of a quarter of `size` or more. A boundary
        /// is allowed when no type name is declared on both sides of it.
        func parts(size: Int) -> FileParts? {
            guard let preambleEnd, !boundaries.isEmpty else { return nil }
            // A cut at boundary i separates segment i (before it) from segment i + 1; a name
            // declared in segments first...last keeps boundaries first..<last.
            var first: [String: Int] = [:]
            var last: [String: Int] = [:]
            for (segment, declared) in names.enumerated() {
                for name in declared {
                    if first[name] == nil { first[name] = segment }
                    last[name] = segment
                }
            }
            var opened = [Int](repeating: 0, count: boundaries.count + 1)
            for (name, low) in first where last[name]! > low {
                opened[low] += 1
                opened[last[name]!] -= 1
            }
            var cuts: [Int] = []
            var open = 0
            var lastCut = 0
            for (index, boundary) in boundaries.enumerated() {
                open += opened[index]
                guard open == 0, boundary - lastCut >= size, bytes.count - boundary >= size / 4 else { continue }
                cuts.append(boundary)
                lastCut = boundary
            }
            guard let firstCut = cuts.first, preambleEnd <= firstCut else { return nil }
            return FileParts(preamble: 0..<preambleEnd, parts: zip([0] + cuts, cuts + [bytes.count]).map { $0..<$1 })
        }
    }
}
