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

/// `Anchors` compiled for searching one file after another.
public struct AnchorFilter: Sendable {
    private let search: WordSearch
    /// The number of words in each alternative.
    private let sizes: [Int]
    /// For each word of `search`, the alternatives it belongs to.
    private let alternativesOfWord: [[Int]]
    /// An alternative without words: every file is admitted.
    private let admitsAll: Bool

    public init(_ anchors: Anchors) {
        var words: [String] = []
        var indexOfWord: [String: Int] = [:]
        var alternativesOfWord: [[Int]] = []
        var sizes: [Int] = []
        for (alternative, alternativeWords) in anchors.alternatives.enumerated() {
            let distinct = Array(Set(alternativeWords))
            sizes.append(distinct.count)
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
        search = WordSearch(words)
        self.sizes = sizes
        self.alternativesOfWord = alternativesOfWord
        admitsAll = sizes.contains(0)
    }

    /// Whether `bytes` contains every word of some alternative (so a rule may find
    /// something in it).
    public func admits(_ bytes: [UInt8]) -> Bool {
        if admitsAll { return true }
        var missing = sizes
        var admitted = false
        search.scan(bytes) { word in
            for alternative in alternativesOfWord[word] {
                missing[alternative] -= 1
                if missing[alternative] == 0 { admitted = true }
            }
            return admitted
        }
        return admitted
    }
}
