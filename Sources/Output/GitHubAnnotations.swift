/// `--format github`: workflow commands that GitHub Actions turns into annotations on the
/// pull request — `::warning` for a warning and for a file that would change, `::notice`
/// for a note, `::error` for a file that could not be processed.
package enum GitHubAnnotations {
    package static func lines(for result: FileResult) -> [String] {
        var lines = result.findings.map { finding in
            let command = finding.severity == .note ? "notice" : finding.severity.rawValue
            return annotation(
                command, path: result.path, line: finding.line, column: finding.column,
                "\(finding.message) [\(finding.ruleID)]")
        }
        if let change = result.change {
            lines.append(annotation("warning", path: result.path, line: change.firstLine, column: 1, FileResult.describe(change)))
        }
        return lines
    }

    package static func error(path: String, reason: String) -> String {
        "::error file=\(property(path))::\(data(reason))"
    }

    private static func annotation(_ command: String, path: String, line: Int, column: Int, _ message: String) -> String {
        "::\(command) file=\(property(path)),line=\(line),col=\(column)::\(data(message))"
    }

    /// The escaping the Actions runner undoes in a command's message.
    static func data(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// The escaping of a property value, which also may not hold `:` or `,`.
    static func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
