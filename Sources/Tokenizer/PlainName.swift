/// Text that is a plain ASCII name (`[A-Za-z_][A-Za-z0-9_]*`) or a path of them
/// (`a.b.c`): what a rule checks before it writes a name it read as text into new code.
/// Byte by byte, without building a regular expression per call.
package enum PlainName {
    /// Whether `text` is one plain ASCII name.
    package static func isName<S: StringProtocol>(_ text: S) -> Bool {
        var bytes = text.utf8.makeIterator()
        guard let first = bytes.next(), isStart(first) else { return false }
        while let c = bytes.next() {
            guard isStart(c) || (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9")) else { return false }
        }
        return true
    }

    /// Whether `text` is plain names joined by single dots (`name`, `a.b`), none empty.
    package static func isPath<S: StringProtocol>(_ text: S) -> Bool {
        text.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { isName($0) }
    }

    private static func isStart(_ c: UInt8) -> Bool {
        (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z"))
            || c == UInt8(ascii: "_")
    }
}
