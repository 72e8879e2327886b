import Tokenizer

/// A template: Swift text with holes, compiled to the token elements the matcher walks.
///
/// The same text serves as a rewrite: its holes are replaced by the bindings of a match,
/// and the text around them is used as written (see `Substitution`).
package struct Template: Sendable {
    package enum Element: Sendable, Equatable {
        /// A token that must appear as written (compared by text; layout never matters).
        case literal(Literal)
        case hole(Hole)
    }

    package struct Literal: Sendable, Equatable {
        package var kind: TokenKind
        package var text: [UInt8]
        /// For a bracket, the element index of its partner in the template.
        package var partner: Int?
    }

    /// A piece of the template text: literal text, or a hole.
    package enum Piece: Sendable, Equatable {
        case text(String)
        case hole(Hole)
    }

    package let text: String
    package let elements: [Element]
    package let pieces: [Piece]
    /// For each hole element, the earlier element that is a hole of the same name, if any.
    let earlierHoleWithSameName: [Int?]

    package struct SyntaxError: Error, Equatable, CustomStringConvertible {
        package let message: String
        package var description: String { message }
    }

    /// A template to match with (`rewrite: false`), or one to rewrite to: a rewrite is
    /// only text with holes, so a hole may stand anywhere in it, even inside a comment.
    package init(_ text: String, rewrite: Bool = false) throws(SyntaxError) {
        self.text = text
        let bytes = Array(text.utf8)
        var pieces: [Piece] = []
        var holes: [Hole] = []
        // The template with each hole replaced by a placeholder identifier, to tokenize.
        var stand: [UInt8] = []
        var literalStart = 0
        var i = 0
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: ":"), let (hole, end) = Hole.parse(bytes, at: i) {
                if i > literalStart { pieces.append(.text(String(decoding: bytes[literalStart..<i], as: UTF8.self))) }
                pieces.append(.hole(hole))
                stand += Array(" \(Self.placeholderPrefix)\(holes.count) ".utf8)
                holes.append(hole)
                i = end
                literalStart = end
            } else {
                stand.append(bytes[i])
                i += 1
            }
        }
        if literalStart < bytes.count { pieces.append(.text(String(decoding: bytes[literalStart...], as: UTF8.self))) }
        self.pieces = pieces
        let elements = rewrite ? holes.map { .hole($0) } : try Self.compile(stand, holes: holes)
        self.elements = elements
        requiredNames = elements.compactMap { element in
            guard case .literal(let literal) = element, literal.kind.isName else { return nil }
            return literal.text
        }
        var seen: [String: Int] = [:]
        earlierHoleWithSameName = elements.enumerated().map { index, element in
            guard case .hole(let hole) = element, hole.name != "_" else { return nil }
            defer { if seen[hole.name] == nil { seen[hole.name] = index } }
            return seen[hole.name]
        }
        for (index, hole) in holes.enumerated() where hole.name != "_" {
            if let other = holes[..<index].first(where: { $0.name == hole.name }), other.kind != hole.kind {
                throw SyntaxError(message: "hole '\(hole.name)' is used with two different kinds")
            }
        }
    }

    static let placeholderPrefix = "__cmhole"

    private static func compile(_ stand: [UInt8], holes: [Hole]) throws(SyntaxError) -> [Element] {
        let source = TokenizedSource(bytes: stand)
        var elements: [Element] = []
        var elementOfCode: [CodePosition: Int] = [:]
        for position in source.codePositions {
            let token = source.codeToken(position)
            let text = Array(stand[token.range])
            if token.kind == .identifier, let hole = placeholder(text, holes) {
                elements.append(.hole(hole))
                continue
            }
            if String(decoding: text, as: UTF8.self).contains(placeholderPrefix) {
                throw SyntaxError(message: "a hole cannot stand inside a string literal or comment")
            }
            if token.kind == .unknown {
                throw SyntaxError(message: "'\(String(decoding: text, as: UTF8.self))' is not Swift")
            }
            elementOfCode[position] = elements.count
            elements.append(.literal(Literal(kind: token.kind, text: text, partner: nil)))
        }
        // Brackets must pair within the template, so a match is always balanced.
        for position in source.codePositions {
            guard let element = elementOfCode[position], case .literal(var literal) = elements[element] else { continue }
            let isBracket = literal.kind.closer != nil || literal.kind.isCloser
            guard isBracket else { continue }
            guard let partner = source.partner(ofCode: position), let partnerElement = elementOfCode[partner] else {
                throw SyntaxError(message: "unbalanced '\(String(decoding: literal.text, as: UTF8.self))' in template")
            }
            literal.partner = partnerElement
            elements[element] = .literal(literal)
        }
        guard !elements.isEmpty else { throw SyntaxError(message: "empty template") }
        return elements
    }

    private static func placeholder(_ text: [UInt8], _ holes: [Hole]) -> Hole? {
        let string = String(decoding: text, as: UTF8.self)
        guard string.hasPrefix(placeholderPrefix), let index = Int(string.dropFirst(placeholderPrefix.count)),
            holes.indices.contains(index)
        else { return nil }
        return holes[index]
    }

    /// The names bound by this template's holes.
    package var holeNames: Set<String> {
        Set(elements.compactMap { if case .hole(let hole) = $0, hole.name != "_" { return hole.name } else { return nil } })
    }

    /// The names (identifier and keyword literals) a file must contain to match.
    package let requiredNames: [[UInt8]]

    /// The literal the matcher looks for first: the longest name (the rarest, as a rule) in
    /// the template's leading run of literals — after a leading `:[x:expr]` if there is one
    /// — else that run's first literal; nil when the template starts with another hole.
    package var anchor: [UInt8]? { anchorElement.map { literal(at: $0).text } }

    package var anchorElement: Int? {
        var first = 0
        if case .hole(let hole) = elements[0] {
            guard hole.kind == .expression, elements.count > 1 else { return nil }
            first = 1
        }
        var best: Int?
        for index in first..<elements.count {
            guard case .literal(let literal) = elements[index] else { break }
            if literal.kind.isName, literal.text.count > (best.map { self.literal(at: $0).text.count } ?? 0) { best = index }
        }
        if best == nil, case .literal = elements[first] { return first }
        return best
    }

    func literal(at index: Int) -> Literal {
        guard case .literal(let literal) = elements[index] else { preconditionFailure("element \(index) is a hole") }
        return literal
    }
}
