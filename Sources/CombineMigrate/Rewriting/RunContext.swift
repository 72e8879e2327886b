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
}
