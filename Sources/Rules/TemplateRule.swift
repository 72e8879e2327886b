import Core
import Structure
import Tokenizer

/// A rule written as data: match → rewrite pairs with guards, in the template language.
///
/// Users' rule files (`--rules-file`) become `TemplateRule`s. The built-in rules match with
/// the same templates but render their output in code (`Rules/Subscriptions`, `Rules/OneShot`).
package struct TemplateRule: Rule {
    /// One match → rewrite pair.
    package struct Rewrite: Sendable {
        package var match: Template
        /// Nil: the rule only reports the site (with `message`), as for "kept in Combine".
        package var rewrite: Template?
        package var guards: [Guard]
        /// Said at a site the template matched but a guard refused, or — with no rewrite —
        /// at every site. Nil: guard failures are silent.
        package var message: String?
        package var severity: Diagnostic.Severity

        package init(
            match: Template, rewrite: Template?, guards: [Guard] = [], message: String? = nil,
            severity: Diagnostic.Severity = .warning
        ) {
            self.match = match
            self.rewrite = rewrite
            self.guards = guards
            self.message = message
            self.severity = severity
        }

        /// The support file's helpers the rewrite calls (`.bufferedValues()`, `.firstValue()`…).
        package var helpers: SupportHelpers { rewrite.map(SupportHelpers.called(in:)) ?? [] }
    }

    package let id: String
    package let summary: String
    package let isEnabledByDefault: Bool
    package let phase: RulePhase
    package let example: RuleExample
    package let notes: String
    package let rewrites: [Rewrite]
    /// For each match template, the words of the names it requires (`Template.requiredNames`).
    package let anchors: Anchors?

    package init(
        id: String, summary: String, isEnabledByDefault: Bool = true, phase: RulePhase = .migration,
        example: RuleExample = RuleExample(before: "", after: ""), notes: String = "", rewrites: [Rewrite]
    ) {
        self.id = id
        self.summary = summary
        self.isEnabledByDefault = isEnabledByDefault
        self.phase = phase
        self.example = example
        self.notes = notes
        self.rewrites = rewrites
        self.anchors = Self.anchors(of: rewrites)
    }

    /// One alternative per match template: the words of its names, all of which a match
    /// contains, each with the literal tokens after it up to the next hole (`Anchors.Word`).
    /// A template with no name (only holes and punctuation) may match anywhere.
    private static func anchors(of rewrites: [Rewrite]) -> Anchors? {
        let alternatives = rewrites.map { Array(Set(words(of: $0.match))).sorted() }
        guard !alternatives.contains(where: \.isEmpty) else { return nil }
        return Anchors(phrases: alternatives)
    }

    private static func words(of template: Template) -> [Anchors.Word] {
        let elements = template.elements
        return elements.indices.compactMap { index in
            guard case .literal(let literal) = elements[index], literal.kind.isName else { return nil }
            let text = String(decoding: literal.text, as: UTF8.self)
            // A name that is not a plain word (`` `default` ``, `café`) is found by its longest word alone.
            guard WordSearch.isWord(text) else { return WordSearch.longestWord(in: literal.text).map { Anchors.Word($0) } }
            var following: [String] = []
            for element in elements[(index + 1)...] {
                guard case .literal(let next) = element, followsInBytes(next.kind) else { break }
                following.append(String(decoding: next.text, as: UTF8.self))
            }
            return Anchors.Word(text, following: following)
        }
    }

    /// Tokens a phrase checks in bytes: names and punctuation (not strings, numbers or
    /// regex literals, whose text a phrase would not tell apart from their neighbours').
    private static func followsInBytes(_ kind: TokenKind) -> Bool {
        switch kind {
        case .identifier, .keyword, .poundKeyword, .wildcard, .dollarIdentifier, .leftParen, .rightParen, .leftBrace,
            .rightBrace, .leftBracket, .rightBracket, .comma, .colon, .semicolon, .period, .atSign, .backslash,
            .binaryOperator, .prefixOperator, .postfixOperator, .arrow:
            return true
        default:
            return false
        }
    }

    package func apply(to source: TokenizedSource) -> RuleResult {
        var result = RuleResult()
        let matcher = Matcher(source)
        for rewrite in rewrites {
            var helpers: SupportHelpers?
            for match in matcher.matches(of: rewrite.match) {
                guard rewrite.guards.allSatisfy({ $0.holds(for: match, in: source) }) else {
                    if let message = rewrite.message {
                        result.diagnostics.append(Diagnostic(rewrite.severity, at: match.bytes.lowerBound, message, rule: id))
                    }
                    continue
                }
                guard let template = rewrite.rewrite else {
                    if let message = rewrite.message {
                        result.diagnostics.append(Diagnostic(rewrite.severity, at: match.bytes.lowerBound, message, rule: id))
                    }
                    continue
                }
                let text = Substitution(source: source, style: CodeView(source).style).render(template, for: match)
                if helpers == nil { helpers = rewrite.helpers }
                result.edits.append(Edit(range: match.bytes, replacement: text, rule: id, helpers: helpers!))
            }
        }
        return result
    }
}
