/// Reads JSON (RFC 8259) keeping where each value and key was written, so that a mistake in
/// `.combine-migrate.json` is reported at its line and column (`path:3:22: error: …`), as a
/// compiler reports one in code — Foundation's `JSONSerialization` says only that "the data
/// is not in the correct format".
///
/// Small on purpose: the configuration is the one JSON the tool reads. Nesting is limited
/// (`maximumDepth`), so no input can exhaust the stack.
struct JSONReader {
    /// A value, and where it starts.
    struct Node: Equatable {
        var value: Value
        var position: Position
    }

    indirect enum Value: Equatable {
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
        case array([Node])
        /// Members in the order written; a key is kept with its position.
        case object([Member])

        /// What the value is, for messages (`'rules' must be an object, not a list`).
        var kind: String {
            switch self {
            case .string: "a string"
            case .number: "a number"
            case .bool: "true or false"
            case .null: "null"
            case .array: "a list"
            case .object: "an object"
            }
        }
    }

    struct Member: Equatable {
        var key: String
        var keyPosition: Position
        var value: Node
    }

    /// Line and column, from 1; the column counts bytes, as compilers do.
    struct Position: Equatable, CustomStringConvertible {
        var line: Int
        var column: Int

        var description: String { "\(line):\(column)" }
    }

    struct SyntaxError: Error, Equatable {
        var message: String
        var position: Position
    }

    static let maximumDepth = 256

    /// The document in `bytes` (a UTF-8 byte-order mark allowed before it).
    static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> Node {
        var reader = JSONReader(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.offset = 3; reader.lineStart = 3 }
        reader.skipWhitespace()
        let node = try reader.value(depth: 0)
        reader.skipWhitespace()
        guard reader.offset == bytes.count else { throw reader.error("unexpected text after the end of the document") }
        return node
    }

    private let bytes: [UInt8]
    private var offset = 0
    private var line = 1
    private var lineStart = 0

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private var position: Position { Position(line: line, column: offset - lineStart + 1) }

    private func error(_ message: String, at position: Position? = nil) -> SyntaxError {
        SyntaxError(message: message, position: position ?? self.position)
    }

    private var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    private mutating func skipWhitespace() {
        while let byte = current {
            switch byte {
            case UInt8(ascii: "\n"):
                offset += 1
                line += 1
                lineStart = offset
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): offset += 1
            default: return
            }
        }
    }

    private mutating func value(depth: Int) throws(SyntaxError) -> Node {
        let start = position
        guard let byte = current else { throw error("the document ends where a value was expected") }
        switch byte {
        case UInt8(ascii: "{"): return Node(value: try object(depth: depth + 1), position: start)
        case UInt8(ascii: "["): return Node(value: try array(depth: depth + 1), position: start)
        case UInt8(ascii: "\""): return Node(value: .string(try string()), position: start)
        case UInt8(ascii: "t"): try word("true"); return Node(value: .bool(true), position: start)
        case UInt8(ascii: "f"): try word("false"); return Node(value: .bool(false), position: start)
        case UInt8(ascii: "n"): try word("null"); return Node(value: .null, position: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return Node(value: .number(try number()), position: start)
        default: throw error("expected a value (a string, number, object, list, true, false or null)")
        }
    }

    private mutating func object(depth: Int) throws(SyntaxError) -> Value {
        guard depth <= Self.maximumDepth else { throw error("nested more than \(Self.maximumDepth) deep") }
        offset += 1
        var members: [Member] = []
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            offset += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw error("expected a key in double quotes") }
            let keyPosition = position
            let key = try string()
            if members.contains(where: { $0.key == key }) { throw error("duplicate key '\(key)'", at: keyPosition) }
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw error("expected ':' after the key '\(key)'") }
            offset += 1
            skipWhitespace()
            members.append(Member(key: key, keyPosition: keyPosition, value: try value(depth: depth)))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "}"):
                offset += 1
                return .object(members)
            default: throw error("expected ',' or '}' after the value of '\(key)'")
            }
        }
    }

    private mutating func array(depth: Int) throws(SyntaxError) -> Value {
        guard depth <= Self.maximumDepth else { throw error("nested more than \(Self.maximumDepth) deep") }
        offset += 1
        var elements: [Node] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            offset += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try value(depth: depth))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "]"):
                offset += 1
                return .array(elements)
            default: throw error("expected ',' or ']' after a list element")
            }
        }
    }

    private mutating func word(_ text: StaticString) throws(SyntaxError) {
        let expected = UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
        guard bytes[offset...].starts(with: expected) else { throw error("expected a value (did you mean \(text)?)") }
        offset += expected.count
    }

    private mutating func number() throws(SyntaxError) -> Double {
        let start = offset
        let startPosition = position
        if current == UInt8(ascii: "-") { offset += 1 }
        func digits(_ reader: inout JSONReader) -> Int {
            let first = reader.offset
            while let byte = reader.current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { reader.offset += 1 }
            return reader.offset - first
        }
        let integerStart = offset
        let integerDigits = digits(&self)
        guard integerDigits > 0 else { throw error("expected digits in a number", at: startPosition) }
        if integerDigits > 1, bytes[integerStart] == UInt8(ascii: "0") { throw error("a number does not start with 0", at: startPosition) }
        if current == UInt8(ascii: ".") {
            offset += 1
            guard digits(&self) > 0 else { throw error("expected digits after '.'") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            offset += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { offset += 1 }
            guard digits(&self) > 0 else { throw error("expected digits in the exponent") }
        }
        let number = Double(String(decoding: bytes[start..<offset], as: UTF8.self)) ?? .nan
        // Beyond a Double (`1e400`): no value to give, and Foundation rejects it too.
        guard number.isFinite else { throw error("a number too large", at: startPosition) }
        return number
    }

    /// A string literal, the reader on its opening quote.
    private mutating func string() throws(SyntaxError) -> String {
        let start = position
        offset += 1
        var text: [UInt8] = []
        while true {
            guard let byte = current else { throw error("unterminated string", at: start) }
            switch byte {
            case UInt8(ascii: "\""):
                offset += 1
                guard let decoded = String(validating: text, as: UTF8.self) else { throw error("not valid UTF-8 in a string", at: start) }
                return decoded
            case UInt8(ascii: "\\"):
                let escapeStart = position
                offset += 1
                do {
                    try escape(into: &text)
                } catch {
                    // At the backslash: the escape's bytes may be anything, a line break too.
                    throw self.error(error.message, at: escapeStart)
                }
            case 0..<0x20:
                throw error(byte == UInt8(ascii: "\n") ? "unterminated string" : "a control character in a string must be escaped",
                            at: byte == UInt8(ascii: "\n") ? start : nil)
            default:
                text.append(byte)
                offset += 1
            }
        }
    }

    private mutating func escape(into text: inout [UInt8]) throws(SyntaxError) {
        guard let byte = current else { throw error("unterminated string") }
        offset += 1
        let simple: [UInt8: UInt8] = [
            UInt8(ascii: "\""): UInt8(ascii: "\""), UInt8(ascii: "\\"): UInt8(ascii: "\\"), UInt8(ascii: "/"): UInt8(ascii: "/"),
            UInt8(ascii: "b"): 0x08, UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
        ]
        if let replacement = simple[byte] { return text.append(replacement) }
        guard byte == UInt8(ascii: "u") else {
            let shown = (0x21..<0x7F).contains(byte) ? String(Character(Unicode.Scalar(byte))) : "u{\(String(byte, radix: 16))}"
            throw error("unknown escape '\\\(shown)'")
        }
        var scalar = try hexadecimal()
        if (0xD800..<0xDC00).contains(scalar) {
            // A surrogate pair: `\uD83D\uDE00`.
            guard bytes[offset...].starts(with: Array("\\u".utf8)) else { throw error("a lone surrogate in '\\u' escapes") }
            offset += 2
            let low = try hexadecimal()
            guard (0xDC00..<0xE000).contains(low) else { throw error("a lone surrogate in '\\u' escapes") }
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let decoded = Unicode.Scalar(scalar) else { throw error("a lone surrogate in '\\u' escapes") }
        text.append(contentsOf: Array(String(Character(decoded)).utf8))
    }

    private mutating func hexadecimal() throws(SyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = Character(Unicode.Scalar(byte)).hexDigitValue else {
                throw error("expected four hexadecimal digits after '\\u'")
            }
            value = value << 4 | UInt32(digit)
            offset += 1
        }
        return value
    }
}
