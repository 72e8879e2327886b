/// The words a file must contain for a rule to find anything in it (pyupgrade's and
/// semgrep's pre-filter). Before a file is tokenized its bytes are searched for the anchors
/// of every rule of the run (`AnchorFilter`); a file that holds none of them is left as it
/// is, never tokenized.
///
/// Anchors must be sound: in a file without them the rule proposes no edit and reports no
/// diagnostic, whatever else the run holds. They are whole words (`WordSearch`), found in
/// code, comments and strings alike, so a rule anchors on a name its every match contains
/// (`sink` for `p.sink { … }.store(in: &set)`).
public struct Anchors: Sendable, Equatable {
    /// The rule may find something in a file that contains every word of one alternative.
    public let alternatives: [[String]]

    /// A file must contain one of `words`.
    public init(anyOf words: [String]) { self.init(alternatives: words.map { [$0] }) }

    /// A file must contain all of `words`.
    public init(allOf words: [String]) { self.init(alternatives: [words]) }

    public init(alternatives: [[String]]) {
        precondition(alternatives.joined().allSatisfy(WordSearch.isWord), "anchors must be words: \(alternatives)")
        self.alternatives = alternatives
    }

    /// A file may match either: the alternatives of both.
    public static func + (a: Anchors, b: Anchors) -> Anchors {
        Anchors(alternatives: a.alternatives + b.alternatives)
    }

    /// The anchors of all of `rules` together; nil (any file may match) when one of them
    /// has none.
    static func union(of rules: [any Rule]) -> Anchors? {
        var all = Anchors(alternatives: [])
        for rule in rules {
            guard let anchors = rule.anchors else { return nil }
            all = all + anchors
        }
        return all
    }
}

/// `Anchors` compiled for searching one file after another: one set, or several at once
/// (the rules' anchors and their preparations', found in one pass over the file).
public struct AnchorFilter: Sendable {
    private let search: WordSearch
    /// The number of words in each alternative, and the set it belongs to.
    private let sizes: [Int]
    private let setOfAlternative: [Int]
    /// For each word of `search`, the alternatives it belongs to.
    private let alternativesOfWord: [[Int]]
    /// The sets with an alternative without words: every file is admitted.
    private let admittedByAll: UInt64
    private let allSets: UInt64

    public init(_ anchors: Anchors) { self.init(sets: [anchors]) }

    /// Up to 64 sets of anchors, searched together.
    public init(sets: [Anchors]) {
        precondition(sets.count <= 64, "at most 64 sets of anchors")
        var words: [String] = []
        var indexOfWord: [String: Int] = [:]
        var alternativesOfWord: [[Int]] = []
        var sizes: [Int] = []
        var setOfAlternative: [Int] = []
        var admittedByAll: UInt64 = 0
        for (set, anchors) in sets.enumerated() {
            for alternativeWords in anchors.alternatives {
                let alternative = sizes.count
                let distinct = Array(Set(alternativeWords)).sorted()
                sizes.append(distinct.count)
                setOfAlternative.append(set)
                if distinct.isEmpty { admittedByAll |= 1 << UInt64(set) }
                for word in distinct {
                    let index = indexOfWord[word] ?? words.count
                    if index == words.count {
                        indexOfWord[word] = index
                        words.append(word)
                        alternativesOfWord.append([])
                    }
                    alternativesOfWord[index].append(alternative)
                }
            }
        }
        search = WordSearch(words)
        self.sizes = sizes
        self.setOfAlternative = setOfAlternative
        self.alternativesOfWord = alternativesOfWord
        self.admittedByAll = admittedByAll
        allSets = sets.count == 64 ? ~0 : (1 << UInt64(sets.count)) - 1
    }

    /// Whether `bytes` contains every word of some alternative of the (first) set.
    public func admits(_ bytes: [UInt8]) -> Bool { admitted(bytes) & 1 != 0 }

    /// The sets `bytes` holds an alternative of, as bits (set `i` is bit `i`).
    public func admitted(_ bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBufferPointer { admitted($0) }
    }

    public func admitted(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var admitted = admittedByAll
        guard admitted != allSets else { return admitted }
        var missing = sizes
        search.scan(bytes) { word in
            for alternative in alternativesOfWord[word] {
                missing[alternative] -= 1
                if missing[alternative] == 0 { admitted |= 1 << UInt64(setOfAlternative[alternative]) }
            }
            return admitted == allSets
        }
        return admitted
    }
}
