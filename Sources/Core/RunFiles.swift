import Tokenizer

/// The files of a run, for a preparation that needs a second look at them after the
/// surveys (`RunPreparation.prepare`): read again one at a time, on the run's threads, so
/// that a large run is never held in memory at once.
package struct RunFiles: Sendable {
    package let count: Int
    /// Threads to read and look at them with.
    package let jobs: Int
    /// The bytes of a file; nil when it cannot be read (or is not UTF-8): it is skipped.
    private let load: @Sendable (Int) -> [UInt8]?
    /// The tokens of a file its survey kept, if any.
    private let kept: @Sendable (Int) -> TokenizedSource?
    /// A file's path, as its survey's `TokenizedSource.path` has it, if known.
    package let path: @Sendable (Int) -> String?
    /// The modules the files are built in, as the project files above them declare them.
    package let project: ProjectFacts
    /// The preparations' marks a file holds (`RunPreparation.marks`): bit `i` for the run's
    /// `i`th preparation; nil when not known (every mark is taken to be there).
    private let marks: @Sendable (Int) -> UInt64?
    /// The preparation the files are handed to (`RunContext.prepare`), whose marks
    /// `isMarked` asks about.
    private var preparation: Int?

    package init(
        count: Int, jobs: Int = 1, load: @escaping @Sendable (Int) -> [UInt8]?,
        kept: @escaping @Sendable (Int) -> TokenizedSource? = { _ in nil },
        path: @escaping @Sendable (Int) -> String? = { _ in nil }, project: ProjectFacts = .none,
        marks: @escaping @Sendable (Int) -> UInt64? = { _ in nil }
    ) {
        self.count = count
        self.jobs = jobs
        self.load = load
        self.kept = kept
        self.path = path
        self.project = project
        self.marks = marks
    }

    /// Files already in memory (at `paths`, if known), built in the modules of `project`;
    /// `marks`, the preparations' marks each holds, if known (`FileSurvey.marks`).
    package init(
        _ files: [[UInt8]], paths: [String]? = nil, project: ProjectFacts = .none, marks: @escaping @Sendable (Int) -> UInt64? = { _ in nil }
    ) {
        self.init(count: files.count, load: { files[$0] }, path: { paths?[$0] }, project: project, marks: marks)
    }

    /// The same files, handed to the run's `index`th preparation.
    package func handed(to index: Int) -> RunFiles {
        var files = self
        files.preparation = index
        return files
    }

    /// Whether the file at `index` holds a mark of the preparation the files are handed to
    /// (`RunPreparation.marks`), as its survey found: a second look may skip a file without
    /// one. True when not known.
    package func isMarked(_ index: Int) -> Bool {
        guard let preparation, preparation < 64, let bits = marks(index) else { return true }
        return bits & (1 << UInt64(preparation)) != 0
    }

    /// `body` on every file `filter` admits, tokenized — with the tokens its survey kept, if
    /// any, so `body` must keep in the source's analyses nothing that depends on the run. With
    /// `including`, only the files it accepts (by index) are read at all.
    package func mapSources<Value: Sendable>(
        admitted filter: AnchorFilter, including: @Sendable (Int) -> Bool = { _ in true },
        _ body: @Sendable (Int, TokenizedSource) -> Value?
    ) -> [Value?] {
        var values: [Value?] = []
        values.reserveCapacity(count)
        forEachInOrder(count: count, jobs: jobs) { index -> Value? in
            guard including(index) else { return nil }
            if let source = kept(index) { return filter.admits(source.bytes) ? body(index, source) : nil }
            guard let bytes = load(index), filter.admits(bytes) else { return nil }
            return body(index, TokenizedSource(bytes: bytes))
        } consume: { _, value in
            values.append(value)
        }
        return values
    }

    /// `body` on every readable file (with `including`, only those it accepts, by index), in
    /// parallel; what it returned, in file order (nil for the files it skipped or could not
    /// read).
    package func map<Value: Sendable>(
        including: @Sendable (Int) -> Bool = { _ in true }, _ body: @Sendable (Int, [UInt8]) -> Value?
    ) -> [Value?] {
        var values: [Value?] = []
        values.reserveCapacity(count)
        forEachInOrder(count: count, jobs: jobs) { index in
            including(index) ? load(index).flatMap { body(index, $0) } : nil
        } consume: { _, value in
            values.append(value)
        }
        return values
    }

    /// What reads one file again, tokenized (nil when it cannot be read), for a look at it
    /// after `prepare`, when a rule asks. It holds only what reads the disk, not the tokens
    /// the surveys kept, which the run frees file by file.
    package var reader: @Sendable (Int) -> TokenizedSource? {
        let load = self.load
        let path = self.path
        return { index in load(index).map { TokenizedSource(bytes: $0, path: path(index)) } }
    }
}
