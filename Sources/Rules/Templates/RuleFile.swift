import Core
import Foundation
import Tokenizer

/// Users' rule files: a small line-based format, documented in `docs/templates.md`.
///
///     # Comments start with '#'.
///     rule: user-async
///     summary: The user API is async now
///     default: on
///     match: :[client].userPublisher()
///     rewrite: try await :[client].user()
///     where: client is identifier
///
/// A value may instead be a block: nothing after the colon, then lines indented deeper
/// than the key (the block is dedented). `match:` starts a new match → rewrite pair within
/// the current rule; `rewrite:`, `where:`, `message:` and `severity:` belong to it.
package enum RuleFile {
    package struct ParseError: Error, Equatable, CustomStringConvertible {
        package let path: String
        package let line: Int
        package let message: String
        package var description: String { "\(path):\(line): error: \(message)" }
    }

    package static func load(_ path: String) throws(ParseError) -> [TemplateRule] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ParseError(path: path, line: 0, message: "cannot read the rules file")
        }
        return try parse(String(decoding: data, as: UTF8.self), path: path)
    }

    private struct Entry {
        let key: String
        let value: String
        let line: Int
    }

    package static func parse(_ text: String, path: String) throws(ParseError) -> [TemplateRule] {
        let entries = try entries(of: text, path: path)
        var rules: [TemplateRule] = []
        var draft: RuleDraft?
        func fail(_ line: Int, _ message: String) -> ParseError { ParseError(path: path, line: line, message: message) }
        for entry in entries {
            if entry.key == "rule" {
                if let finished = draft { rules.append(try finished.build(path: path)) }
                guard isRuleID(entry.value) else {
                    throw fail(entry.line, "a rule id is lowercase letters, digits and '-', not '\(entry.value)'")
                }
                if rules.contains(where: { $0.id == entry.value }) || RuleCatalog.rule(withID: entry.value) != nil {
                    throw fail(entry.line, "rule '\(entry.value)' is defined twice")
                }
                draft = RuleDraft(id: entry.value, line: entry.line)
                continue
            }
            guard draft != nil else { throw fail(entry.line, "'\(entry.key):' before any 'rule:'") }
            try draft!.add(entry.key, entry.value, line: entry.line, path: path)
        }
        if let finished = draft { rules.append(try finished.build(path: path)) }
        return rules
    }

    /// `[a-z0-9][a-z0-9-]*` (checked by hand: a regular expression costs milliseconds to make).
    private static func isRuleID(_ text: String) -> Bool {
        func allowed(_ byte: UInt8) -> Bool {
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
        }
        guard let first = text.utf8.first, allowed(first) else { return false }
        return text.utf8.allSatisfy { allowed($0) || $0 == UInt8(ascii: "-") }
    }

    /// Splits the file into `key: value` entries, reading indented blocks as one value (its
    /// lines joined with `\n`, whatever the file's line breaks: templates are written so).
    private static func entries(of text: String, path: String) throws(ParseError) -> [Entry] {
        let lines = LineBreak.lines(of: text).map(String.init)
        var entries: [Entry] = []
        var i = 0
        while i < lines.count {
            let line = lines[i]
            let trimmed = line.trimmingBlanks()
            if trimmed.isEmpty || trimmed.hasPrefix("#") { i += 1; continue }
            let indent = line.prefix { $0 == " " || $0 == "\t" }.count
            guard let colon = trimmed.firstIndex(of: ":") else {
                throw ParseError(path: path, line: i + 1, message: "expected 'key: value', found '\(trimmed)'")
            }
            let key = String(trimmed[..<colon])
            let value = trimmed[trimmed.index(after: colon)...].trimmingBlanks()
            let lineNumber = i + 1
            i += 1
            if !value.isEmpty {
                entries.append(Entry(key: key, value: value, line: lineNumber))
                continue
            }
            var block: [String] = []
            while i < lines.count {
                let next = lines[i]
                let nextIndent = next.prefix { $0 == " " || $0 == "\t" }.count
                if !next.trimmingBlanks().isEmpty && nextIndent <= indent { break }
                block.append(next)
                i += 1
            }
            while let last = block.last, last.trimmingBlanks().isEmpty { block.removeLast() }
            let common = block.filter { !$0.trimmingBlanks().isEmpty }
                .map { $0.prefix { $0 == " " || $0 == "\t" }.count }.min() ?? 0
            let dedented = block.map { $0.count >= common ? String($0.dropFirst(common)) : "" }
            entries.append(Entry(key: key, value: dedented.joined(separator: "\n"), line: lineNumber))
        }
        return entries
    }
}

/// A rule being read from a file, checked as it is completed.
private struct RuleDraft {
    let id: String
    let line: Int
    var summary: String?
    var isEnabledByDefault = true
    var notes = ""
    var exampleBefore = ""
    var exampleAfter = ""
    var rewrites: [TemplateRule.Rewrite] = []
    var rewriteLines: [Int] = []

    init(id: String, line: Int) {
        self.id = id
        self.line = line
    }

    mutating func add(_ key: String, _ value: String, line: Int, path: String) throws(RuleFile.ParseError) {
        func fail(_ message: String) -> RuleFile.ParseError { RuleFile.ParseError(path: path, line: line, message: message) }
        func template(_ text: String, rewrite: Bool = false) throws(RuleFile.ParseError) -> Template {
            do { return try Template(text, rewrite: rewrite) } catch { throw fail("bad template: \(error.message)") }
        }
        switch key {
        case "summary": summary = value
        case "notes": notes = value
        case "example-before": exampleBefore = value
        case "example-after": exampleAfter = value
        case "default":
            guard value == "on" || value == "off" else { throw fail("'default:' is 'on' or 'off', not '\(value)'") }
            isEnabledByDefault = value == "on"
        case "match":
            rewrites.append(TemplateRule.Rewrite(match: try template(value), rewrite: nil))
            rewriteLines.append(line)
        default:
            guard !rewrites.isEmpty else { throw fail("'\(key):' before any 'match:'") }
            let current = rewrites.count - 1
            switch key {
            case "rewrite":
                let rewrite = try template(value, rewrite: true)
                let unbound = rewrite.holeNames.subtracting(rewrites[current].match.holeNames)
                if let name = unbound.sorted().first { throw fail("the rewrite uses ':[\(name)]', which the match does not bind") }
                rewrites[current].rewrite = rewrite
            case "where":
                let guardValue = try Self.parseGuard(value, fail: fail)
                if let hole = guardValue.hole, !rewrites[current].match.holeNames.contains(hole) {
                    throw fail("'where:' names '\(hole)', which the match does not bind")
                }
                rewrites[current].guards.append(guardValue)
            case "message": rewrites[current].message = value
            case "severity":
                guard let severity = Diagnostic.Severity(rawValue: value), severity != .error else {
                    throw fail("'severity:' is 'warning' or 'note', not '\(value)'")
                }
                rewrites[current].severity = severity
            default:
                throw fail("unknown key '\(key)'; expected rule, summary, default, notes, example-before, example-after, match, rewrite, where, message or severity")
            }
        }
    }

    static func parseGuard(_ text: String, fail: (String) -> RuleFile.ParseError) throws(RuleFile.ParseError) -> Guard {
        func template(_ text: String) throws(RuleFile.ParseError) -> Template {
            do { return try Template(text) } catch { throw fail("bad template: \(error.message)") }
        }
        func pattern(_ text: Substring) throws(RuleFile.ParseError) -> Guard.Pattern {
            guard text.count >= 2, text.first == "/", text.last == "/" else {
                throw fail("a pattern is written between slashes: /…/")
            }
            do { return try Guard.Pattern(String(text.dropFirst().dropLast())) } catch {
                throw fail("bad regular expression \(text)")
            }
        }
        for (prefix, negated) in [("not inside func returning ", true), ("inside func returning ", false)] where text.hasPrefix(prefix) {
            let returnType = try template(String(text.dropFirst(prefix.count)))
            return negated ? .notInsideFunction(returning: returnType) : .insideFunction(returning: returnType)
        }
        let words = text.split(separator: " ", maxSplits: 1)
        if words.count == 2 {
            let hole = String(words[0])
            let rest = words[1]
            if rest == "is identifier" { return .isIdentifier(hole: hole) }
            if rest.hasPrefix("matches ") { return .matches(hole: hole, try pattern(rest.dropFirst("matches ".count))) }
            if rest.hasPrefix("does not match ") {
                return .doesNotMatch(hole: hole, try pattern(rest.dropFirst("does not match ".count)))
            }
        }
        throw fail("unknown condition '\(text)'; expected 'NAME is identifier', 'NAME matches /RE/', 'NAME does not match /RE/', 'inside func returning TEMPLATE' or 'not inside func returning TEMPLATE'")
    }

    func build(path: String) throws(RuleFile.ParseError) -> TemplateRule {
        guard let summary else { throw RuleFile.ParseError(path: path, line: line, message: "rule '\(id)' has no 'summary:'") }
        guard !rewrites.isEmpty else { throw RuleFile.ParseError(path: path, line: line, message: "rule '\(id)' has no 'match:'") }
        for (rewrite, line) in zip(rewrites, rewriteLines) where rewrite.rewrite == nil && rewrite.message == nil {
            throw RuleFile.ParseError(path: path, line: line, message: "a 'match:' needs a 'rewrite:' or a 'message:'")
        }
        return TemplateRule(
            id: id, summary: summary, isEnabledByDefault: isEnabledByDefault,
            example: RuleExample(before: exampleBefore, after: exampleAfter), notes: notes, rewrites: rewrites)
    }
}

extension StringProtocol {
    /// The text without the blanks at either end: what `trimmingCharacters(in: .whitespaces)`
    /// removes (a tab, or a space separator: ` `, a no-break space…), found scalar by scalar
    /// in Swift rather than through Foundation's `CharacterSet`, which is slow on Linux.
    package func trimmingBlanks() -> String {
        func isBlank(_ scalar: Unicode.Scalar) -> Bool {
            scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator
        }
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !isBlank($0) }) else { return "" }
        let last = scalars.lastIndex(where: { !isBlank($0) })!
        return String(String.UnicodeScalarView(scalars[first...last]))
    }
}
