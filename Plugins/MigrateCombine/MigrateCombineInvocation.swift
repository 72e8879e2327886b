import Foundation
import PackagePlugin

/// What both plugins do: run `combine-migrate` over the source folders of the package's
/// targets (`--target NAME` to choose them, repeatable), from the package's folder — so
/// its `.combine-migrate.json` applies and the diff names files `./Sources/…` — passing
/// every other argument on to the tool.
///
/// This file is shared: `Plugins/MigrateCombineWrite/` links to it.
enum MigrateCombineInvocation {
    static func run(context: PluginContext, arguments: [String], write: Bool) throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let passed = extractor.remainingArguments
        let package = context.package
        let targets = names.isEmpty ? package.targets : try package.targets(named: names)
        let folders = targets.compactMap(sourceFolder).map { relative($0, to: package.directoryURL) }
        guard !folders.isEmpty else {
            Diagnostics.warning("no source targets to migrate in \(package.displayName)")
            return
        }
        let check = passed.contains("--check")
        let tool = try context.tool(named: "combine-migrate")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = (write ? ["--write"] : []) + passed + ["--"] + folders
        process.currentDirectoryURL = package.directoryURL
        try process.run()
        process.waitUntilExit()

        // 1 means "changes found" (dry run, --check) or "written" (--write): only --check fails on it.
        switch (process.terminationReason, process.terminationStatus) {
        case (.exit, 0): break
        case (.exit, 1) where !check: break
        case (.exit, 1): Diagnostics.error("combine-migrate --check: some files would change")
        case (.exit, let status): Diagnostics.error("combine-migrate failed with exit status \(status)")
        case (_, let signal): Diagnostics.error("combine-migrate was killed by signal \(signal)")
        }
    }

    /// The folder of a Swift or C-family target (`Target.directoryURL` needs tools 6.1).
    static func sourceFolder(_ target: Target) -> URL? {
        (target as? SwiftSourceModuleTarget)?.directoryURL ?? (target as? ClangSourceModuleTarget)?.directoryURL
    }

    /// `url` relative to `base` when it is inside it (`Sources/Feed`), else its full path.
    static func relative(_ url: URL, to base: URL) -> String {
        let path = url.standardizedFileURL.path
        let prefix = base.standardizedFileURL.path.hasSuffix("/") ? base.standardizedFileURL.path : base.standardizedFileURL.path + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// Whether the plugin may write to `folder`: always on Linux (no sandbox); on macOS only
    /// when SwiftPM was given `--allow-writing-to-package-directory` or the user said yes.
    static func canWrite(in folder: URL) -> Bool {
        let probe = folder.appendingPathComponent(".combine-migrate-probe-\(ProcessInfo.processInfo.processIdentifier)")
        guard FileManager.default.createFile(atPath: probe.path, contents: Data()) else { return false }
        try? FileManager.default.removeItem(at: probe)
        return true
    }
}
