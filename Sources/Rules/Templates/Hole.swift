/// A hole in a template: a named place that matches part of the source and binds it.
///
/// Syntax (see `docs/templates.md`); a name starts with a lowercase letter or `_`, so
/// `[String:[Int]]` stays Swift:
///
/// | syntax | kind | matches |
/// | --- | --- | --- |
/// | `:[name]` | `run` | one or more tokens, brackets balanced |
/// | `:[name?]` | `optionalRun` | zero or more tokens, brackets balanced |
/// | `:[[name]]` or `:[name:ident]` | `identifier` | one identifier |
/// | `:[name.]` or `:[name:token]` | `token` | one token (a whole string literal counts as one) |
/// | `:[name\n]` or `:[name:line]` | `line` | the rest of the statement, up to the line's end or `;` |
/// | `:[name:expr]` | `expression` | a postfix expression: `a.b(c)[d]?.e { … }` |
///
/// A name used twice must bind the same text (compared token by token, ignoring layout);
/// `_` binds nothing.
package struct Hole: Sendable, Equatable {
    package enum Kind: String, Sendable, CaseIterable {
        case run, optionalRun, identifier, token, line, expression
    }

    package var name: String
    package var kind: Kind

    package init(name: String, kind: Kind) {
        self.name = name
        self.kind = kind
    }

    /// A hole starting at `index` of `text` (which is at `:[`), and where it ends.
    static func parse(_ text: [UInt8], at index: Int) -> (Hole, end: Int)? {
        guard index + 2 < text.count, text[index] == UInt8(ascii: ":"), text[index + 1] == UInt8(ascii: "[") else {
            return nil
        }
        var p = index + 2
        let doubleBracket = text[p] == UInt8(ascii: "[")
        if doubleBracket { p += 1 }
        let nameStart = p
        guard p < text.count, isNameStart(text[p]) else { return nil }
        while p < text.count, isNameContinuation(text[p]) { p += 1 }
        let name = String(decoding: text[nameStart..<p], as: UTF8.self)
        func close(_ kind: Kind, at q: Int) -> (Hole, end: Int)? {
            if doubleBracket {
                guard kind == .identifier, q + 1 < text.count, text[q] == UInt8(ascii: "]"), text[q + 1] == UInt8(ascii: "]")
                else { return nil }
                return (Hole(name: name, kind: kind), q + 2)
            }
            guard q < text.count, text[q] == UInt8(ascii: "]") else { return nil }
            return (Hole(name: name, kind: kind), q + 1)
        }
        if doubleBracket { return close(.identifier, at: p) }
        guard p < text.count else { return nil }
        switch text[p] {
        case UInt8(ascii: "]"): return close(.run, at: p)
        case UInt8(ascii: "?"): return close(.optionalRun, at: p + 1)
        case UInt8(ascii: "."): return close(.token, at: p + 1)
        case UInt8(ascii: "\\"):
            guard p + 1 < text.count, text[p + 1] == UInt8(ascii: "n") else { return nil }
            return close(.line, at: p + 2)
        case UInt8(ascii: ":"):
            var q = p + 1
            while q < text.count, isNameContinuation(text[q]) { q += 1 }
            let kind: Kind
            switch String(decoding: text[(p + 1)..<q], as: UTF8.self) {
            case "ident": kind = .identifier
            case "token": kind = .token
            case "line": kind = .line
            case "expr": kind = .expression
            case "run": kind = .run
            default: return nil
            }
            return close(kind, at: q)
        default:
            return nil
        }
    }

    private static func isNameStart(_ c: UInt8) -> Bool {
        (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || c == UInt8(ascii: "_")
    }

    private static func isNameContinuation(_ c: UInt8) -> Bool {
        isNameStart(c) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z")) || (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9"))
    }
}
