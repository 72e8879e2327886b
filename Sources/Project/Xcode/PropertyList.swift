/// A value of the old-style (OpenStep) property-list text format `project.pbxproj` is
/// written in: `{ key = value; }`, `( a, b, )`, strings quoted or not, `<0fbd77>` data.
package indirect enum PropertyList: Equatable, Sendable {
    case string(String)
    case array([PropertyList])
    case dictionary([String: PropertyList])
    case data([UInt8])

    /// The string, if this is one.
    package var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The array, if this is one.
    package var array: [PropertyList]? {
        if case .array(let items) = self { return items }
        return nil
    }

    /// The dictionary, if this is one.
    package var dictionary: [String: PropertyList]? {
        if case .dictionary(let entries) = self { return entries }
        return nil
    }

    /// `self[key]` of a dictionary; nil for anything else.
    package subscript(key: String) -> PropertyList? {
        dictionary?[key]
    }

    /// The strings of an array (anything else in it left out).
    package var strings: [String] {
        array?.compactMap(\.string) ?? []
    }

    /// Reads one value, the whole text (comments and whitespace around it allowed).
    package static func parse(_ bytes: [UInt8]) throws(ProjectFileError) -> PropertyList {
        var parser = PropertyListParser(bytes: bytes)
        return try parser.parseDocument()
    }
}

/// The cursor over a property list's bytes. Containers nest at most `maximumDepth` deep, so
/// the recursion is bounded whatever the input; an error names the line it is on.
struct PropertyListParser {
    static let maximumDepth = 64

    private let bytes: [UInt8]
    private var offset = 0
    private var line = 1

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func parseDocument() throws(ProjectFileError) -> PropertyList {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
        skipTrivia()
        let value = try parseValue(depth: 0)
        skipTrivia()
        guard offset == bytes.count else { throw error("unexpected text after the end of the property list") }
        return value
    }

    private mutating func parseValue(depth: Int) throws(ProjectFileError) -> PropertyList {
        guard depth < Self.maximumDepth else { throw error("nested more than \(Self.maximumDepth) levels deep") }
        guard offset < bytes.count else { throw error("unexpected end of the file, expected a value") }
        switch bytes[offset] {
        case UInt8(ascii: "{"): return try parseDictionary(depth: depth)
        case UInt8(ascii: "("): return try parseArray(depth: depth)
        case UInt8(ascii: "<"): return try parseData()
        case UInt8(ascii: "\""), UInt8(ascii: "'"): return .string(try parseQuoted())
        default:
            guard let text = parseUnquoted() else { throw error("unexpected '\(character(at: offset))', expected a value") }
            return .string(text)
        }
    }

    private mutating func parseDictionary(depth: Int) throws(ProjectFileError) -> PropertyList {
        let opening = line
        offset += 1
        var entries: [String: PropertyList] = [:]
        while true {
            skipTrivia()
            guard offset < bytes.count else { throw error("the dictionary opened on line \(opening) is not closed") }
            if bytes[offset] == UInt8(ascii: "}") {
                offset += 1
                return .dictionary(entries)
            }
            let key: String
            if bytes[offset] == UInt8(ascii: "\"") || bytes[offset] == UInt8(ascii: "'") {
                key = try parseQuoted()
            } else if let unquoted = parseUnquoted() {
                key = unquoted
            } else {
                throw error("unexpected '\(character(at: offset))', expected a key")
            }
            skipTrivia()
            try expect("=", after: "the key '\(key)'")
            skipTrivia()
            entries[key] = try parseValue(depth: depth + 1)
            skipTrivia()
            try expect(";", after: "the value of '\(key)'")
        }
    }

    private mutating func parseArray(depth: Int) throws(ProjectFileError) -> PropertyList {
        let opening = line
        offset += 1
        var items: [PropertyList] = []
        while true {
            skipTrivia()
            guard offset < bytes.count else { throw error("the array opened on line \(opening) is not closed") }
            if bytes[offset] == UInt8(ascii: ")") {
                offset += 1
                return .array(items)
            }
            items.append(try parseValue(depth: depth + 1))
            skipTrivia()
            guard offset < bytes.count else { throw error("the array opened on line \(opening) is not closed") }
            if bytes[offset] == UInt8(ascii: ",") {
                offset += 1
            } else if bytes[offset] != UInt8(ascii: ")") {
                throw error("unexpected '\(character(at: offset))', expected ',' or ')' in an array")
            }
        }
    }

    /// `<0fbd 77aa>`: hexadecimal digits in pairs, spaces between allowed.
    private mutating func parseData() throws(ProjectFileError) -> PropertyList {
        offset += 1
        var data: [UInt8] = []
        var high: UInt8?
        while offset < bytes.count, bytes[offset] != UInt8(ascii: ">") {
            let byte = bytes[offset]
            if Self.isSpace(byte) {
                skipTrivia()
                continue
            }
            guard let nibble = Self.hexValue(byte) else { throw error("unexpected '\(character(at: offset))' in data") }
            if let first = high {
                data.append(first << 4 | nibble)
                high = nil
            } else {
                high = nibble
            }
            offset += 1
        }
        guard offset < bytes.count else { throw error("data not closed with '>'") }
        guard high == nil else { throw error("data with an odd number of hexadecimal digits") }
        offset += 1
        return .data(data)
    }

    /// A string in double (or single) quotes, with the escapes of the format: `\n`, `\t`,
    /// `\"`, `\\`, `\U20AC`, `\012` (octal)…
    private mutating func parseQuoted() throws(ProjectFileError) -> String {
        let quote = bytes[offset]
        let opening = line
        offset += 1
        var text: [UInt8] = []
        while offset < bytes.count, bytes[offset] != quote {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\n") { line += 1 }
            if byte == UInt8(ascii: "\\") {
                offset += 1
                guard offset < bytes.count else { break }
                appendEscape(to: &text)
            } else {
                text.append(byte)
                offset += 1
            }
        }
        guard offset < bytes.count else { throw error("the string opened on line \(opening) is not closed") }
        offset += 1
        return String(decoding: text, as: UTF8.self)
    }

    /// The escape whose character (after the backslash) is at `offset`.
    private mutating func appendEscape(to text: inout [UInt8]) {
        let byte = bytes[offset]
        offset += 1
        switch byte {
        case UInt8(ascii: "n"): text.append(UInt8(ascii: "\n"))
        case UInt8(ascii: "t"): text.append(UInt8(ascii: "\t"))
        case UInt8(ascii: "r"): text.append(UInt8(ascii: "\r"))
        case UInt8(ascii: "a"): text.append(0x07)
        case UInt8(ascii: "b"): text.append(0x08)
        case UInt8(ascii: "f"): text.append(0x0C)
        case UInt8(ascii: "v"): text.append(0x0B)
        case UInt8(ascii: "U"), UInt8(ascii: "u"):
            var scalar: UInt32 = 0
            var digits = 0
            while digits < 4, offset < bytes.count, let nibble = Self.hexValue(bytes[offset]) {
                scalar = scalar << 4 | UInt32(nibble)
                digits += 1
                offset += 1
            }
            text.append(contentsOf: Array(String(Unicode.Scalar(scalar) ?? "\u{FFFD}").utf8))
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            var value = UInt32(byte - UInt8(ascii: "0"))
            var digits = 1
            while digits < 3, offset < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[offset]) {
                value = value << 3 | UInt32(bytes[offset] - UInt8(ascii: "0"))
                digits += 1
                offset += 1
            }
            text.append(UInt8(truncatingIfNeeded: value))
        default:
            if byte == UInt8(ascii: "\n") { line += 1 }
            text.append(byte)
        }
    }

    /// A run of the bytes an unquoted string may hold; nil when there is none here.
    private mutating func parseUnquoted() -> String? {
        let start = offset
        while offset < bytes.count, Self.isUnquoted(bytes[offset]) { offset += 1 }
        guard offset > start else { return nil }
        return String(decoding: bytes[start..<offset], as: UTF8.self)
    }

    private mutating func expect(_ character: Character, after what: String) throws(ProjectFileError) {
        guard let ascii = character.asciiValue, offset < bytes.count, bytes[offset] == ascii else {
            let found = offset < bytes.count ? "'\(self.character(at: offset))'" : "the end of the file"
            throw error("expected '\(character)' after \(what), found \(found)")
        }
        offset += 1
    }

    /// Whitespace, `/* … */` and `// …` comments.
    private mutating func skipTrivia() {
        while offset < bytes.count {
            let byte = bytes[offset]
            if Self.isSpace(byte) {
                if byte == UInt8(ascii: "\n") { line += 1 }
                offset += 1
            } else if byte == UInt8(ascii: "/"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "*") {
                offset += 2
                while offset < bytes.count, !(bytes[offset] == UInt8(ascii: "*") && offset + 1 < bytes.count && bytes[offset + 1] == UInt8(ascii: "/")) {
                    if bytes[offset] == UInt8(ascii: "\n") { line += 1 }
                    offset += 1
                }
                offset = min(offset + 2, bytes.count)
            } else if byte == UInt8(ascii: "/"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "/") {
                while offset < bytes.count, bytes[offset] != UInt8(ascii: "\n") { offset += 1 }
            } else {
                return
            }
        }
    }

    private func error(_ message: String) -> ProjectFileError {
        ProjectFileError("line \(line): \(message)")
    }

    /// The character at `index`, for a message (a byte of a multi-byte character as `\u{…}`).
    private func character(at index: Int) -> String {
        let byte = bytes[index]
        return byte < 0x80 && byte >= 0x20 ? String(UnicodeScalar(byte)) : "\\u{\(String(byte, radix: 16))}"
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x0C
    }

    /// Letters, digits and `_$+/:.-` (Xcode's unquoted strings), and any byte of a non-ASCII
    /// character.
    private static func isUnquoted(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: ":"),
             UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "@"), UInt8(ascii: "~"):
            return true
        default:
            return byte >= 0x80
        }
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
