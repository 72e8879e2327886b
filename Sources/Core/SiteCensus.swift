import Tokenizer

/// The run's last word on a file's Combine sites (`dataTaskPublisher`, `Future`, `Just`,
/// `Fail`, `sink`, `assign(to:on:)`, publisher functions and properties): after the rules,
/// each site no edit changed and no diagnostic spoke for gets a note saying why it stays in
/// Combine, so that no site ends a run in silence (SPEC §5a). The `Rewriter` knows it only
/// through this protocol; the census itself is Structure's, the reasons the rules'.
package protocol SiteCensus: Sendable {
    /// The words a file must contain to hold a site: they join the rules' anchors, so that
    /// a file with sites and none of the rules' words is still read.
    var anchors: Anchors { get }
    /// The sites of a rewrite's input, with their notes; nil for a file without any.
    func sites(in source: TokenizedSource, run: RunContext) -> FileCensus?
}

/// The sites of a file, and its lines (which the `Rewriter` reads its diagnostics' lines
/// from too: one line map a file).
package struct FileCensus: Sendable {
    package var lines: LineMap
    package var sites: [CensusSite]

    package init(lines: LineMap, sites: [CensusSite]) {
        self.lines = lines
        self.sites = sites
    }
}

/// One site of the census: the input lines where an edit or a diagnostic speaks for it, and
/// the note it gets when nothing does.
package struct CensusSite: Sendable, Equatable {
    /// What the site is (`future`, `sink`, `publisherFunction`…), for those who count them.
    package var kind: String
    /// 1-based, in order: where any edit or diagnostic speaks for the site.
    package var lines: [ClosedRange<Int>]
    /// The lines of the body of the publisher declaration the site is or is in, where the
    /// diagnostics of `bodyRules` speak for it too (the one-shot rules say what they make
    /// of a function wherever in it the reason is).
    package var body: ClosedRange<Int>?
    package var bodyRules: Set<String>
    package var note: Diagnostic

    package init(kind: String, lines: [ClosedRange<Int>], body: ClosedRange<Int>? = nil, bodyRules: Set<String> = [], note: Diagnostic) {
        self.kind = kind
        self.lines = lines
        self.body = body
        self.bodyRules = bodyRules
        self.note = note
    }

    /// Whether an edit changing lines of `changed` rewrote the site.
    package func isRewritten(by changed: ChangedLines) -> Bool {
        lines.contains(where: changed.overlaps)
    }
}

/// The input lines a file's edits changed, as sorted ranges that do not touch, so that a
/// site is checked against them in logarithmic time: a file of thousands of rewritten sites
/// made this census quadratic.
package struct ChangedLines {
    private var ranges: [ClosedRange<Int>] = []

    package init(_ changed: [ClosedRange<Int>]) {
        for range in changed.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = ranges.last, range.lowerBound <= last.upperBound {
                ranges[ranges.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                ranges.append(range)
            }
        }
    }

    /// Whether a changed line is in `lines`.
    package func overlaps(_ lines: ClosedRange<Int>) -> Bool {
        // The first range that does not end before `lines` starts.
        var low = 0
        var high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].upperBound < lines.lowerBound { low = middle + 1 } else { high = middle }
        }
        return low < ranges.count && ranges[low].lowerBound <= lines.upperBound
    }
}
