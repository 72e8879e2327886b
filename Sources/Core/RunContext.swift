import Tokenizer

/// What the rules of one run know beyond the file they are rewriting: which rules are on,
/// and what each family of rules learned by reading the run's files before any of them is
/// rewritten (its `RunPreparation`; the one-shot rules' is `OneShotPreparation`).
package struct RunContext: Sendable {
    /// The ids of the rules that run.
    let enabledRules: Set<String>
    /// The modules of the run's files, as their project files declare them (none for rules
    /// run on one file at a time).
    package private(set) var project = ProjectFacts.none
    /// Whether the run-wide preparation ran; until then rules know only their file.
    package private(set) var isPrepared = false
    /// What the preparations learned, by the type that holds it, and the names among it
    /// that make files worth rewriting (`RunFacts.anchorNames`).
    private var facts: [ObjectIdentifier: any Sendable] = [:]
    private var anchorNames: [ObjectIdentifier: [String]] = [:]
    /// Whether the preparations learned names that make files worth rewriting beyond the
    /// rules' own anchors (`RunFacts.anchorNames`); `widenedAnchors` then holds them all.
    package private(set) var anchorsWidened = false
    /// The rules' anchors and the preparations' names, when `anchorsWidened`; nil when
    /// some rule or name may match in any file.
    package private(set) var widenedAnchors: AnchorFilter?

    /// A context for rules run on one file at a time, with nothing known across files.
    package init(rules: [any Rule]) {
        self.enabledRules = Set(rules.map(\.id))
    }

    package func isEnabled(_ rule: String) -> Bool { enabledRules.contains(rule) }

    /// The module the file of `source` is built in, if the run knows it.
    package func module(of source: TokenizedSource) -> ModuleFacts? { project.module(ofPath: source.path) }

    /// What a preparation stored, or its empty value.
    package subscript<Facts: RunFacts>(_ type: Facts.Type) -> Facts {
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
    package static func filterAnchors(of rules: [any Rule], adding added: Anchors = Anchors(alternatives: [])) -> Anchors? {
        Anchors.union(of: rules).map { $0 + added + Anchors(anyOf: [Suppressions.anchor]) }
    }

    /// The preparations of `rules`, one of each kind, in the order of the rules.
    package static func preparations(of rules: [any Rule]) -> [any RunPreparation] {
        var done: Set<ObjectIdentifier> = []
        return rules.flatMap(\.runPreparations).filter { done.insert(ObjectIdentifier(type(of: $0))).inserted }
    }

    /// Runs the `preparations` of `rules` on what the surveys of the run's files found (in
    /// file order; a file that could not be read has none) and, for a second look, on `files`.
    package static func prepare(
        rules: [any Rule], preparations: [any RunPreparation], surveys: [FileSurvey], files: RunFiles
    ) -> RunContext {
        var run = RunContext(rules: rules)
        run.isPrepared = true
        run.project = files.project
        for (index, preparation) in preparations.enumerated() {
            let findings = surveys.compactMap { $0.findings.isEmpty ? nil : $0.findings[index] }
            preparation.prepare(&run, rules: rules, surveys: findings, files: files.handed(to: index))
        }
        if run.anchorWords != [] {
            run.anchorsWidened = true
            run.widenedAnchors = run.anchorWords.flatMap { filterAnchors(of: rules, adding: Anchors(anyOf: $0)) }.map(AnchorFilter.init)
        }
        return run
    }

    /// A run of `rules` over files in memory (at `paths`, if known; built in the modules of
    /// `project`), as `Rewriter.prepare` makes it: each preparation
    /// surveys the files that hold its anchors (every file when `filtersByAnchors` is off),
    /// tokenized once per file. Its surveys hold only what the preparations found.
    package static func prepare(
        rules: [any Rule], files: [[UInt8]], paths: [String]? = nil,
        project: ProjectFacts = .none, filtersByAnchors: Bool = AnchorFilter.isOnByDefault
    ) -> RunContext {
        let preparations = preparations(of: rules)
        let filters = preparations.map { AnchorFilter($0.anchors) }
        let surveys = files.indices.map { file in
            var source: TokenizedSource?
            var findings: [(any Sendable)?] = []
            for (index, preparation) in preparations.enumerated() where !filtersByAnchors || filters[index].admits(files[file]) {
                let tokenized = source ?? TokenizedSource(bytes: files[file], path: paths?[file])
                source = tokenized
                if findings.isEmpty { findings = Array(repeating: nil, count: preparations.count) }
                findings[index] = preparation.survey(tokenized, rules: rules)
            }
            return FileSurvey(hasAnchors: false, mayDeclareSupport: false, findings: findings, source: nil)
        }
        return prepare(rules: rules, preparations: preparations, surveys: surveys, files: RunFiles(files, paths: paths, project: project))
    }
}

/// A step that reads the run's files before any is rewritten, for a family of rules whose
/// rewrite of one file depends on the others (a function migrated in one file, its callers
/// in another). It stores what it learns in the run context as its `RunFacts`.
///
/// It reads each file once, as the run first reads it (`survey`, in parallel, sharing the
/// tokens with the file's rewrite), and may look at the files again in `prepare`.
package protocol RunPreparation: Sendable {
    /// The words a file must contain for `survey` to learn anything from it.
    var anchors: Anchors { get }
    /// What one file tells the preparation, nil for nothing: called for every file of the
    /// run that holds one of `anchors`, in parallel, before `prepare`. It must not keep in
    /// the source's analyses anything that depends on the rest of the run.
    func survey(_ source: TokenizedSource, rules: [any Rule]) -> (any Sendable)?
    /// Stores in `run` what the surveys found (in file order, only the non-nil ones) and
    /// what a second look at `files` shows.
    func prepare(_ run: inout RunContext, rules: [any Rule], surveys: [any Sendable], files: RunFiles)
    /// Words whose presence the survey notes in every file, without tokenizing it, so that
    /// `prepare`'s second look reads only the files holding one (`RunFiles.isMarked`): the
    /// files that import XCTest, say. Nil (the default) for none.
    var marks: Anchors? { get }
}

extension RunPreparation {
    package var marks: Anchors? { nil }
}

/// What a run learns from its first reading of a file, before any file is rewritten
/// (`Rewriter.survey`).
package struct FileSurvey: Sendable {
    /// Whether the file holds an anchor of the run's rules. Without one it is left as it
    /// is — unless the preparations add anchors (`Rewriter.mayApply`).
    package var hasAnchors: Bool
    /// Whether the file may declare a helper of the support file (it holds one of
    /// `SupportHelpers.declarationAnchors`).
    package var mayDeclareSupport: Bool
    /// Bit `i` set when `rules[i]` of the rewriter may find something in the file (its
    /// anchors are there, or it has none); rules past the 64th are always run.
    package var rulesAdmitted: UInt64 = ~0
    /// Bit `i` set when the file holds one of the `marks` of the run's `i`th preparation
    /// (or that preparation's marks were not looked for).
    package var marks: UInt64 = ~0
    /// What each preparation (`RunContext.preparations`) learned from the file, by index;
    /// empty when none looked at it.
    package var findings: [(any Sendable)?]
    /// The file, tokenized for a preparation: its rewrite takes it up instead of tokenizing
    /// again. Only for a file with anchors; a caller may drop it to save memory.
    package var source: TokenizedSource?

    package init(
        hasAnchors: Bool, mayDeclareSupport: Bool, rulesAdmitted: UInt64 = ~0, marks: UInt64 = ~0, findings: [(any Sendable)?],
        source: TokenizedSource?
    ) {
        self.hasAnchors = hasAnchors
        self.mayDeclareSupport = mayDeclareSupport
        self.rulesAdmitted = rulesAdmitted
        self.marks = marks
        self.findings = findings
        self.source = source
    }
}

/// What a preparation learned about a run, kept in the `RunContext` under its own type.
package protocol RunFacts: Sendable {
    /// The value before (or without) the preparation.
    static var none: Self { get }
    /// Names that make a file worth rewriting beyond the rules' own anchors (the functions
    /// a run migrates, whose calls are rewritten in any file).
    var anchorNames: [String] { get }
}
