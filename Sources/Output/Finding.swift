import Core
import Tokenizer

/// A diagnostic placed in its file by line and column: what every output format prints.
package struct Finding: Sendable, Equatable {
    package var severity: Diagnostic.Severity
    package var message: String
    package var ruleID: String
    /// 1-based.
    package var line: Int
    /// 1-based, in bytes, as compilers count.
    package var column: Int
    /// 1-based, in UTF-16 code units, as SARIF counts by default.
    package var utf16Column: Int
    /// About code a rule rewrote, not a site it left (`Diagnostic.isAboutARewrite`).
    package var isAboutARewrite = false

    package init(_ diagnostic: Diagnostic, in bytes: [UInt8], lines: LineMap) {
        let location = lines.location(of: diagnostic.offset)
        isAboutARewrite = diagnostic.isAboutARewrite
        severity = diagnostic.severity
        message = diagnostic.message
        ruleID = diagnostic.ruleID
        line = location.line
        column = location.column
        let lineStart = min(bytes.endOffset, diagnostic.offset - (location.column - 1))
        let end = min(bytes.endOffset, max(lineStart, diagnostic.offset))
        utf16Column = String(decoding: bytes[lineStart..<end], as: UTF8.self).utf16.count + 1
    }

    /// A finding about a whole module or run, placed at the start of a line (the support
    /// file a module lacks).
    package init(_ severity: Diagnostic.Severity, _ message: String, rule ruleID: String, line: Int) {
        self.severity = severity
        self.message = message
        self.ruleID = ruleID
        self.line = line
        column = 1
        utf16Column = 1
    }

    /// `path:line:column: severity: message [rule-id]`, the form compilers and Xcode use;
    /// with `color`, the location bold and the severity in its colour.
    package func formatted(path: String, color: Bool = false) -> String {
        let location = "\(path):\(line):\(column):"
        guard color else { return "\(location) \(severity.rawValue): \(message) [\(ruleID)]" }
        return "\(TerminalStyle.bold)\(location)\(TerminalStyle.reset) \(TerminalStyle.label(severity)): \(message) [\(ruleID)]"
    }

    /// Whether this reports a site a rule left in Combine (counted as "kept" in the summary),
    /// rather than a remark about the run itself.
    package var isKeptSite: Bool { severity != .error && ruleID != Suppressions.ruleID && !isAboutARewrite }
}

/// ANSI styles for diagnostics on a terminal, like the compiler's.
package enum TerminalStyle {
    static let reset = "\u{1B}[0m"
    static let bold = "\u{1B}[1m"
    /// Clears the terminal line the cursor is on.
    package static let clearLine = "\r\u{1B}[K"

    /// `error` bold red, `warning` bold yellow, `note` bold cyan.
    package static func label(_ severity: Diagnostic.Severity) -> String {
        let code = switch severity {
        case .error: "31"
        case .warning: "33"
        case .note: "36"
        }
        return "\u{1B}[1;\(code)m\(severity.rawValue)\(reset)"
    }

    /// A file that could not be processed: `path: error: reason`.
    package static func fileError(path: String, reason: String, color: Bool) -> String {
        color ? "\(bold)\(path):\(reset) \(label(.error)): \(reason)" : "\(path): error: \(reason)"
    }
}
