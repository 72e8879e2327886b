import Foundation

/// The text of tokens, and quick questions about names and bytes: whether a token is a
/// given word, a name's hash, the Bloom filter of the file's names, a search of its bytes.
extension TokenizedSource {
    package func text(of token: Token) -> String {
        String(decoding: bytes[token.range], as: UTF8.self)
    }

    package func text(of index: TokenIndex) -> String { text(of: tokens[index]) }

    /// Whether the bytes of the code token at `position` equal `literal`.
    @usableFromInline package func codeToken(_ position: CodePosition, is literal: StaticString) -> Bool {
        token(tokenIndex(of: position), is: literal)
    }

    /// Whether the bytes of `token` equal `literal`, without building a `String`.
    package func token(_ index: TokenIndex, is literal: StaticString) -> Bool {
        let token = tokens[index]
        guard token.length == literal.utf8CodeUnitCount else { return false }
        return literal.withUTF8Buffer { buffer in
            var i = token.start
            for b in buffer {
                if bytes[i] != b { return false }
                i += 1
            }
            return true
        }
    }

    /// A name's hash: its length and its first and last eight bytes (all of a name of up
    /// to 16 bytes), mixed. Equal hashes are confirmed by comparing bytes.
    @inline(__always)
    package static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        let count = bytes.count
        guard let base = bytes.baseAddress, count > 0 else { return 0x9E37_79B9 }
        var head: UInt64 = 0
        var tail: UInt64 = 0
        if count >= 8 {
            head = UnsafeRawPointer(base).loadUnaligned(as: UInt64.self).littleEndian
            tail = UnsafeRawPointer(base + count - 8).loadUnaligned(as: UInt64.self).littleEndian
        } else {
            for i in 0..<count { head |= UInt64(base[i]) << (8 * UInt64(i)) }
        }
        var mixed = (head ^ UInt64(count) &* 0x9E37_79B9_7F4A_7C15) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 31) ^ tail) &* 0x94D0_49BB_1331_11EB
        return UInt32(truncatingIfNeeded: mixed ^ (mixed >> 32))
    }

    /// `hash` of a token of `buffer`.
    @inline(__always)
    static func hash(_ buffer: UnsafeBufferPointer<UInt8>, _ token: Token) -> UInt32 {
        hash(buffer[token.range])
    }

    package static func hash(_ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBufferPointer { hash($0) }
    }

    /// False when no identifier or keyword in the code has these bytes; true when one may.
    package func mayContainName(_ name: [UInt8]) -> Bool {
        let hash = Self.hash(name)
        return nameFilter[Int(hash >> 6) % Self.filterWords] & (1 << UInt64(hash & 63)) != 0
    }

    /// Whether `needle` occurs anywhere in the file's bytes (code, strings or comments): a
    /// quick test that lets a rule skip a file that cannot match.
    package func contains(_ needle: [UInt8]) -> Bool { Self.bytes(bytes, contain: needle) }

    /// Whether `needle` occurs in `bytes` (memchr for its first byte, then memcmp).
    package static func bytes(_ bytes: [UInt8], contain needle: [UInt8]) -> Bool {
        guard !needle.isEmpty else { return true }
        return bytes.withUnsafeBytes { haystack in
            needle.withUnsafeBytes { pattern in
                guard let base = haystack.baseAddress, haystack.count >= pattern.count else { return false }
                let first = Int32(pattern[0])
                var offset = 0
                let last = haystack.count - pattern.count
                while offset <= last {
                    guard let hit = memchr(base + offset, first, last - offset + 1) else { return false }
                    let position = base.distance(to: UnsafeRawPointer(hit))
                    if memcmp(base + position, pattern.baseAddress!, pattern.count) == 0 { return true }
                    offset = position + 1
                }
                return false
            }
        }
    }
}
