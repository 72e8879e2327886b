/// Paths printed as git prints them, so that every name reads back unambiguously — one a
/// line in `--check`, and on the `---`/`+++` lines of a diff, where `git apply` and
/// `patch` must find the file.
package enum GitPath {
    /// `path` as git prints it with `core.quotePath` on (`quote_c_style`): as it is when it
    /// holds only printable ASCII other than `"` and `\`; otherwise in double quotes, with
    /// `\t`, `\n`, `\"`, `\\` (and the other C escapes) and every other control or
    /// non-ASCII byte as three octal digits — `"caf\303\251.swift"`.
    package static func quoted(_ path: String) -> String {
        let bytes = Array(path.utf8)
        guard bytes.contains(where: needsQuoting) else { return path }
        var quoted: [UInt8] = [UInt8(ascii: "\"")]
        for byte in bytes {
            guard needsQuoting(byte) else {
                quoted.append(byte)
                continue
            }
            quoted.append(UInt8(ascii: "\\"))
            if let escape = escapes[byte] {
                quoted.append(UInt8(ascii: escape))
            } else {
                quoted += [byte >> 6, (byte >> 3) & 7, byte & 7].map { UInt8(ascii: "0") + $0 }
            }
        }
        quoted.append(UInt8(ascii: "\""))
        return String(decoding: quoted, as: UTF8.self)
    }

    /// The name on a diff's `---` or `+++` line, as git's diff.c writes it: quoted, and
    /// followed by a tab when it holds a space, so that `patch` reads the name to its end
    /// (without the tab it stops at the space and skips the file).
    static func diffHeaderName(_ path: String) -> String {
        let name = quoted(path)
        return name.utf8.contains(UInt8(ascii: " ")) ? name + "\t" : name
    }

    private static func needsQuoting(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte >= 0x7F || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    /// The bytes git writes as a backslash and a letter; the others needing it are octal.
    private static let escapes: [UInt8: Unicode.Scalar] = [
        0x07: "a", 0x08: "b", 0x09: "t", 0x0A: "n", 0x0B: "v", 0x0C: "f", 0x0D: "r",
        UInt8(ascii: "\""): "\"", UInt8(ascii: "\\"): "\\",
    ]
}
