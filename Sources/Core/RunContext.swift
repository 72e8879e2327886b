/// What the rules of one run know beyond the file they are rewriting: which rules are on,
/// and what each family of rules learned by reading the run's files before any of them is
/// rewritten (its `RunPreparation`; the one-shot rules' is `OneShotPreparation`).
public struct RunContext: Sendable {
    /// The ids of the rules that run.
    let enabledRules: Set<String>
    /// Whether the run-wide preparation ran; until then rules know only their file.
    private(set) var isPrepared = false
    /// What the preparations learned, by the type that holds it, and the names among it
    /// that make files worth rewriting (`RunFacts.anchorNames`).
    private var facts: [ObjectIdentifier: any Sendable] = [:]
    private var anchorNames: [ObjectIdentifier: [String]] = [:]
    /// Whether the preparations learned names that make files worth rewriting beyond the
    /// rules' own anchors (`RunFacts.anchorNames`); `widenedAnchors` then holds them all.
    private(set) var anchorsWidened = false
    /// The rules' anchors and the preparations' names, when `anchorsWidened`; nil when
    /// some rule or name may match in any file.
    private(set) var widenedAnchors: AnchorFilter?

    /// A context for rules run on one file at a time, with nothing known across files.
    public init(rules: [any Rule]) {
        self.enabledRules = Set(rules.map(\.id))
    }

    func isEnabled(_ rule: String) -> Bool { enabledRules.contains(rule) }

    /// What a preparation stored, or its empty value.
    subscript<Facts: RunFacts>(_ type: Facts.Type) -> Facts {
        get { facts[ObjectIdentifier(type)] as? Facts ?? Facts.none }
        set {
            facts[ObjectIdentifier(type)] = newValue
            anchorNames[ObjectIdentifier(type)] = newValue.anchorNames
        }
    }

    /// The names the preparations learned that make a file worth rewriting, as words; nil
    /// when one has no word in it (`π`), so that it could be anywhere.
    private var anchorWords: [String]? {
        var words: [String] = []
        for name in anchorNames.values.joined() {
            guard let word = WordSearch.longestWord(in: Array(name.utf8)) else { return nil }
            words.append(word)
        }
        return words.sorted()
    }

    /// The anchors of `rules` in this run: their own and the names the preparations added.
    func anchors(of rules: [any Rule]) -> Anchors? {
        guard let anchors = Anchors.union(of: rules), let words = anchorWords else { return nil }
        return anchors + Anchors(anyOf: words)
    }

    /// The anchors of a run of `rules` (and of `added`), with the word every suppression
    /// comment holds: a suppression that silences nothing is reported.
    static func filterAnchors(of rules: [any Rule], adding added: Anchors = Anchors(alternatives: [])) -> Anchors? {
        Anchors.union(of: rules).map { $0 + added + Anchors(anyOf: [Suppressions.anchor]) }
    }

    /// The preparations of `rules`, one of each kind, in the order of the rules.
    static func preparations(of rules: [any Rule]) -> [any RunPreparation] {
        var done: Set<ObjectIdentifier> = []
        return rules.compactMap { rule in
            guard let preparation = rule.runPreparation, done.insert(ObjectIdentifier(type(of: preparation))).inserted
            else { return nil }
            return preparation
        }
    }

    /// Runs the `preparations` of `rules` on what the surveys of the run's files found (in
    /// file order; a file that could not be read has none) and, for a second look, on `files`.
    static func prepare(
        rules: [any Rule], preparations: [any RunPreparation], surveys: [FileSurvey], files: RunFiles
    ) -> RunContext {
        var run = RunContext(rules: rules)
        run.isPrepared = true
        for (index, preparation) in preparations.enumerated() {
            let findings = surveys.compactMap { $0.findings.isEmpty ? nil : $0.findings[index] }
            preparation.prepare(&run, rules: rules, surveys: findings, files: files)
        }
        if run.anchorWords != [] {
            run.anchorsWidened = true
            run.widenedAnchors = run.anchorWords.flatMap { filterAnchors(of: rules, adding: Anchors(anyOf: $0)) }.map(AnchorFilter.init)
        }
        return run
    }

    /// A run of `rules` over files in memory (see `Rewriter.prepare`).
    public static func prepare(rules: [any Rule], files: [[UInt8]]) -> RunContext {
        Rewriter(rules: rules).prepare(files)
    }
}

/// A step that reads the run's files before any is rewritten, for a family of rules whose
/// rewrite of one file depends on the others (a function migrated in one file, its callers
/// in another). It stores what it learns in the run context as its `RunFacts`.
///
/// It reads each file once, as the run first reads it (`survey`, in parallel, sharing the
/// tokens with the file's rewrite), and may look at the files again in `prepare`.
public protocol RunPreparation: Sendable {
    /// The words a file must contain for `survey` to learn anything from it.
    var anchors: Anchors { get }
    /// What one file tells the preparation, nil for nothing: called for every file of the
    /// run that holds one of `anchors`, in parallel, before `prepare`. It must not keep in
    /// the source's analyses anything that depends on the rest of the run.
    func survey(_ source: TokenizedSource, rules: [any Rule]) -> (any Sendable)?
    /// Stores in `run` what the surveys found (in file order, only the non-nil ones) and
    /// what a second look at `files` shows.
    func prepare(_ run: inout RunContext, rules: [any Rule], surveys: [any Sendable], files: RunFiles)
}

/// What a run learns from its first reading of a file, before any file is rewritten
/// (`Rewriter.survey`).
public struct FileSurvey: Sendable {
    /// Whether the file holds an anchor of the run's rules. Without one it is left as it
    /// is — unless the preparations add anchors (`Rewriter.mayApply`).
    public var hasAnchors: Bool
    /// Whether the file may declare a helper of the support file (it holds one of
    /// `SupportHelpers.declarationAnchors`).
    public var mayDeclareSupport: Bool
    /// Bit `i` set when `rules[i]` of the rewriter may find something in the file (its
    /// anchors are there, or it has none); rules past the 64th are always run.
    var rulesAdmitted: UInt64 = ~0
    /// What each preparation (`RunContext.preparations`) learned from the file, by index;
    /// empty when none looked at it.
    var findings: [(any Sendable)?]
    /// The file, tokenized for a preparation: its rewrite takes it up instead of tokenizing
    /// again. Only for a file with anchors; a caller may drop it to save memory.
    public var source: TokenizedSource?
}

/// What a preparation learned about a run, kept in the `RunContext` under its own type.
protocol RunFacts: Sendable {
    /// The value before (or without) the preparation.
    static var none: Self { get }
    /// Names that make a file worth rewriting beyond the rules' own anchors (the functions
    /// a run migrates, whose calls are rewritten in any file).
    var anchorNames: [String] { get }
}
