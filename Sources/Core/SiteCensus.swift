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

    /// Whether an edit changing the lines of `changed` rewrote the site.
    package func isRewritten(by changed: SortedRanges<Int>) -> Bool {
        lines.contains { changed.overlaps(lines: $0) }
    }
}
