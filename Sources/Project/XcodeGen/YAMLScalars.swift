/// The pieces of a YAML line: where a key ends, scalars plain and quoted, comments — and
/// flow collections (`YAMLFlow`), which are scanned with the same rules.
enum YAMLScalars {
    /// The `:` that ends the key a line starts with (a plain or quoted key, then `:` before a
    /// space or the end of the line); nil when the line is not `key: …`.
    static func keyEnd(in text: Substring, line: Int) throws(ProjectFileError) -> Substring.Index? {
        guard let first = text.first, first != "[", first != "{", first != "#" else { return nil }
        var index = text.startIndex
        if first == "\"" || first == "'" {
            guard let close = closingQuote(in: text) else { return nil }
            index = text.index(after: close)
            while index < text.endIndex, text[index] == " " { index = text.index(after: index) }
            return index < text.endIndex && text[index] == ":" && endsValueIndicator(text, after: index) ? index : nil
        }
        var previous: Character = " "
        while index < text.endIndex {
            let character = text[index]
            if character == "#", previous == " " || previous == "\t" { return nil }
            if character == ":", endsValueIndicator(text, after: index) { return index }
            previous = character
            index = text.index(after: index)
        }
        return nil
    }

    /// A key as written before its `:`, unquoted.
    static func key(_ text: Substring, line: Int) throws(ProjectFileError) -> String {
        let trimmed = String(trimmedEnd(text))
        guard trimmed.first == "\"" || trimmed.first == "'" else { return trimmed }
        guard case .scalar(let key, _) = try quoted(trimmed, line: line) else { return trimmed }
        return key
    }

    /// A plain scalar (its trailing spaces dropped); `~`, `null` and nothing are null.
    static func plain(_ text: String) -> YAMLNode {
        let trimmed = String(trimmedEnd(Substring(text)))
        if ["", "~", "null", "Null", "NULL"].contains(trimmed) { return .null }
        return .scalar(trimmed, isPlain: true)
    }

    /// A single- or double-quoted scalar, which `text` starts with; only a comment may follow.
    static func quoted(_ text: String, line: Int) throws(ProjectFileError) -> YAMLNode {
        let characters = Array(text)
        var cursor = 0
        let value = try quotedValue(characters, &cursor, line: line)
        let rest = String(characters[cursor...]).drop { $0 == " " || $0 == "\t" }
        guard rest.isEmpty || rest.hasPrefix("#") else { throw ProjectFileError("line \(line): unexpected text after a quoted string") }
        return .scalar(value, isPlain: false)
    }

    /// The quoted string starting at `cursor`, which ends past its closing quote.
    static func quotedValue(_ characters: [Character], _ cursor: inout Int, line: Int) throws(ProjectFileError) -> String {
        let quote = characters[cursor]
        cursor += 1
        var value = ""
        while cursor < characters.count {
            let character = characters[cursor]
            cursor += 1
            if character == quote {
                guard quote == "'", cursor < characters.count, characters[cursor] == "'" else { return value }
                value.append("'")
                cursor += 1
            } else if character == "\\", quote == "\"", cursor < characters.count {
                value += try escape(characters, &cursor, line: line)
            } else {
                value.append(character)
            }
        }
        throw ProjectFileError("line \(line): a quoted string not closed")
    }

    /// The character a `\` escape of a double-quoted string stands for (`cursor` past the `\`).
    private static func escape(_ characters: [Character], _ cursor: inout Int, line: Int) throws(ProjectFileError) -> String {
        let character = characters[cursor]
        cursor += 1
        let simple: [Character: String] = [
            "n": "\n", "t": "\t", "r": "\r", "0": "\0", "a": "\u{07}", "b": "\u{08}", "e": "\u{1B}", "f": "\u{0C}",
            "v": "\u{0B}", "\"": "\"", "\\": "\\", "/": "/", " ": " ", "N": "\u{85}", "_": "\u{A0}",
        ]
        if let text = simple[character] { return text }
        let digits = ["x": 2, "u": 4, "U": 8][String(character)]
        guard let digits, cursor + digits <= characters.count, let value = UInt32(String(characters[cursor..<cursor + digits]), radix: 16),
              let scalar = Unicode.Scalar(value)
        else { throw ProjectFileError("line \(line): unknown escape '\\\(character)'") }
        cursor += digits
        return String(scalar)
    }

    /// The text before a ` #` comment (outside quotes), its trailing spaces dropped.
    static func withoutComment(_ text: Substring) -> Substring {
        var quote: Character?
        var previous: Character = " "
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "#", previous == " " || previous == "\t" {
                return trimmedEnd(text[..<index])
            }
            previous = character
            index = text.index(after: index)
        }
        return trimmedEnd(text)
    }

    /// Whether every `[` and `{` of a flow collection is closed (outside quotes).
    static func isBalanced(_ text: String) -> Bool {
        var depth = 0
        var quote: Character?
        for character in text {
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "[" || character == "{" {
                depth += 1
            } else if character == "]" || character == "}" {
                depth -= 1
            }
        }
        return depth <= 0 && quote == nil
    }

    /// Whether the quoted string `text` starts with is closed in it.
    static func isClosedQuote(_ text: String) -> Bool {
        closingQuote(in: Substring(text)) != nil
    }

    /// The index of the quote closing the one `text` starts with.
    private static func closingQuote(in text: Substring) -> Substring.Index? {
        guard let quote = text.first else { return nil }
        var index = text.index(after: text.startIndex)
        while index < text.endIndex {
            let character = text[index]
            if character == "\\", quote == "\"" {
                index = text.index(after: index)
                if index < text.endIndex { index = text.index(after: index) }
                continue
            }
            if character == quote {
                let next = text.index(after: index)
                guard quote == "'", next < text.endIndex, text[next] == "'" else { return index }
                index = text.index(after: next)
                continue
            }
            index = text.index(after: index)
        }
        return nil
    }

    /// Whether the `:` at `index` ends a key: the end of the text or a space follows.
    private static func endsValueIndicator(_ text: Substring, after index: Substring.Index) -> Bool {
        let next = text.index(after: index)
        return next == text.endIndex || text[next] == " " || text[next] == "\t"
    }

    private static func trimmedEnd(_ text: Substring) -> Substring {
        var end = text.endIndex
        while end > text.startIndex, text[text.index(before: end)] == " " || text[text.index(before: end)] == "\t" {
            end = text.index(before: end)
        }
        return text[..<end]
    }
}
