import PackagePlugin

/// `swift package migrate-combine-write [--target NAME]… [OPTIONS]`: combine-migrate
/// `--write` over the package's targets. It declares that it writes to the package
/// directory, so SwiftPM asks first (or takes `--allow-writing-to-package-directory`), the
/// way swift-format's `format-source-code` does.
@main
struct MigrateCombineWritePlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        if arguments.contains("--check") {
            Diagnostics.error("migrate-combine-write always writes; use 'swift package migrate-combine --check' to check")
            return
        }
        try MigrateCombineInvocation.run(context: context, arguments: arguments, write: true)
    }
}
