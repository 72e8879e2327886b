import Core
import Tokenizer

/// Why a rule leaves a site alone: what its diagnostic says, how loudly, and where it
/// points when that is not the site itself (a code position, or a byte offset). Every rule
/// reports its skips with this one type.
package struct SkipReason: Error, CustomStringConvertible {
    var message: String
    var severity: Diagnostic.Severity
    /// The code position the diagnostic points at, if not the site.
    var position: CodePosition?
    /// The byte offset the diagnostic points at, if not the site (wins over `position`).
    var offset: ByteOffset?
    /// The file alone cannot tell, but what the run's other files declare may: a survey
    /// (`RunPreparation.survey`) leaves the site to the preparation, which asks again.
    var awaitsRun = false

    init(_ message: String, _ severity: Diagnostic.Severity = .warning) {
        self.message = message
        self.severity = severity
    }

    init(at position: CodePosition, _ message: String, _ severity: Diagnostic.Severity = .warning) {
        self.init(message, severity)
        self.position = position
    }

    init(offset: ByteOffset, _ message: String, _ severity: Diagnostic.Severity = .warning) {
        self.init(message, severity)
        self.offset = offset
    }

    package var description: String { message }

    /// The start of a note on a site Combine keeps on purpose (the inventory's *keep*).
    package static let keptPrefix = "kept in Combine: "
}
