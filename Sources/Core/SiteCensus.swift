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
    /// The sites of a rewrite's input, with their notes; `lines` is the input's.
    func sites(in source: TokenizedSource, lines: LineMap, run: RunContext) -> [CensusSite]
}

/// One site of the census: the input lines where an edit or a diagnostic speaks for it, and
/// the note it gets when nothing does.
package struct CensusSite: Sendable, Equatable {
    /// 1-based, in order.
    package var lines: [ClosedRange<Int>]
    package var note: Diagnostic

    package init(lines: [ClosedRange<Int>], note: Diagnostic) {
        self.lines = lines
        self.note = note
    }

    /// Whether `line` is one of the site's.
    package func holds(line: Int) -> Bool { lines.contains { $0.contains(line) } }
}
