import Foundation

/// Unified diffs that `git apply` and `patch -p0` accept.
///
/// The output mirrors GNU `diff -u` (without timestamps): same hunk grouping,
/// same `@@` range conventions and the same `\ No newline at end of file` marker,
/// so patches stay byte-exact for files with CRLF endings or no final newline.
package enum UnifiedDiff {
    /// The diff between `old` and `new` (raw file bytes), or "" when they are equal.
    ///
    /// - Parameters:
    ///   - old: The original file contents.
    ///   - new: The modified file contents.
    ///   - oldPath: Printed on the `---` line, prefixed with `a/` when `gitPrefixes` is true,
    ///     quoted as git quotes it (`GitPath.diffHeaderName`).
    ///   - newPath: Printed on the `+++` line, likewise with `b/`.
    ///   - context: Unchanged lines shown around each change (negative values count as 0).
    ///   - gitPrefixes: Whether to print `a/` and `b/` in front of the paths.
    ///   - color: Whether to add ANSI colors for terminal display; such output is not a valid patch.
    package static func make(old: [UInt8], new: [UInt8], oldPath: String, newPath: String,
                            context: Int = 3, gitPrefixes: Bool = false, color: Bool = false) -> String {
        if old == new { return "" }
        var hunks = Parts(context: context, color: color)
        return header(oldPath: oldPath, newPath: newPath, gitPrefixes: gitPrefixes, color: color)
            + hunks.add(old: old, new: new) + hunks.finish()
    }

    /// The `---` and `+++` lines of a diff (see `make`).
    package static func header(oldPath: String, newPath: String, gitPrefixes: Bool = false, color: Bool = false) -> String {
        var out = Output(color: color)
        out.header("--- " + GitPath.diffHeaderName((gitPrefixes ? "a/" : "") + oldPath))
        out.header("+++ " + GitPath.diffHeaderName((gitPrefixes ? "b/" : "") + newPath))
        return String(decoding: out.bytes, as: UTF8.self)
    }

    /// The first line of `old` (1-based) that a change deletes, or before which it inserts;
    /// nil when the two are equal. An insertion at the end counts as the last line.
    ///
    /// The line after the common first lines, which is where the diff's first change starts
    /// (`changeBlocks` trims them before anything else): no diff is computed.
    /// With `atEnd` false (`old` is a part of a file that goes on), an insertion after its
    /// last line counts as the line after it.
    package static func firstChangedLine(old: [UInt8], new: [UInt8], atEnd: Bool = true) -> Int? {
        if old == new { return nil }
        let oldLines = splitLines(old)
        let prefix = commonPrefix(oldLines, splitLines(new))
        return (atEnd ? min(prefix, max(oldLines.count - 1, 0)) : prefix) + 1
    }

    /// One run of deleted and/or inserted lines between two common lines (0-based line indices).
    struct Change {
        var old: Range<Int>
        var new: Range<Int>
    }

    struct Hunk {
        var oldRange: Range<Int>
        var newRange: Range<Int>
        var changes: [Change]
    }

    /// Lines keep their terminator, so `\r\n` round-trips and a missing final `\n` is visible.
    static func splitLines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var lines: [ArraySlice<UInt8>] = []
        var start = 0
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            while start < buffer.count, let newline = memchr(base + start, 0x0A, buffer.count - start) {
                let index = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(newline))
                lines.append(bytes[start...index])
                start = index + 1
            }
        }
        if start < bytes.count { lines.append(bytes[start...]) }
        return lines
    }

    /// How many first lines `old` and `new` have in common.
    static func commonPrefix(_ oldLines: [ArraySlice<UInt8>], _ newLines: [ArraySlice<UInt8>]) -> Int {
        var prefix = 0
        while prefix < oldLines.count, prefix < newLines.count, oldLines[prefix] == newLines[prefix] { prefix += 1 }
        return prefix
    }

    static func changeBlocks(_ oldLines: [ArraySlice<UInt8>], _ newLines: [ArraySlice<UInt8>]) -> [Change] {
        // The common first and last lines, trimmed as `Myers.diff` would trim them, before
        // the rest is interned: a typical edit hashes a few lines, not the whole file.
        let n = oldLines.count, m = newLines.count
        let prefix = commonPrefix(oldLines, newLines)
        var suffix = 0
        while suffix < n - prefix, suffix < m - prefix, oldLines[n - 1 - suffix] == newLines[m - 1 - suffix] { suffix += 1 }
        // Interning lines as Ints makes every comparison in the diff loop O(1).
        var lines = LineTable(capacity: n + m - 2 * (prefix + suffix))
        let (middleA, middleB) = LineMatching.changes(
            oldLines[prefix..<(n - suffix)].map { lines.id(of: $0) },
            newLines[prefix..<(m - suffix)].map { lines.id(of: $0) },
            distinctLines: lines.count)
        let changedA = Array(repeating: false, count: prefix) + middleA + Array(repeating: false, count: suffix)
        let changedB = Array(repeating: false, count: prefix) + middleB + Array(repeating: false, count: suffix)

        // Both sides have the same number of unchanged lines, in order, so walking them in
        // lockstep pairs them up; everything between two such pairs is one change block.
        var changes: [Change] = []
        var i = 0, j = 0
        while i < n || j < m {
            if i < n, j < m, !changedA[i], !changedB[j] {
                i += 1; j += 1
                continue
            }
            let (oldStart, newStart) = (i, j)
            while i < n, changedA[i] { i += 1 }
            while j < m, changedB[j] { j += 1 }
            changes.append(Change(old: oldStart..<i, new: newStart..<j))
        }
        return changes
    }

    /// Equal lines to equal numbers: an open-addressing table keyed by a hash of the line's
    /// bytes read eight at a time (a `Dictionary` of slices hashes them a byte at a time).
    struct LineTable {
        private var slots: [Int]
        private var lines: [ArraySlice<UInt8>] = []
        private let mask: Int

        init(capacity: Int) {
            var size = 16
            while size < 2 * capacity { size *= 2 }
            slots = Array(repeating: -1, count: size)
            mask = size - 1
        }

        /// The distinct lines seen: every id is below it.
        var count: Int { lines.count }

        mutating func id(of line: ArraySlice<UInt8>) -> Int {
            var slot = Self.hash(line) & mask
            while slots[slot] >= 0 {
                if lines[slots[slot]] == line { return slots[slot] }
                slot = (slot + 1) & mask
            }
            slots[slot] = lines.count
            lines.append(line)
            return lines.count - 1
        }

        private static func hash(_ line: ArraySlice<UInt8>) -> Int {
            line.withUnsafeBytes { bytes in
                var hash: UInt64 = 0xCBF2_9CE4_8422_2325 ^ UInt64(bytes.count)
                var offset = 0
                while offset + 8 <= bytes.count {
                    hash = (hash ^ bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0x0000_0100_0000_01B3
                    hash ^= hash >> 29
                    offset += 8
                }
                while offset < bytes.count {
                    hash = (hash ^ UInt64(bytes[offset])) &* 0x0000_0100_0000_01B3
                    offset += 1
                }
                hash ^= hash >> 32
                return Int(truncatingIfNeeded: (hash &* 0x9E37_79B9_7F4A_7C15) >> 16)
            }
        }
    }

    /// Groups changes like GNU diff: two changes share a hunk when their contexts overlap or touch.
    static func hunks(_ changes: [Change], context: Int, oldCount: Int) -> [Hunk] {
        var groups: [[Change]] = []
        for change in changes {
            if let previous = groups.last?.last, change.old.lowerBound - previous.old.upperBound <= 2 * context {
                groups[groups.count - 1].append(change)
            } else {
                groups.append([change])
            }
        }
        return groups.map { group in
            let first = group[0], last = group[group.count - 1]
            // Outside changes old and new advance together, so the same context lengths apply to both.
            let before = min(context, first.old.lowerBound)
            let after = min(context, oldCount - last.old.upperBound)
            return Hunk(oldRange: (first.old.lowerBound - before)..<(last.old.upperBound + after),
                        newRange: (first.new.lowerBound - before)..<(last.new.upperBound + after),
                        changes: group)
        }
    }

    /// Myers' O(ND) diff in linear space (bisecting on the middle snake), on interned lines.
    struct Myers {
        let a: [Int]
        let b: [Int]
        var changedA: [Bool]
        var changedB: [Bool]
        /// Steps of the search left (diagonals tried and lines followed); once spent, the
        /// search stops and `exhausted` says that its result is not to be used.
        private var budget: Int
        private(set) var exhausted = false

        init(a: [Int], b: [Int], budget: Int = .max) {
            self.a = a
            self.b = b
            self.budget = budget
            changedA = Array(repeating: false, count: a.count)
            changedB = Array(repeating: false, count: b.count)
        }

        mutating func diff(_ aLo: Int, _ aHi: Int, _ bLo: Int, _ bHi: Int) {
            guard !exhausted else { return }
            var (aLo, aHi, bLo, bHi) = (aLo, aHi, bLo, bHi)
            // Trimming common ends first keeps typical edits (few changes in a large file) near O(N).
            while aLo < aHi, bLo < bHi, a[aLo] == b[bLo] { aLo += 1; bLo += 1 }
            while aLo < aHi, bLo < bHi, a[aHi - 1] == b[bHi - 1] { aHi -= 1; bHi -= 1 }
            if aLo < aHi, bLo < bHi, let (x, y) = bisect(aLo, aHi, bLo, bHi) {
                diff(aLo, x, bLo, y)
                diff(x, aHi, y, bHi)
            } else {
                for i in aLo..<aHi { changedA[i] = true }
                for j in bLo..<bHi { changedB[j] = true }
            }
        }

        /// A point on an optimal edit path where the forward and backward searches meet, or nil
        /// when they never do, which only happens when the ranges share no line at all.
        mutating func bisect(_ aLo: Int, _ aHi: Int, _ bLo: Int, _ bHi: Int) -> (Int, Int)? {
            let n = aHi - aLo, m = bHi - bLo
            let maxD = (n + m + 1) / 2
            let offset = maxD
            // Slack of 2 so the d = 0 seed at `offset + 1` always fits.
            var forward = Array(repeating: -1, count: 2 * maxD + 2)
            var backward = forward
            forward[offset + 1] = 0
            backward[offset + 1] = 0
            let delta = n - m
            // With an odd delta the paths can only meet on a forward step, otherwise on a backward one.
            let meetsForward = delta % 2 != 0
            // Diagonals that ran off the grid are skipped from then on.
            var fStart = 0, fEnd = 0, bStart = 0, bEnd = 0
            var followed = 0
            for d in 0..<maxD {
                // A round of `d` costs its diagonals, and the lines they follow (`followed`).
                budget -= 2 * d + 2 + followed
                followed = 0
                if budget < 0 {
                    exhausted = true
                    return nil
                }
                for k in stride(from: -d + fStart, through: d - fEnd, by: 2) {
                    let index = offset + k
                    var x = (k == -d || (k != d && forward[index - 1] < forward[index + 1]))
                        ? forward[index + 1] : forward[index - 1] + 1
                    var y = x - k
                    let start = x
                    while x < n, y < m, a[aLo + x] == b[bLo + y] { x += 1; y += 1 }
                    followed += x - start
                    forward[index] = x
                    if x > n {
                        fEnd += 2
                    } else if y > m {
                        fStart += 2
                    } else if meetsForward {
                        let other = offset + delta - k
                        if other >= 0, other < backward.count, backward[other] != -1, x >= n - backward[other] {
                            return (aLo + x, bLo + y)
                        }
                    }
                }
                for k in stride(from: -d + bStart, through: d - bEnd, by: 2) {
                    let index = offset + k
                    var x = (k == -d || (k != d && backward[index - 1] < backward[index + 1]))
                        ? backward[index + 1] : backward[index - 1] + 1
                    var y = x - k
                    let start = x
                    while x < n, y < m, a[aHi - 1 - x] == b[bHi - 1 - y] { x += 1; y += 1 }
                    followed += x - start
                    backward[index] = x
                    if x > n {
                        bEnd += 2
                    } else if y > m {
                        bStart += 2
                    } else if !meetsForward {
                        let other = offset + delta - k
                        if other >= 0, other < forward.count, forward[other] != -1, forward[other] >= n - x {
                            let fx = forward[other]
                            return (aLo + fx, bLo + fx - (other - offset))
                        }
                    }
                }
            }
            return nil
        }
    }

    /// Accumulates raw bytes so line contents are copied exactly, never re-encoded.
    struct Output {
        let color: Bool
        var bytes: [UInt8] = []

        mutating func header(_ text: String) {
            colored("\u{1B}[1m", text.utf8, terminator: "\n".utf8)
        }

        /// GNU conventions: an empty range names the line before it, a single line omits `,1`.
        mutating func hunkHeader(old: Range<Int>, new: Range<Int>) {
            func format(_ range: Range<Int>) -> String {
                switch range.count {
                case 0: return "\(range.lowerBound),0"
                case 1: return "\(range.lowerBound + 1)"
                default: return "\(range.lowerBound + 1),\(range.count)"
                }
            }
            let text = "@@ -\(format(old)) +\(format(new)) @@"
            colored("\u{1B}[36m", text.utf8, terminator: "\n".utf8)
        }

        mutating func line(_ marker: Unicode.Scalar, _ line: ArraySlice<UInt8>) {
            let text = [UInt8(ascii: marker)] + line
            // The reset goes before `\r\n` too, so colors never bleed into the next terminal line.
            let end = text.last != UInt8(ascii: "\n") ? 0 : text.dropLast().last == UInt8(ascii: "\r") ? 2 : 1
            let escape = marker == "-" ? "\u{1B}[31m" : marker == "+" ? "\u{1B}[32m" : nil
            colored(escape, text.dropLast(end), terminator: text.suffix(end))
            if end == 0 {
                bytes += "\n\\ No newline at end of file\n".utf8
            }
        }

        private mutating func colored(_ escape: String?, _ content: some Sequence<UInt8>,
                                      terminator: some Sequence<UInt8>) {
            guard color, let escape else {
                bytes += content
                bytes += terminator
                return
            }
            bytes += escape.utf8
            bytes += content
            bytes += "\u{1B}[0m".utf8
            bytes += terminator
        }
    }
}
