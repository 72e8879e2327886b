import Core
import Tokenizer

/// What the rounds of a rewrite changed, in the input's bytes: each round's edits are in the
/// text the round before made, so they are mapped back through the rounds before them. The
/// site census (`SiteCensus`) asks it which of the input's lines a rule rewrote.
struct InputChanges {
    /// Each round's applied edits, sorted and non-overlapping, in that round's text.
    private var rounds: [[Edit]] = []

    mutating func record(_ edits: [Edit]) { rounds.append(edits) }

    /// The 1-based input lines the edits changed: those their ranges touch (an insertion,
    /// the line it lands on).
    func changedLines(_ lines: LineMap) -> [ClosedRange<Int>] {
        var changed: [ClosedRange<Int>] = []
        for (round, edits) in rounds.enumerated() {
            for edit in edits {
                var lower = edit.range.lowerBound.value
                var upper = edit.range.upperBound.value
                for earlier in rounds[..<round].reversed() {
                    lower = Self.position(lower, before: earlier, isUpper: false)
                    upper = Self.position(upper, before: earlier, isUpper: true)
                }
                let first = lines.location(of: ByteOffset(lower)).line
                let last = lines.location(of: ByteOffset(max(lower, upper - 1))).line
                changed.append(first...max(first, last))
            }
        }
        return changed
    }

    /// Where `offset` of the text `edits` made was before them: the same text shifted, or,
    /// inside a replacement, that edit's range (its start for a lower bound, its end for an
    /// upper one).
    private static func position(_ offset: Int, before edits: [Edit], isUpper: Bool) -> Int {
        var delta = 0
        for edit in edits {
            let start = edit.range.lowerBound.value + delta
            if offset < start || offset == start && isUpper { break }
            let end = start + edit.replacement.count
            if offset < end || offset == end && isUpper {
                return isUpper ? edit.range.upperBound.value : edit.range.lowerBound.value
            }
            delta += edit.replacement.count - edit.range.count
        }
        return offset - delta
    }
}
