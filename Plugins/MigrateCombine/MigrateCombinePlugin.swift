import Foundation
import PackagePlugin

/// `swift package migrate-combine [--target NAME]… [OPTIONS]`: a dry run of combine-migrate
/// over the package's targets — the diff, or the files with `--check` — asking for no
/// permission. `--write` works when SwiftPM may write to the package
/// (`swift package --allow-writing-to-package-directory migrate-combine --write`); the
/// `migrate-combine-write` verb asks for that permission itself.
@main
struct MigrateCombinePlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let writes = arguments.contains("--write") || arguments.contains("-w")
        if writes, !MigrateCombineInvocation.canWrite(in: context.package.directoryURL) {
            Diagnostics.error("""
                --write needs permission to write to the package directory: run \
                'swift package --allow-writing-to-package-directory migrate-combine --write', \
                or 'swift package migrate-combine-write', which asks for it
                """)
            return
        }
        try MigrateCombineInvocation.run(context: context, arguments: arguments, write: false)
    }
}
