/// A YAML flow collection, `[a, "b", {k: v}]` or `{k: [v]}`, joined onto one line: a cursor
/// over its characters, nesting bounded like the block structure's.
struct YAMLFlow {
    private let characters: [Character]
    private let line: Int
    private var cursor = 0

    /// The collection `text` holds (only a comment may follow it).
    static func parse(_ text: String, line: Int, depth: Int) throws(ProjectFileError) -> YAMLNode {
        var flow = YAMLFlow(characters: Array(text), line: line)
        let node = try flow.parseValue(depth: depth)
        flow.skipSpaces()
        guard flow.cursor == flow.characters.count else { throw flow.error("unexpected '\(flow.characters[flow.cursor])' after a flow collection") }
        return node
    }

    private init(characters: [Character], line: Int) {
        self.characters = characters
        self.line = line
    }

    private mutating func parseValue(depth: Int) throws(ProjectFileError) -> YAMLNode {
        guard depth < YAMLParser.maximumDepth else { throw error("nested more than \(YAMLParser.maximumDepth) levels deep") }
        skipSpaces()
        guard cursor < characters.count else { return .null }
        switch characters[cursor] {
        case "[": return try parseSequence(depth: depth)
        case "{": return try parseMapping(depth: depth)
        case "\"", "'": return .scalar(try YAMLScalars.quotedValue(characters, &cursor, line: line), isPlain: false)
        case "&", "*", "!": throw error("anchors, aliases and tags are not supported")
        default: return YAMLScalars.plain(parsePlain())
        }
    }

    private mutating func parseSequence(depth: Int) throws(ProjectFileError) -> YAMLNode {
        cursor += 1
        var items: [YAMLNode] = []
        while true {
            skipSpaces()
            guard cursor < characters.count else { throw error("a '[' not closed") }
            if characters[cursor] == "]" {
                cursor += 1
                return .sequence(items)
            }
            var item = try parseValue(depth: depth + 1)
            skipSpaces()
            // `[key: value]`: a mapping of one entry.
            if cursor < characters.count, characters[cursor] == ":", case .scalar(let key, _) = item {
                cursor += 1
                item = .mapping([YAMLNode.Entry(key: key, value: try parseValue(depth: depth + 1))])
                skipSpaces()
            }
            items.append(item)
            try skipSeparator(closing: "]")
        }
    }

    private mutating func parseMapping(depth: Int) throws(ProjectFileError) -> YAMLNode {
        cursor += 1
        var entries: [YAMLNode.Entry] = []
        while true {
            skipSpaces()
            guard cursor < characters.count else { throw error("a '{' not closed") }
            if characters[cursor] == "}" {
                cursor += 1
                return .mapping(entries)
            }
            let key: String
            if characters[cursor] == "\"" || characters[cursor] == "'" {
                key = try YAMLScalars.quotedValue(characters, &cursor, line: line)
            } else {
                key = YAMLScalars.plain(parsePlain()).text ?? ""
            }
            skipSpaces()
            var value = YAMLNode.null
            if cursor < characters.count, characters[cursor] == ":" {
                cursor += 1
                value = try parseValue(depth: depth + 1)
            }
            entries.append(YAMLNode.Entry(key: key, value: value))
            try skipSeparator(closing: "}")
        }
    }

    /// Past the `,` after an item, or up to the collection's end.
    private mutating func skipSeparator(closing: Character) throws(ProjectFileError) {
        skipSpaces()
        guard cursor < characters.count else { return }
        if characters[cursor] == "," {
            cursor += 1
        } else if characters[cursor] != closing {
            throw error("expected ',' or '\(closing)', found '\(characters[cursor])'")
        }
    }

    /// A plain scalar in a flow: up to `,`, a bracket, or a `:` before a space or bracket.
    private mutating func parsePlain() -> String {
        let start = cursor
        while cursor < characters.count {
            let character = characters[cursor]
            if ",[]{}".contains(character) { break }
            if character == ":" {
                let next = cursor + 1 < characters.count ? characters[cursor + 1] : " "
                if next == " " || ",[]{}".contains(next) { break }
            }
            cursor += 1
        }
        return String(characters[start..<cursor])
    }

    private mutating func skipSpaces() {
        while cursor < characters.count, characters[cursor] == " " || characters[cursor] == "\t" { cursor += 1 }
    }

    private func error(_ message: String) -> ProjectFileError {
        ProjectFileError("line \(line): \(message)")
    }
}
