/// What the rules of one run know beyond the file they are rewriting: which rules are on,
/// and what each family of rules learned by reading the run's files before any of them is
/// rewritten (its `RunPreparation`; the one-shot rules' is `OneShotPreparation`).
public struct RunContext: Sendable {
    /// The ids of the rules that run.
    let enabledRules: Set<String>
    /// Whether the run-wide preparation ran; until then rules know only their file.
    private(set) var isPrepared = false
    /// What the preparations learned, by the type that holds it.
    private var facts: [ObjectIdentifier: any Sendable] = [:]
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
        set { facts[ObjectIdentifier(type)] = newValue }
    }

    /// The names the preparations learned that make a file worth rewriting, as words; nil
    /// when one has no word in it (`π`), so that it could be anywhere.
    private var anchorWords: [String]? {
        var words: [String] = []
        for value in facts.values {
            guard let facts = value as? any RunFacts else { continue }
            for name in facts.anchorNames {
                guard let word = WordSearch.longestWord(in: Array(name.utf8)) else { return nil }
                words.append(word)
            }
        }
        return words.sorted()
    }

    /// The anchors of `rules` in this run: their own and the names the preparations added.
    func anchors(of rules: [any Rule]) -> Anchors? {
        guard let anchors = Anchors.union(of: rules), let words = anchorWords else { return nil }
        return anchors + Anchors(anyOf: words)
    }

    /// The filter for a run of `rules` (their anchors, and `anchors` added), with the word
    /// every suppression comment holds: a suppression that silences nothing is reported.
    static func anchorFilter(_ rules: [any Rule], adding anchors: Anchors = Anchors(alternatives: [])) -> AnchorFilter? {
        Anchors.union(of: rules).map { AnchorFilter($0 + anchors + Anchors(anyOf: [Suppressions.anchor])) }
    }

    /// Runs the preparation of every rule that has one (once per kind) over `count` files,
    /// whose bytes `load` reads one at a time, so that a large run is never held in memory
    /// at once.
    public static func prepare(rules: [any Rule], count: Int, load: (Int) -> [UInt8]?) -> RunContext {
        var run = RunContext(rules: rules)
        run.isPrepared = true
        var done: Set<ObjectIdentifier> = []
        for rule in rules {
            guard let preparation = rule.runPreparation,
                done.insert(ObjectIdentifier(type(of: preparation))).inserted
            else { continue }
            preparation.prepare(&run, rules: rules, count: count, load: load)
        }
        if run.anchorWords != [] {
            run.anchorsWidened = true
            run.widenedAnchors = run.anchorWords.flatMap { anchorFilter(rules, adding: Anchors(anyOf: $0)) }
        }
        return run
    }

    /// `prepare` over bytes already in memory.
    public static func prepare(rules: [any Rule], files: [[UInt8]]) -> RunContext {
        prepare(rules: rules, count: files.count) { files[$0] }
    }
}

/// A step that reads the run's files before any is rewritten, for a family of rules whose
/// rewrite of one file depends on the others (a function migrated in one file, its callers
/// in another). It stores what it learns in the run context as its `RunFacts`.
public protocol RunPreparation: Sendable {
    func prepare(_ run: inout RunContext, rules: [any Rule], count: Int, load: (Int) -> [UInt8]?)
}

/// What a preparation learned about a run, kept in the `RunContext` under its own type.
protocol RunFacts: Sendable {
    /// The value before (or without) the preparation.
    static var none: Self { get }
    /// Names that make a file worth rewriting beyond the rules' own anchors (the functions
    /// a run migrates, whose calls are rewritten in any file).
    var anchorNames: [String] { get }
}
