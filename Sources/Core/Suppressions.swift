import Tokenizer

/// Inline suppressions, read from a file's comments:
///
///     // combine-migrate:disable-next-line [rule-id …]   the line below the comment
///     // combine-migrate:disable-file [rule-id …]        the whole file
///
/// No rule ids: every rule. Ids are separated by spaces or commas; ` -- ` starts a free-text
/// reason. `Rewriter` drops every edit and diagnostic whose site starts on a suppressed line,
/// in every round, so no rule has to know about suppressions.
package struct Suppressions: Sendable {
    /// One suppression comment.
    package struct Directive: Sendable, Equatable {
        package enum Scope: Sendable, Equatable {
            /// The 1-based line suppressed: the one after the comment's last line.
            case line(Int)
            case file
        }

        package var scope: Scope
        /// The rules it silences; empty for all of them.
        package var rules: [String]
        /// Where the comment starts, to report it.
        package var offset: ByteOffset

        package func covers(_ rule: String, line: Int) -> Bool {
            guard rules.isEmpty || rules.contains(rule) else { return false }
            switch scope {
            case .file: return true
            case .line(let suppressed): return suppressed == line
            }
        }
    }

    package static let prefix = "combine-migrate:"
    private static let quickCheck = Array("-migrate:".utf8)
    /// The word of the prefix: a file without it has no suppression comment.
    static let anchor = "migrate"
    /// The id diagnostics about suppressions themselves carry.
    package static let ruleID = "combine-migrate"

    package private(set) var directives: [Directive] = []
    /// Comments that start with `combine-migrate:` but name no directive, with their offsets.
    package private(set) var unknown: [(offset: ByteOffset, word: String)] = []
    private let lines: LineMap?

    package init(source: TokenizedSource) {
        // Most files have none: skip the comment walk unless the prefix is there at all
        // (searched from its `-`, a byte far rarer in Swift than its leading `c`).
        guard source.contains(Self.quickCheck) else {
            lines = nil
            return
        }
        let lines = source.lineMap
        self.lines = lines
        for token in source.tokens where token.kind == .lineComment || token.kind == .blockComment {
            guard let words = Self.words(of: source.text(of: token)) else { continue }
            let rules = Array(words.dropFirst())
            switch words[0] {
            case "disable-next-line":
                let lastLine = lines.location(of: max(token.start, token.end - 1)).line
                directives.append(Directive(scope: .line(lastLine + 1), rules: rules, offset: token.start))
            case "disable-file":
                directives.append(Directive(scope: .file, rules: rules, offset: token.start))
            default:
                unknown.append((token.start, words[0]))
            }
        }
    }

    /// The index in `directives` of the first one that silences `rule` at byte `offset`.
    package func directive(silencing rule: String, at offset: ByteOffset) -> Int? {
        guard let lines, !directives.isEmpty else { return nil }
        let line = lines.location(of: offset).line
        return directives.firstIndex { $0.covers(rule, line: line) }
    }

    /// The directive word and rule ids of a comment's text, or nil when it is no directive.
    static func words(of comment: String) -> [String]? {
        var body = Substring(comment)
        if body.hasPrefix("//") {
            body = body.dropFirst(2)
        } else if body.hasPrefix("/*") {
            body = body.dropFirst(2)
            if body.hasSuffix("*/") { body = body.dropLast(2) }
        }
        body = body.drop { $0 == " " || $0 == "\t" }
        guard body.hasPrefix(prefix) else { return nil }
        body = body.dropFirst(prefix.count)
        if let reason = body.range(of: " --") { body = body[..<reason.lowerBound] }
        let words = body.split { $0 == " " || $0 == "\t" || $0 == "," || $0 == "\r" || $0 == "\n" }.map(String.init)
        return words.isEmpty ? [""] : words
    }
}
