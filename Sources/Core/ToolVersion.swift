/// The tool's version, as `--version`, the inventory report and SARIF logs print it. Kept in
/// the lowest layer that all of them can read (`MigrateCommand.version` is the same value).
package enum ToolVersion {
    package static let current = "0.1.0"
}
