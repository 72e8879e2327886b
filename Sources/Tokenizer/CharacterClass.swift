import Foundation

/// Which Unicode scalars may appear in identifiers and operators: the ranges of the Swift
/// reference's lexical structure chapter (the same as the compiler's lexer).
enum CharacterClass {
    /// `$` continues an identifier (`a$b` is one name) but does not start one, as in
    /// swift-syntax's lexer (its character table marks `$` IDENT_CONT only).
    @inline(__always)
    static func isASCIIIdentifierContinuation(_ c: UInt8) -> Bool {
        (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z"))
            || (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9")) || c == UInt8(ascii: "_") || c == UInt8(ascii: "$")
    }

    /// `isASCIIIdentifierContinuation` as a 128-entry table, for the lexer's hot loops.
    nonisolated(unsafe) static let identifierContinuationTable: UnsafePointer<Bool> = {
        let table = UnsafeMutablePointer<Bool>.allocate(capacity: 128)
        for c in 0..<128 { table[c] = isASCIIIdentifierContinuation(UInt8(c)) }
        return UnsafePointer(table)
    }()

    @inline(__always)
    static func isDecimalDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }

    @inline(__always)
    static func isHexDigit(_ c: UInt8) -> Bool {
        isDecimalDigit(c) || (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "f"))
            || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "F"))
    }

    private static let identifierRanges: [ClosedRange<UInt32>] = [
        0xA8...0xA8, 0xAA...0xAA, 0xAD...0xAD, 0xAF...0xAF, 0xB2...0xB5, 0xB7...0xBA,
        0xBC...0xBE, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0xFF, 0x100...0x167F, 0x1681...0x180D,
        0x180F...0x1FFF, 0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040, 0x2054...0x2054,
        0x2060...0x206F, 0x2070...0x218F, 0x2460...0x24FF, 0x2776...0x2793, 0x2C00...0x2DFF,
        0x2E80...0x2FFF, 0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF,
        0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE44, 0xFE47...0xFFF8,
        0x10000...0x1FFFD, 0x20000...0x2FFFD, 0x30000...0x3FFFD, 0x40000...0x4FFFD,
        0x50000...0x5FFFD, 0x60000...0x6FFFD, 0x70000...0x7FFFD, 0x80000...0x8FFFD,
        0x90000...0x9FFFD, 0xA0000...0xAFFFD, 0xB0000...0xBFFFD, 0xC0000...0xCFFFD,
        0xD0000...0xDFFFD, 0xE0000...0xEFFFD,
    ]

    /// Combining marks may continue an identifier but not start one.
    private static let nonInitialRanges: [ClosedRange<UInt32>] = [
        0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F,
    ]

    private static let operatorRanges: [ClosedRange<UInt32>] = [
        0xA1...0xA7, 0xA9...0xA9, 0xAB...0xAC, 0xAE...0xAE, 0xB0...0xB1, 0xB6...0xB6,
        0xBB...0xBB, 0xBF...0xBF, 0xD7...0xD7, 0xF7...0xF7, 0x2016...0x2017, 0x2020...0x2027,
        0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E, 0x2190...0x23FF, 0x2500...0x2775,
        0x2794...0x2BFF, 0x2E00...0x2E7F, 0x3001...0x3003, 0x3008...0x3030,
    ]

    private static let operatorContinuationRanges: [ClosedRange<UInt32>] = [
        0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F,
        0xE0100...0xE01EF,
    ]

    static func isIdentifierContinuation(_ c: UInt32) -> Bool {
        if c < 0x80 { return isASCIIIdentifierContinuation(UInt8(c)) }
        return identifierRanges.contains { $0.contains(c) }
    }

    static func isIdentifierStart(_ c: UInt32) -> Bool {
        if c < 0x80 {
            let b = UInt8(c)
            return isASCIIIdentifierContinuation(b) && !isDecimalDigit(b) && b != UInt8(ascii: "$")
        }
        return isIdentifierContinuation(c) && !nonInitialRanges.contains { $0.contains(c) }
    }

    static func isOperatorStart(_ c: UInt32) -> Bool {
        if c < 0x80 { return "/=-+*%<>!&|^~.?".utf8.contains(UInt8(c)) }
        return operatorRanges.contains { $0.contains(c) }
    }

    static func isOperatorContinuation(_ c: UInt32) -> Bool {
        isOperatorStart(c) || operatorContinuationRanges.contains { $0.contains(c) }
    }
}

/// The reserved words the compiler's lexer classifies as keywords. Contextual keywords
/// (`async`, `await`, `some`, `open`, …) are identifiers here, as there.
enum Keywords {
    /// What a keyword tells the regex heuristics about the token after it (`PreviousToken`).
    enum Class: UInt8 { case expression, declaresOperator, `try`, other }

    private static let all: [String] = [
        "Any", "as", "associatedtype", "break", "case", "catch", "class", "continue", "default",
        "defer", "deinit", "do", "else", "enum", "extension", "fallthrough", "false",
        "fileprivate", "for", "func", "guard", "if", "import", "in", "init", "inout", "internal",
        "is", "let", "nil", "operator", "precedencegroup", "private", "protocol", "public",
        "repeat", "rethrows", "return", "self", "Self", "static", "struct", "subscript", "super",
        "switch", "throw", "throws", "true", "try", "typealias", "var", "where", "while",
    ]

    /// The keywords packed as 8-byte words plus a length and class, in 256 slots keyed by
    /// length, first, middle and last byte (no two keywords share one): an identifier is
    /// looked up with two loads and a compare, in a table that stays in the cache. Every
    /// keyword is at most 15 bytes; those over 8 bytes compare their tail too.
    fileprivate struct Entry {
        var head: UInt64 = 0
        var tail: UInt64 = 0
        var length = 0
        var keywordClass = Class.other
    }

    /// The table, for a lexer to keep at hand (a static is checked for initialization at
    /// every use).
    struct Table {
        fileprivate let entries: UnsafePointer<Entry>

        /// The class of the keyword `count` bytes at `base` spell, nil for any other name;
        /// `readable` bytes may be read from `base` (at least `count`).
        @inline(__always)
        func lookup(_ base: UnsafePointer<UInt8>, count: Int, readable: Int) -> Class? {
            guard count >= 2, count < 16 else { return nil }
            let entry = entries[slot(count, base[0], base[count / 2], base[count - 1])]
            guard entry.length == count, entry.head == load(base, count, readable: readable) else { return nil }
            if count > 8, entry.tail != load(base + 8, count - 8, readable: readable - 8) { return nil }
            return entry.keywordClass
        }
    }

    static var table: Table { Table(entries: entries) }

    nonisolated(unsafe) private static let entries: UnsafePointer<Entry> = {
        let table = UnsafeMutablePointer<Entry>.allocate(capacity: 256)
        table.initialize(repeating: Entry(), count: 256)
        for word in all {
            let bytes = Array(word.utf8)
            let index = slot(bytes.count, bytes[0], bytes[bytes.count / 2], bytes[bytes.count - 1])
            precondition(table[index].length == 0, "two keywords share a slot: \(word)")
            table[index] = Entry(head: pack(bytes, 0), tail: pack(bytes, 8), length: bytes.count, keywordClass: classify(word))
        }
        return UnsafePointer(table)
    }()

    @inline(__always)
    fileprivate static func slot(_ length: Int, _ first: UInt8, _ middle: UInt8, _ last: UInt8) -> Int {
        (Int(first) &* 2 &+ Int(last) &* 12 &+ length &* 16 &+ Int(middle)) & 255
    }

    private static func pack(_ bytes: [UInt8], _ from: Int) -> UInt64 {
        var word: UInt64 = 0
        for (shift, byte) in bytes.dropFirst(from).prefix(8).enumerated() { word |= UInt64(byte) << (8 * UInt64(shift)) }
        return word
    }

    private static func classify(_ word: String) -> Class {
        switch word {
        case "true", "false", "Any", "nil", "self", "Self", "super": return .expression
        case "func", "operator": return .declaresOperator
        case "try": return .try
        default: return .other
        }
    }

    /// The bytes `count` bytes from `base` as a little-endian word, 8 at most, read with one
    /// load when `readable` bytes may be read there.
    @inline(__always)
    fileprivate static func load(_ base: UnsafePointer<UInt8>, _ count: Int, readable: Int) -> UInt64 {
        if readable >= 8 {
            let word = UnsafeRawPointer(base).loadUnaligned(as: UInt64.self).littleEndian
            return count >= 8 ? word : word & ((1 << (8 * UInt64(count))) &- 1)
        }
        var word: UInt64 = 0
        for i in 0..<min(count, 8) { word |= UInt64(base[i]) << (8 * UInt64(i)) }
        return word
    }

    static func isKeyword(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = text.baseAddress else { return false }
        return table.lookup(base, count: text.count, readable: text.count) != nil
    }

    static func classify(_ text: UnsafeBufferPointer<UInt8>) -> Class {
        guard let base = text.baseAddress else { return .other }
        return table.lookup(base, count: text.count, readable: text.count) ?? .other
    }

    static func isConditionalCompilation(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        equal(text, "#if") || equal(text, "#elseif") || equal(text, "#else") || equal(text, "#endif")
    }

    /// Byte comparison with a literal, with no `String` made.
    @inline(__always)
    static func equal(_ text: UnsafeBufferPointer<UInt8>, _ word: StaticString) -> Bool {
        guard text.count == word.utf8CodeUnitCount else { return false }
        let bytes = word.utf8Start
        for i in 0..<text.count where text[i] != bytes[i] { return false }
        return true
    }
}
