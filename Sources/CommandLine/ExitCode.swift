/// The exit status of a run, as documented in `--help` and the README.
package enum ExitCode: Int32, Sendable {
    /// Nothing to change.
    case unchanged = 0
    /// Changes found (dry run, `--check`) or written (`--write`).
    case changes = 1
    /// The command line was wrong.
    case usageError = 2
    /// Some file could not be processed; the others were.
    case fileErrors = 3
    /// Standard output or standard error could not be written (full, closed); the files were
    /// still processed.
    case outputError = 4
}
