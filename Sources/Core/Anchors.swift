import Foundation
import Tokenizer

/// The words a file must contain for a rule to find anything in it (pyupgrade's and
/// semgrep's pre-filter). Before a file is tokenized its bytes are searched for the anchors
/// of every rule of the run (`AnchorFilter`); a file that holds none of them is left as it
/// is, never tokenized.
///
/// Anchors must be sound: in a file without them the rule proposes no edit and reports no
/// diagnostic, whatever else the run holds. They are whole words (`WordSearch`), found in
/// code, comments and strings alike, so a rule anchors on a name its every match contains
/// (`sink` for `p.sink { … }.store(in: &set)`).
///
/// A word may carry the tokens that follow it in every match — a template's literals after a
/// name, up to its next hole (`.map(\.data)`: `map`, then `(`, `\`, `.`, `data`, `)`) — and
/// counts only where the bytes after it spell them, with whitespace between (`Phrase`).
package struct Anchors: Sendable, Equatable {
    /// A word, and the tokens that must follow it (whitespace aside).
    package struct Word: Sendable, Hashable, Comparable {
        package var text: String
        package var following: [String]

        package init(_ text: String, following: [String] = []) {
            self.text = text
            self.following = following
        }

        package static func < (a: Word, b: Word) -> Bool {
            (a.text, a.following.joined(separator: " ")) < (b.text, b.following.joined(separator: " "))
        }
    }

    /// The rule may find something in a file that contains every word of one alternative.
    package let alternatives: [[Word]]

    /// A file must contain one of `words`.
    package init(anyOf words: [String]) { self.init(alternatives: words.map { [$0] }) }

    /// A file must contain all of `words`.
    package init(allOf words: [String]) { self.init(alternatives: [words]) }

    package init(alternatives: [[String]]) {
        self.init(phrases: alternatives.map { $0.map { Word($0) } })
    }

    package init(phrases: [[Word]]) {
        precondition(phrases.joined().allSatisfy { WordSearch.isWord($0.text) }, "anchors must be words: \(phrases)")
        alternatives = phrases
    }

    /// A file may match either: the alternatives of both.
    package static func + (a: Anchors, b: Anchors) -> Anchors {
        Anchors(phrases: a.alternatives + b.alternatives)
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
package struct AnchorFilter: Sendable {
    private let search: WordSearch
    /// For each word of `search`, the tokens that must follow it, if any.
    private let phrases: [Phrase?]
    /// The number of words in each alternative, and the set it belongs to.
    private let sizes: [Int]
    private let setOfAlternative: [Int]
    /// For each word of `search`, the alternatives it belongs to.
    private let alternativesOfWord: [[Int]]
    /// The sets with an alternative without words: every file is admitted.
    private let admittedByAll: UInt64
    private let allSets: UInt64

    package init(_ anchors: Anchors) { self.init(sets: [anchors]) }

    /// Up to 64 sets of anchors, searched together.
    package init(sets: [Anchors]) {
        precondition(sets.count <= 64, "at most 64 sets of anchors")
        var words: [Anchors.Word] = []
        var indexOfWord: [Anchors.Word: Int] = [:]
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
        search = WordSearch(words.map(\.text))
        phrases = words.map { $0.following.isEmpty ? nil : Phrase($0.following) }
        self.sizes = sizes
        self.setOfAlternative = setOfAlternative
        self.alternativesOfWord = alternativesOfWord
        self.admittedByAll = admittedByAll
        allSets = sets.count == 64 ? ~0 : (1 << UInt64(sets.count)) - 1
    }

    /// Whether `bytes` contains every word of some alternative of the (first) set.
    package func admits(_ bytes: [UInt8]) -> Bool { admitted(bytes) & 1 != 0 }

    /// The sets `bytes` holds an alternative of, as bits (set `i` is bit `i`).
    package func admitted(_ bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBufferPointer { admitted($0) }
    }

    package func admitted(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var admitted = admittedByAll
        guard admitted != allSets else { return admitted }
        var missing = sizes
        search.scan(bytes) { word, end in
            if let phrase = phrases[word], !phrase.may(follow: end, in: bytes) { return .ignored }
            for alternative in alternativesOfWord[word] {
                missing[alternative] -= 1
                if missing[alternative] == 0 { admitted |= 1 << UInt64(setOfAlternative[alternative]) }
            }
            return admitted == allSets ? .enough : .counted
        }
        return admitted
    }
}

/// The tokens that must follow a word for it to count (`Anchors.Word.following`), checked
/// in bytes: whitespace and line breaks may come between; where a comment, a non-breaking
/// space or a conflict marker might, the check gives up and counts the word, so that a
/// phrase can only err towards finding a match.
struct Phrase: Sendable {
    private let tokens: [[UInt8]]

    init(_ tokens: [String]) { self.tokens = tokens.map { Array($0.utf8) } }

    /// Whether the tokens may follow the word that ends at `position`.
    func may(follow position: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var p = position
        // The word itself must end there (`$` continues a name).
        if p < bytes.count, bytes[p] == UInt8(ascii: "$") { return false }
        for token in tokens {
            while p < bytes.count, Self.isBlank(bytes[p]) { p += 1 }
            guard p < bytes.count else { return false }
            if Self.mayStartTrivia(bytes, p) { return true }
            guard p + token.count <= bytes.count,
                token.withUnsafeBufferPointer({ memcmp(bytes.baseAddress! + p, $0.baseAddress!, token.count) == 0 })
            else { return false }
            p += token.count
            // A name must end where the token does.
            if Self.isNameByte(token[token.count - 1]), p < bytes.count {
                if bytes[p] >= 0x80 { return true }
                if Self.isNameByte(bytes[p]) || bytes[p] == UInt8(ascii: "$") { return false }
            }
        }
        return true
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 || byte == 0x0B || byte == 0x0C || byte == 0
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
    }

    /// A comment (`/`), a character outside ASCII (a non-breaking space), or a conflict
    /// marker at the start of a line.
    private static func mayStartTrivia(_ bytes: UnsafeBufferPointer<UInt8>, _ p: Int) -> Bool {
        let byte = bytes[p]
        if byte == UInt8(ascii: "/") || byte >= 0x80 { return true }
        let atLineStart = p == 0 || LineBreak.isBreak(bytes[p - 1])
        return atLineStart && (byte == UInt8(ascii: "<") || byte == UInt8(ascii: "=") || byte == UInt8(ascii: ">")
            || byte == UInt8(ascii: "|"))
    }
}

extension AnchorFilter {
    /// True unless the environment has `COMBINE_MIGRATE_ANCHOR_FILTER=off`: files without an
    /// anchor are skipped. Off only to show that skipping changes nothing, in every harness
    /// at once (read with `getenv`: `ProcessInfo.environment` copies the whole environment
    /// into a dictionary).
    package static let isOnByDefault = getenv("COMBINE_MIGRATE_ANCHOR_FILTER").map { String(cString: $0) } != "off"
}
