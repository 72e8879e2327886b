import Core
import Foundation

/// `--format sarif`: one SARIF 2.1.0 log with one run, for code scanning (GitHub's
/// `upload-sarif`, Azure DevOps, IDE viewers). The driver lists every rule with its summary
/// and notes; each finding is a result at its line and column; a file that would change is
/// a `note` result per rule at the first changed line; files that could not be processed
/// are tool execution notifications. Collected over the run, written at the end.
package struct SARIFLog {
    private(set) var results: [JSONValue] = []
    private(set) var notifications: [JSONValue] = []
    private let ruleIndex: [String: Int]
    private let rules: [Descriptor]

    /// The id of the driver rule for the tool's own findings (unused suppressions, the support
    /// file a module lacks).
    static let toolRule = (
        id: Suppressions.ruleID,
        summary: "combine-migrate's own remarks: unused or misspelled suppressions, a module without the support file its migrated code needs",
        help: "Suppression comments: `// combine-migrate:disable-next-line [rule-id …]` and `// combine-migrate:disable-file [rule-id …]`. "
            + "The support file: `combine-migrate support --output PATH`, or `--write --support`.",
        enabled: true)

    /// A driver rule that is no `Rule`: the tool's own remarks, the site census's notes.
    package typealias Descriptor = (id: String, summary: String, help: String, enabled: Bool)

    /// The driver lists `rules`, then `others` (the site census's), then the tool's own.
    package init(rules: [any Rule], others: [Descriptor] = []) {
        var listed = rules.map { (id: $0.id, summary: $0.summary, help: $0.notes, enabled: $0.isEnabledByDefault) }
        listed += others
        listed.append(Self.toolRule)
        self.rules = listed
        ruleIndex = Dictionary(listed.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    package mutating func add(_ result: FileResult) {
        for finding in result.findings {
            results.append(self.result(
                rule: finding.ruleID, level: finding.severity.rawValue, message: finding.message,
                path: result.path, line: finding.line, column: finding.utf16Column))
        }
        if let change = result.change {
            for rule in change.rules {
                let count = change.sites[rule]!
                let verb = change.written ? "migrated" : "would migrate"
                results.append(self.result(
                    rule: rule, level: "note",
                    message: "`\(rule)` \(verb) \(count) site\(count == 1 ? "" : "s") in this file"
                        + (change.written ? "" : "; run combine-migrate --write to apply"),
                    path: result.path, line: change.firstLine, column: 1))
            }
        }
    }

    package mutating func addError(path: String, reason: String) {
        notifications.append(.object([
            ("level", .string("error")),
            ("message", .string(reason).wrappedAsText),
            ("locations", .array([.object([("physicalLocation", .object([("artifactLocation", Self.artifact(path))]))])])),
        ]))
    }

    /// The whole log, pretty-printed. Relative paths resolve against `baseDirectory`.
    package func document(version: String, baseDirectory: String) -> String {
        let driver = JSONValue.object([
            ("name", .string("combine-migrate")),
            ("version", .string(version)),
            ("semanticVersion", .string(version)),
            ("rules", .array(rules.map { rule in
                .object([
                    ("id", .string(rule.id)),
                    ("shortDescription", .string(rule.summary).wrappedAsText),
                    ("fullDescription", .string(rule.summary).wrappedAsText),
                    ("help", .string(rule.help).wrappedAsText),
                    ("defaultConfiguration", .object([("enabled", .bool(rule.enabled)), ("level", .string("warning"))])),
                ])
            })),
        ])
        let base = baseDirectory.hasSuffix("/") ? baseDirectory : baseDirectory + "/"
        let run = JSONValue.object([
            ("tool", .object([("driver", driver)])),
            ("invocations", .array([.object([
                ("executionSuccessful", .bool(notifications.isEmpty)),
                ("toolExecutionNotifications", .array(notifications)),
            ])])),
            ("originalUriBaseIds", .object([("%SRCROOT%", .object([("uri", .string(Self.fileURI(base)))]))])),
            ("columnKind", .string("utf16CodeUnits")),
            ("results", .array(results)),
        ])
        return JSONValue.object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string("2.1.0")),
            ("runs", .array([run])),
        ]).rendered(indent: 2) + "\n"
    }

    private func result(rule: String, level: String, message: String, path: String, line: Int, column: Int) -> JSONValue {
        var members: [(String, JSONValue)] = [("ruleId", .string(rule))]
        if let index = ruleIndex[rule] { members.append(("ruleIndex", .int(index))) }
        members += [
            ("level", .string(level)),
            ("message", .string(message).wrappedAsText),
            ("locations", .array([.object([("physicalLocation", .object([
                ("artifactLocation", Self.artifact(path)),
                ("region", .object([("startLine", .int(line)), ("startColumn", .int(column))])),
            ]))])])),
        ]
        return .object(members)
    }

    /// A relative path as a URI reference against `%SRCROOT%`; an absolute one as a file URI.
    static func artifact(_ path: String) -> JSONValue {
        if path.hasPrefix("/") { return .object([("uri", .string(fileURI(path)))]) }
        let relative = path.hasPrefix("./") ? String(path.dropFirst(2)) : path
        return .object([("uri", .string(percentEncoded(relative))), ("uriBaseId", .string("%SRCROOT%"))])
    }

    static func fileURI(_ absolutePath: String) -> String { "file://" + percentEncoded(absolutePath) }

    private static func percentEncoded(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: ";")
        return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    }
}

extension JSONValue {
    /// SARIF's message object: `{"text": …}`.
    fileprivate var wrappedAsText: JSONValue { .object([("text", self)]) }
}
