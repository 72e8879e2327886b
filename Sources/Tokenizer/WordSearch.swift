import Foundation

/// Looks for a set of whole words in a file's bytes in one pass, without tokenizing it: what
/// decides, before the lexer runs, whether a file holds a rule's anchors (`Anchors`).
///
/// A word here is a maximal run of ASCII letters, digits and `_`; every other byte (`$`,
/// backticks, punctuation, anything outside ASCII) ends one. So a name token of the file
/// always shows its word — `sink` in `.sink {`, `` `sink` `` or `$sink` — and the search can
/// only err towards finding a word (in a comment, a string, or the ASCII part of `sinké`),
/// never towards missing one.
package struct WordSearch: Sendable {
    /// The words looked for, each an ASCII run of letters, digits and `_`.
    package let words: [[UInt8]]
    /// A 4096-bit filter keyed by a run's length and first and last bytes: most runs of the
    /// file fail it with one load.
    private let filter: [UInt64]
    /// For each filter key, the first word with it (an index into `words`, -1 for none);
    /// `nextWithKey` chains the others.
    private let firstWithKey: [Int16]
    private let nextWithKey: [Int16]

    package init(_ words: [String]) {
        precondition(words.allSatisfy(Self.isWord), "not a word: \(words)")
        precondition(words.count < Int(Int16.max), "too many words")
        self.words = words.map { Array($0.utf8) }
        var filter = [UInt64](repeating: 0, count: Self.filterWords)
        var firstWithKey = [Int16](repeating: -1, count: Self.filterWords * 64)
        var nextWithKey = [Int16](repeating: -1, count: words.count)
        for (index, word) in self.words.enumerated().reversed() {
            let key = Self.key(word.count, word[0], word[word.count - 1])
            filter[key >> 6] |= 1 << UInt64(key & 63)
            nextWithKey[index] = firstWithKey[key]
            firstWithKey[key] = Int16(index)
        }
        self.filter = filter
        self.firstWithKey = firstWithKey
        self.nextWithKey = nextWithKey
    }

    /// Whether `text` is a word: a non-empty run of ASCII letters, digits and `_`.
    package static func isWord(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy { wordBytes[Int($0)] }
    }

    /// The longest word inside a name (`default` in `` `default` ``, `if` in `#if`, `caf` in
    /// `café`): found wherever the name is; nil when it has none.
    package static func longestWord(in name: [UInt8]) -> String? {
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

    /// What the caller of `scan` makes of an occurrence of a word.
    package enum Occurrence {
        /// It does not count: report the word's next occurrence.
        case ignored
        /// The word is found: do not report it again.
        case counted
        /// The word is found and the caller needs no more.
        case enough
    }

    /// Calls `found` with the index of each word the first time it occurs in `bytes`, in
    /// order, until `found` returns true (done) or the bytes end.
    package func scan(_ bytes: [UInt8], _ found: (Int) -> Bool) {
        bytes.withUnsafeBufferPointer { buffer in scan(buffer) { index, _ in found(index) ? .enough : .counted } }
    }

    /// Calls `found` with the index of a word and the end of its occurrence in `bytes`, in
    /// order, at each occurrence until one counts, until `found` says it has enough or the
    /// bytes end.
    package func scan(_ bytes: UnsafeBufferPointer<UInt8>, _ found: (_ word: Int, _ end: Int) -> Occurrence) {
        guard !words.isEmpty, let base = bytes.baseAddress else { return }
        // A copy of the filter, from which the words found are taken out: a common word
        // (`in`, `data`) costs one load per occurrence after its first.
        var filter = self.filter
        var seen = [Bool](repeating: false, count: words.count)
        filter.withUnsafeMutableBufferPointer { filter in
            // The run of word bytes `start..<end`: true when `found` is done.
            func check(_ start: Int, _ end: Int) -> Bool {
                let length = end - start
                let key = Self.key(length, base[start], base[end - 1])
                guard filter[key >> 6] & (1 << UInt64(key & 63)) != 0 else { return false }
                var index = Int(firstWithKey[key])
                var unseen = false
                var done = false
                while index >= 0 {
                    if !seen[index], words[index].count == length,
                        words[index].withUnsafeBufferPointer({ memcmp(base + start, $0.baseAddress!, length) == 0 })
                    {
                        switch found(index, end) {
                        case .ignored: break
                        case .counted: seen[index] = true
                        case .enough:
                            seen[index] = true
                            done = true
                        }
                    }
                    unseen = unseen || !seen[index]
                    index = Int(nextWithKey[index])
                }
                if !unseen { filter[key >> 6] &= ~(1 << UInt64(key & 63)) }
                return done
            }
            Self.forEachRun(bytes, check)
        }
    }

    /// Calls `body` with each maximal run of word bytes, `start..<end`, in order, until it
    /// returns true. The runs are found 64 bytes at a time: a mask of the word bytes, made
    /// eight bytes at a time with arithmetic, gives the starts and ends of the runs with bit
    /// operations, so the cost does not hang on guessing where a word ends.
    @inline(__always)
    static func forEachRun(_ bytes: UnsafeBufferPointer<UInt8>, _ body: (Int, Int) -> Bool) {
        guard let base = bytes.baseAddress else { return }
        let count = bytes.count
        let raw = UnsafeRawPointer(base)
        var block = 0
        // A run still open at the end of the last block, and whether its last byte was a word byte.
        var openStart = -1
        var lastIsWord: UInt64 = 0
        while block + 64 <= count {
            let mask = wordMask(raw, at: block)
            let previous = (mask << 1) | lastIsWord
            var starts = mask & ~previous
            var ends = ~mask & previous
            if openStart >= 0, ends != 0 {
                if body(openStart, block + ends.trailingZeroBitCount) { return }
                ends &= ends &- 1
                openStart = -1
            }
            while starts != 0 {
                let start = block + starts.trailingZeroBitCount
                starts &= starts &- 1
                guard ends != 0 else {
                    openStart = start
                    break
                }
                if body(start, block + ends.trailingZeroBitCount) { return }
                ends &= ends &- 1
            }
            lastIsWord = mask >> 63
            block += 64
        }
        // The last bytes, one at a time.
        var p = block
        if openStart >= 0 {
            while p < count, wordBytes[Int(base[p])] { p += 1 }
            if body(openStart, p) { return }
        }
        while p < count {
            while p < count, !wordBytes[Int(base[p])] { p += 1 }
            let start = p
            while p < count, wordBytes[Int(base[p])] { p += 1 }
            if p > start, body(start, p) { return }
        }
    }

    /// Bit `i` set when byte `offset + i` of `raw` is a word byte, for 64 bytes: sixteen at a
    /// time with lane-wise arithmetic (a byte's lane cannot carry into the next, so each test
    /// is two operations: `x < n` when `x | (x &+ (128 - n))` has its high bit clear), then
    /// the high bits gathered eight at a time as in `wordBits`. About a third faster than
    /// `wordBits` eight bytes at a time; `SIMD16` is the width both x86-64 and arm64 have.
    @inline(__always)
    package static func wordMask(_ raw: UnsafeRawPointer, at offset: Int) -> UInt64 {
        var mask: UInt64 = 0
        for i in 0..<4 {
            let bytes = raw.loadUnaligned(fromByteOffset: offset + 16 * i, as: SIMD16<UInt8>.self)
            // `a`…`z` and `A`…`Z` (folded to lower case), `0`…`9`, `_`, each as `x < n`.
            let letter: SIMD16<UInt8> = (bytes | SIMD16(repeating: 0x20)) &- SIMD16(repeating: 0x61)
            let digit: SIMD16<UInt8> = bytes &- SIMD16(repeating: 0x30)
            let underscore: SIMD16<UInt8> = bytes ^ SIMD16(repeating: 0x5F)
            let notLetter: SIMD16<UInt8> = letter | (letter &+ SIMD16(repeating: 128 - 26))
            let notDigit: SIMD16<UInt8> = digit | (digit &+ SIMD16(repeating: 128 - 10))
            let notUnderscore: SIMD16<UInt8> = underscore | (underscore &+ SIMD16(repeating: 128 - 1))
            let high: SIMD16<UInt8> = ~(notLetter & notDigit & notUnderscore) & SIMD16(repeating: 0x80)
            let halves = unsafeBitCast(high, to: SIMD2<UInt64>.self)
            let low = ((halves[0].littleEndian >> 7) &* 0x0102_0408_1020_4080) >> 56
            let upper = ((halves[1].littleEndian >> 7) &* 0x0102_0408_1020_4080) >> 56
            mask |= (low | upper << 8) << UInt64(16 * i)
        }
        return mask
    }

    /// Bit `i` set when byte `i` of `word` (little-endian) is a word byte: ASCII letters,
    /// digits and `_` told apart with per-byte additions that cannot carry.
    @inline(__always)
    static func wordBits(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let high: UInt64 = 0x8080_8080_8080_8080
        // High bit of each byte: set when that byte (below 0x80) is at least `c`.
        func atLeast(_ bytes: UInt64, _ c: UInt64) -> UInt64 { bytes &+ (0x80 &- c) &* ones }
        let ascii = word & ~high
        let folded = ascii | (0x20 &* ones)  // `A`-`Z` as `a`-`z`
        let letter = atLeast(folded, 0x61) & ~atLeast(folded, 0x7B)
        let digit = atLeast(ascii, 0x30) & ~atLeast(ascii, 0x3A)
        let underscore = atLeast(ascii, 0x5F) & ~atLeast(ascii, 0x60)
        let bits = (letter | digit | underscore) & ~word & high
        // Gather the eight high bits into the low byte.
        return ((bits >> 7) &* 0x0102_0408_1020_4080) >> 56
    }

    private static let filterWords = 64

    /// 12 bits from a run's length and its first and last bytes.
    @inline(__always)
    private static func key(_ length: Int, _ first: UInt8, _ last: UInt8) -> Int {
        let mixed = (UInt32(truncatingIfNeeded: length) &* 0x9E37_79B1) ^ (UInt32(first) &* 0x85EB_CA6B) ^ (UInt32(last) &* 0xC2B2_AE35)
        return Int((mixed ^ (mixed >> 15)) & 4095)
    }

    private static let wordBytes: [Bool] = (0..<256).map { byte in
        let c = UInt8(byte)
        return (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z"))
            || (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9")) || c == UInt8(ascii: "_")
    }
}
