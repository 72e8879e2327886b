/// Ranges merged into sorted ranges that neither overlap nor touch, asked by bisection
/// whether they hold a value or overlap a range: asking each of n ranges for each of m
/// values made files of thousands of sites quadratic (the census's changed lines, the
/// subscription rule's covered calls).
package struct SortedRanges<Bound: Comparable> {
    private var ranges: [Range<Bound>] = []

    package init(_ unsorted: some Sequence<Range<Bound>>) {
        for range in unsorted.sorted(by: { $0.lowerBound < $1.lowerBound }) where !range.isEmpty {
            if let last = ranges.last, range.lowerBound <= last.upperBound {
                ranges[ranges.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                ranges.append(range)
            }
        }
    }

    /// Whether a range holds `value`.
    package func contains(_ value: Bound) -> Bool {
        let index = firstEnding(after: value)
        return index < ranges.count && ranges[index].lowerBound <= value
    }

    /// Whether a range shares a value with `range`.
    package func overlaps(_ range: Range<Bound>) -> Bool {
        guard !range.isEmpty else { return false }
        let index = firstEnding(after: range.lowerBound)
        return index < ranges.count && ranges[index].lowerBound < range.upperBound
    }

    /// The index of the first range that ends after `value` (all of them end in order).
    private func firstEnding(after value: Bound) -> Int {
        var low = 0
        var high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].upperBound <= value { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

extension SortedRanges: Sendable where Bound: Sendable {}

extension SortedRanges where Bound == Int {
    /// Ranges of lines, each from its first to its last line.
    package init(lines: some Sequence<ClosedRange<Int>>) {
        self.init(lines.map { $0.lowerBound..<($0.upperBound + 1) })
    }

    /// Whether a range holds one of `lines`.
    package func overlaps(lines: ClosedRange<Int>) -> Bool {
        overlaps(lines.lowerBound..<(lines.upperBound + 1))
    }
}
