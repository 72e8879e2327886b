import Core
import Tokenizer

extension Rewriter {
    /// The census's notes for the sites no edit changed, no diagnostic of the first round
    /// (those are in the input's lines) spoke for, and no suppression silences — neither the
    /// note, nor a rule's edit or diagnostic there (`silenced`: the site's rule was told to
    /// keep quiet about it). A note speaks for the sites on its line too (a publisher
    /// function's, for the `Future` its body makes): one note a statement.
    static func notes(
        for sites: [CensusSite], lines: LineMap, input: [UInt8], changes: InputChanges, spoken diagnostics: [Diagnostic],
        silenced: [(rule: String, offset: ByteOffset)], suppressed: (Diagnostic) -> Bool
    ) -> [Diagnostic] {
        let changed = SortedRanges(lines: changes.changedLines(lines, input: input))
        var spoken = SpokenLines((diagnostics.map { ($0.ruleID, $0.offset) } + silenced).map { ($0.0, lines.location(of: $0.1).line) })
        var notes: [Diagnostic] = []
        for site in sites {
            guard !site.isRewritten(by: changed), !spoken.speak(for: site), !suppressed(site.note) else { continue }
            notes.append(site.note)
            spoken.insert(rule: site.note.ruleID, line: lines.location(of: site.note.offset).line)
        }
        return notes
    }
}

/// What the rounds of a rewrite changed, in the input's bytes: each round's edits are in the
/// text the round before made, so they are mapped back through the rounds before them. The
/// site census (`SiteCensus`) asks it which of the input's lines a rule rewrote.
struct InputChanges {
    /// Each round's applied edits, sorted and non-overlapping, in that round's text.
    private var rounds: [[Edit]] = []

    mutating func record(_ edits: [Edit]) { rounds.append(edits) }

    /// The 1-based input lines the edits changed: those their ranges touch (an insertion,
    /// the line it lands on) — but a line of `input` a first-round edit covers whole and
    /// writes again as it was (a chain's operator a rewrite carries into its new code), which
    /// the diff shows unchanged, unless a later round edits inside that replacement.
    func changedLines(_ lines: LineMap, input: [UInt8]) -> [ClosedRange<Int>] {
        var changed: [ClosedRange<Int>] = []
        // The first round's edits no later edit reaches into: their carried lines count.
        var reached = Set<Int>()
        for (round, edits) in rounds.enumerated() {
            for edit in edits {
                var lower = edit.range.lowerBound
                var upper = edit.range.upperBound
                for (index, earlier) in rounds[..<round].enumerated().reversed() {
                    if index == 0, let inside = Self.edit(containing: lower, upper, in: earlier) { reached.insert(inside) }
                    lower = Self.position(lower, before: earlier, isUpper: false)
                    upper = Self.position(upper, before: earlier, isUpper: true)
                }
                let first = lines.location(of: lower).line
                let last = lines.location(of: max(lower, upper - 1)).line
                changed.append(first...max(first, last))
            }
        }
        guard let firstRound = rounds.first else { return changed }
        // The first round's ranges, less the lines their replacements carry as they were.
        var refined: [ClosedRange<Int>] = []
        for (index, range) in changed.enumerated() {
            guard index < firstRound.count, !reached.contains(index) else {
                refined.append(range)
                continue
            }
            let carried = Self.carriedLines(of: firstRound[index], in: range, lines, input)
            var start: Int?
            for line in range {
                if carried.contains(line) {
                    if let from = start { refined.append(from...(line - 1)) }
                    start = nil
                } else if start == nil {
                    start = line
                }
            }
            if let from = start { refined.append(from...range.upperBound) }
        }
        return refined
    }

    /// The lines of `range` the edit covers whole (from their first byte to their line
    /// break) whose text, without the break, is a line of its replacement.
    private static func carriedLines(of edit: Edit, in range: ClosedRange<Int>, _ lines: LineMap, _ input: [UInt8]) -> Set<Int> {
        let replacementLines = Set(LineBreak.lines(of: String(decoding: edit.replacement, as: UTF8.self)).map(String.init))
        var carried = Set<Int>()
        for line in range {
            guard let bytes = lines.range(ofLine: line, in: input), edit.range.lowerBound <= bytes.lowerBound,
                bytes.upperBound < edit.range.upperBound
            else { continue }
            let text = String(decoding: input[bytes], as: UTF8.self)
            if !text.allSatisfy(\.isWhitespace), replacementLines.contains(text) { carried.insert(line) }
        }
        return carried
    }

    /// The index of the edit of `edits` whose replacement holds the text `lower..<upper`.
    private static func edit(containing lower: ByteOffset, _ upper: ByteOffset, in edits: [Edit]) -> Int? {
        var delta = 0
        for (index, edit) in edits.enumerated() {
            let start = edit.range.lowerBound + delta
            let end = start + edit.replacement.count
            if upper >= start && lower <= end { return index }
            if lower < start { return nil }
            delta += edit.replacement.count - edit.range.count
        }
        return nil
    }

    /// Where `offset` of the text `edits` made was before them: the same text shifted, or,
    /// inside a replacement, that edit's range (its start for a lower bound, its end for an
    /// upper one).
    private static func position(_ offset: ByteOffset, before edits: [Edit], isUpper: Bool) -> ByteOffset {
        var delta = 0
        for edit in edits {
            let start = edit.range.lowerBound + delta
            if offset < start || offset == start && isUpper { break }
            let end = start + edit.replacement.count
            if offset < end || offset == end && isUpper {
                return isUpper ? edit.range.upperBound : edit.range.lowerBound
            }
            delta += edit.replacement.count - edit.range.count
        }
        return offset - delta
    }
}

/// The lines diagnostics are on, with their rules, sorted: whether one speaks for a census
/// site is a binary search, not a walk over every diagnostic of the file.
struct SpokenLines {
    private var entries: [(line: Int, rule: String)]

    init(_ entries: [(rule: String, line: Int)]) {
        self.entries = entries.map { (line: $0.line, rule: $0.rule) }.sorted { $0.line < $1.line }
    }

    mutating func insert(rule: String, line: Int) {
        entries.insert((line, rule), at: firstIndex(atOrAfter: line))
    }

    /// Whether a diagnostic speaks for `site`: one on its lines, or one of its `bodyRules`
    /// in its body.
    func speak(for site: CensusSite) -> Bool {
        for range in site.lines {
            let index = firstIndex(atOrAfter: range.lowerBound)
            if index < entries.count, entries[index].line <= range.upperBound { return true }
        }
        guard let body = site.body, !site.bodyRules.isEmpty else { return false }
        var index = firstIndex(atOrAfter: body.lowerBound)
        while index < entries.count, entries[index].line <= body.upperBound {
            if site.bodyRules.contains(entries[index].rule) { return true }
            index += 1
        }
        return false
    }

    private func firstIndex(atOrAfter line: Int) -> Int {
        var low = 0
        var high = entries.count
        while low < high {
            let mid = (low + high) / 2
            if entries[mid].line < line { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
