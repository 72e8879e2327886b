import Tokenizer

/// The names a file may declare a type by, read from its bytes without tokenizing it: the
/// word after each `class`, `struct`, `enum`, `actor`, `protocol`, `typealias` and
/// `associatedtype`. A superset — the same
/// words in comments and strings count, `class func` gives `func` — so that a module's file
/// whose set lacks a name surely declares no type of that name, and need not be read to
/// learn where a type of that name runs (`ModuleTypes`). What the bytes cannot settle makes
/// the file `uncertain`: a comment between the keyword and the name (`class /* … */ Feed`).
package struct DeclaredNames: Sendable, Equatable {
    package var names: Set<String> = []
    /// The file may declare any name: read it for every one.
    package var uncertain = false
    /// The file holds the word `globalActor`: it may declare a global actor.
    package var mayDeclareGlobalActor = false

    private static let search = WordSearch(["class", "struct", "enum", "actor", "protocol", "globalActor", "typealias", "associatedtype"])
    private static let globalActorWord = 5

    package init(names: Set<String> = [], uncertain: Bool = false, mayDeclareGlobalActor: Bool = false) {
        self.names = names
        self.uncertain = uncertain
        self.mayDeclareGlobalActor = mayDeclareGlobalActor
    }

    /// Adds the names `other` may declare: the names of a file's parts together.
    package mutating func formUnion(_ other: DeclaredNames) {
        names.formUnion(other.names)
        uncertain = uncertain || other.uncertain
        mayDeclareGlobalActor = mayDeclareGlobalActor || other.mayDeclareGlobalActor
    }

    package init(scanning bytes: [UInt8]) {
        var found = DeclaredNames()
        bytes.withUnsafeBufferPointer { buffer in
            Self.search.scan(buffer) { word, end in
                if word == Self.globalActorWord {
                    found.mayDeclareGlobalActor = true
                    return .counted
                }
                switch Self.name(after: end, in: buffer) {
                case .name(let name, let quoted):
                    found.names.insert(name)
                    if quoted { found.names.insert("`" + name + "`") }
                case .comment: found.uncertain = true
                case .none: break
                }
                return .ignored
            }
        }
        self = found
    }

    /// Whether the file may declare a type or a global actor at all.
    package var mayDeclareAny: Bool { !names.isEmpty || uncertain || mayDeclareGlobalActor }

    /// Whether the file may declare a type named `name` (a last component, as
    /// `TypeSummary.Declaration.name` has it).
    package func mayDeclare(_ name: String) -> Bool {
        uncertain || names.contains(name)
    }

    private enum Following {
        case name(String, quoted: Bool)
        case comment
        case none
    }

    /// The word after the keyword ending at `end`, past white space and a backtick.
    private static func name(after end: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Following {
        var p = end
        while p < bytes.count, isSpace(bytes[p]) { p += 1 }
        guard p < bytes.count else { return .none }
        if bytes[p] == UInt8(ascii: "/") { return .comment }
        let quoted = bytes[p] == UInt8(ascii: "`")
        if quoted { p += 1 }
        let start = p
        while p < bytes.count, isNameByte(bytes[p]) { p += 1 }
        guard p > start else { return .none }
        return .name(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<p]), as: UTF8.self), quoted: quoted)
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    /// A byte of an identifier: ASCII letters, digits, `_`, `$`, and every byte of a
    /// non-ASCII character (Swift's other identifier characters).
    private static func isNameByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$")
    }
}
