import Foundation

/// Looks for a set of whole words in a file's bytes in one pass, without tokenizing it: what
/// decides, before the lexer runs, whether a file holds a rule's anchors (`Anchors`).
///
/// A word here is a maximal run of ASCII letters, digits and `_`; every other byte (`$`,
/// backticks, punctuation, anything outside ASCII) ends one. So a name token of the file
/// always shows its word — `sink` in `.sink {`, `` `sink` `` or `$sink` — and the search can
/// only err towards finding a word (in a comment, a string, or the ASCII part of `sinké`),
/// never towards missing one.
public struct WordSearch: Sendable {
    /// The words looked for, each an ASCII run of letters, digits and `_`.
    public let words: [[UInt8]]
    /// A 64K-bit filter keyed by a word's length and first and last bytes: most runs of the
    /// file fail it with one load.
    private let filter: [UInt64]
    /// The indices of the words with each filter key, for the runs that pass it.
    private let candidates: [Int: [Int]]

    public init(_ words: [String]) {
        precondition(words.allSatisfy(Self.isWord), "not a word: \(words)")
        self.words = words.map { Array($0.utf8) }
        var filter = [UInt64](repeating: 0, count: 1024)
        var candidates: [Int: [Int]] = [:]
        for (index, word) in self.words.enumerated() {
            let key = Self.key(word.count, word[0], word[word.count - 1])
            filter[key >> 6] |= 1 << UInt64(key & 63)
            candidates[key, default: []].append(index)
        }
        self.filter = filter
        self.candidates = candidates
    }

    /// Whether `text` is a word: a non-empty run of ASCII letters, digits and `_`.
    public static func isWord(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy { wordBytes[Int($0)] }
    }

    /// The longest word inside a name (`default` in `` `default` ``, `if` in `#if`, `caf` in
    /// `café`): found wherever the name is; nil when it has none.
    public static func longestWord(in name: [UInt8]) -> String? {
        var best: Range<Int>?
        var start: Int?
        for index in 0...name.count {
            let isWordByte = index < name.count && wordBytes[Int(name[index])]
            if isWordByte, start == nil { start = index }
            if !isWordByte, let from = start {
                if index - from > (best?.count ?? 0) { best = from..<index }
                start = nil
            }
        }
        return best.map { String(decoding: name[$0], as: UTF8.self) }
    }

    /// Calls `found` with the index of each word the first time it occurs in `bytes`, in
    /// order, until `found` returns true (done) or the bytes end.
    public func scan(_ bytes: [UInt8], _ found: (Int) -> Bool) {
        guard !words.isEmpty else { return }
        bytes.withUnsafeBufferPointer { buffer in
            filter.withUnsafeBufferPointer { filter in
                Self.wordTable.withUnsafeBufferPointer { isWord in
                    scan(buffer, filter, isWord, found)
                }
            }
        }
    }

    private func scan(
        _ bytes: UnsafeBufferPointer<UInt8>, _ filter: UnsafeBufferPointer<UInt64>, _ isWord: UnsafeBufferPointer<UInt8>,
        _ found: (Int) -> Bool
    ) {
        guard let base = bytes.baseAddress else { return }
        var seen = [Bool](repeating: false, count: words.count)
        let end = bytes.count
        var p = 0
        while p < end {
            while p < end, isWord[Int(base[p])] == 0 { p += 1 }
            let start = p
            while p < end, isWord[Int(base[p])] != 0 { p += 1 }
            guard p > start else { continue }
            let key = Self.key(p - start, base[start], base[p - 1])
            guard filter[key >> 6] & (1 << UInt64(key & 63)) != 0, let indices = candidates[key] else { continue }
            for index in indices where !seen[index] && words[index].count == p - start {
                let equal = words[index].withUnsafeBufferPointer { memcmp(base + start, $0.baseAddress!, p - start) == 0 }
                guard equal else { continue }
                seen[index] = true
                if found(index) { return }
            }
        }
    }

    @inline(__always)
    private static func key(_ length: Int, _ first: UInt8, _ last: UInt8) -> Int {
        (length & 15) << 12 | Int(first & 0x3F) << 6 | Int(last & 0x3F)
    }

    private static let wordBytes: [Bool] = (0..<256).map { byte in
        let c = UInt8(byte)
        return (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z"))
            || (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9")) || c == UInt8(ascii: "_")
    }
    private static let wordTable: [UInt8] = wordBytes.map { $0 ? 1 : 0 }
}
