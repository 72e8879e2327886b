/// A value of the YAML an XcodeGen spec is written in. Scalars keep their text as written
/// (and whether it was quoted): what a value means (`YES`, `5.0`) is the reader's question.
package indirect enum YAMLNode: Equatable, Sendable {
    case scalar(String, isPlain: Bool)
    case sequence([YAMLNode])
    /// Entries in the order written.
    case mapping([Entry])
    /// `key:` with nothing after it, `~`, `null`.
    case null

    package struct Entry: Equatable, Sendable {
        package var key: String
        package var value: YAMLNode

        package init(key: String, value: YAMLNode) {
            self.key = key
            self.value = value
        }
    }

    /// The value of `key` in a mapping (the last, if written twice); nil for anything else.
    package subscript(key: String) -> YAMLNode? {
        guard case .mapping(let entries) = self else { return nil }
        return entries.last { $0.key == key }?.value
    }

    /// The text of a scalar.
    package var text: String? {
        if case .scalar(let text, _) = self { return text }
        return nil
    }

    /// The items of a sequence, or a scalar as the one item of a list (as XcodeGen takes
    /// `sources: Path`).
    package var items: [YAMLNode] {
        switch self {
        case .sequence(let items): items
        case .scalar: [self]
        case .mapping, .null: []
        }
    }

    /// The entries of a mapping; none for anything else.
    package var entries: [Entry] {
        if case .mapping(let entries) = self { return entries }
        return []
    }

    /// Reads a document of the subset of YAML that XcodeGen specs use: block mappings and
    /// sequences (a sequence may sit at its key's indentation), flow `[a, b]` and `{k: v}`
    /// (over several lines too), plain, single- and double-quoted scalars, `#` comments, and
    /// `|` / `>` block scalars. Anchors, aliases and tags are refused; an error names its line.
    package static func parse(_ bytes: [UInt8]) throws(ProjectFileError) -> YAMLNode {
        var text = String(decoding: bytes, as: UTF8.self)
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        var parser = YAMLParser(text: text)
        return try parser.parseDocument()
    }
}

/// The block structure of a YAML document, line by line. Nesting is bounded
/// (`maximumDepth`), so the recursion is too, whatever the input.
struct YAMLParser {
    static let maximumDepth = 64

    struct Line {
        var number: Int
        var indent: Int
        /// The line after its indentation.
        var text: Substring
        /// Whether a tab is part of the indentation: an error where the line is structure,
        /// not in a block scalar's text.
        var isTabbed = false
    }

    private var lines: [Line] = []
    private var index = 0

    init(text: String) {
        var number = 0
        for raw in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
            number += 1
            let indentation = raw.prefix { $0 == " " || $0 == "\t" }
            lines.append(Line(number: number, indent: indentation.count, text: raw.dropFirst(indentation.count), isTabbed: indentation.contains("\t")))
        }
    }

    mutating func parseDocument() throws(ProjectFileError) -> YAMLNode {
        skipInsignificant()
        if index < lines.count, Self.isDocumentMarker(lines[index].text) {
            index += 1
            skipInsignificant()
        }
        guard index < lines.count else { return .null }
        let node = try parseBlock(indent: lines[index].indent, owner: -1, depth: 0)
        skipInsignificant()
        if index < lines.count, !Self.isDocumentMarker(lines[index].text) {
            throw error("unexpected indentation", at: lines[index])
        }
        return node
    }

    /// The node whose first line is the current one, at `indent`, inside a node at `owner`.
    private mutating func parseBlock(indent: Int, owner: Int, depth: Int) throws(ProjectFileError) -> YAMLNode {
        guard depth < Self.maximumDepth else { throw error("nested more than \(Self.maximumDepth) levels deep", at: lines[index]) }
        let line = try structureLine()
        if Self.isSequenceItem(line.text) { return try parseSequence(indent: indent, depth: depth) }
        if try YAMLScalars.keyEnd(in: line.text, line: line.number) != nil { return try parseMapping(indent: indent, depth: depth) }
        index += 1
        return try parseValue(line.text, line: line, owner: owner, depth: depth)
    }

    private mutating func parseSequence(indent: Int, depth: Int) throws(ProjectFileError) -> YAMLNode {
        var items: [YAMLNode] = []
        while index < lines.count, lines[index].indent == indent, Self.isSequenceItem(lines[index].text) {
            let line = try structureLine()
            let rest = line.text.dropFirst()
            let content = rest.drop { $0 == " " }
            if content.isEmpty || content.hasPrefix("#") {
                index += 1
                items.append(try parseNested(owner: indent, sameIndentSequence: false, depth: depth))
            } else {
                // The item's content as a line of its own, at its column.
                lines[index] = Line(number: line.number, indent: indent + 1 + (rest.count - content.count), text: content)
                items.append(try parseBlock(indent: lines[index].indent, owner: indent, depth: depth + 1))
            }
            skipInsignificant()
        }
        return .sequence(items)
    }

    private mutating func parseMapping(indent: Int, depth: Int) throws(ProjectFileError) -> YAMLNode {
        var entries: [YAMLNode.Entry] = []
        while index < lines.count, lines[index].indent == indent, !Self.isSequenceItem(lines[index].text), !Self.isDocumentMarker(lines[index].text) {
            let line = try structureLine()
            guard let keyEnd = try YAMLScalars.keyEnd(in: line.text, line: line.number) else {
                throw error("expected 'key: value'", at: line)
            }
            let key = try YAMLScalars.key(line.text[..<keyEnd], line: line.number)
            let rest = line.text[line.text.index(after: keyEnd)...].drop { $0 == " " }
            index += 1
            let value: YAMLNode
            if rest.isEmpty || rest.hasPrefix("#") {
                value = try parseNested(owner: indent, sameIndentSequence: true, depth: depth)
            } else {
                value = try parseValue(rest, line: line, owner: indent, depth: depth)
            }
            entries.append(YAMLNode.Entry(key: key, value: value))
            skipInsignificant()
        }
        if index < lines.count, lines[index].indent > indent { throw error("unexpected indentation", at: lines[index]) }
        return .mapping(entries)
    }

    /// The value on the lines below a `key:` or `-` with nothing after it: deeper lines, or
    /// (for a key) a sequence at the key's own indentation; else null.
    private mutating func parseNested(owner: Int, sameIndentSequence: Bool, depth: Int) throws(ProjectFileError) -> YAMLNode {
        skipInsignificant()
        guard index < lines.count else { return .null }
        let next = lines[index]
        if next.indent > owner { return try parseBlock(indent: next.indent, owner: owner, depth: depth + 1) }
        if sameIndentSequence, next.indent == owner, Self.isSequenceItem(next.text) {
            return try parseSequence(indent: owner, depth: depth + 1)
        }
        return .null
    }

    /// A value written after `key:` or `- ` on `line` (already consumed): a block scalar, a
    /// flow collection or a scalar, with the lines it continues on.
    private mutating func parseValue(_ text: Substring, line: Line, owner: Int, depth: Int) throws(ProjectFileError) -> YAMLNode {
        switch text.first {
        case "&", "*", "!":
            throw error("anchors, aliases and tags are not supported", at: line)
        case "|", ">":
            return .scalar(blockScalar(owner: owner, folded: text.first == ">"), isPlain: false)
        case "[", "{":
            var flow = String(YAMLScalars.withoutComment(text))
            while !YAMLScalars.isBalanced(flow), index < lines.count, flow.count < 1 << 20 {
                flow += " " + YAMLScalars.withoutComment(lines[index].text)
                index += 1
            }
            return try YAMLFlow.parse(flow, line: line.number, depth: depth)
        case "\"", "'":
            var quoted = String(text)
            while !YAMLScalars.isClosedQuote(quoted), index < lines.count, lines[index].indent > owner || lines[index].text.isEmpty {
                quoted += " " + lines[index].text
                index += 1
            }
            return try YAMLScalars.quoted(quoted, line: line.number)
        default:
            var plain = String(YAMLScalars.withoutComment(text))
            // Lines below that go on with the scalar; one like `key: value` is a mistake of
            // indentation, reported by the mapping around.
            while index < lines.count, lines[index].indent > owner, !lines[index].text.isEmpty, !lines[index].text.hasPrefix("#"),
                  !Self.isSequenceItem(lines[index].text), try YAMLScalars.keyEnd(in: lines[index].text, line: lines[index].number) == nil {
                plain += " " + YAMLScalars.withoutComment(lines[index].text)
                index += 1
            }
            return YAMLScalars.plain(plain)
        }
    }

    /// The lines of a `|` or `>` block below a key at `owner`: those deeper, and blank ones.
    private mutating func blockScalar(owner: Int, folded: Bool) -> String {
        var content: [Line] = []
        while index < lines.count, lines[index].text.isEmpty || lines[index].indent > owner {
            content.append(lines[index])
            index += 1
        }
        while content.last?.text.isEmpty == true { content.removeLast() }
        return content.map { String(repeating: " ", count: max(0, $0.indent - (content.first?.indent ?? 0))) + $0.text }
            .joined(separator: folded ? " " : "\n")
    }

    /// The current line, which is structure: its indentation may not have a tab.
    private func structureLine() throws(ProjectFileError) -> Line {
        let line = lines[index]
        if line.isTabbed { throw error("a tab in the indentation", at: line) }
        return line
    }

    /// Past blank lines, comment lines and directives.
    private mutating func skipInsignificant() {
        while index < lines.count, lines[index].text.isEmpty || lines[index].text.hasPrefix("#") || lines[index].text.hasPrefix("%") {
            index += 1
        }
    }

    /// `---` (a document starts) or `...` (one ends).
    private static func isDocumentMarker(_ text: Substring) -> Bool {
        text == "---" || text == "..." || text.hasPrefix("--- ") || text.hasPrefix("... ")
    }

    private static func isSequenceItem(_ text: Substring) -> Bool {
        text == "-" || text.hasPrefix("- ") || text.hasPrefix("-\t")
    }

    private func error(_ message: String, at line: Line) -> ProjectFileError {
        ProjectFileError("line \(line.number): \(message)")
    }
}
