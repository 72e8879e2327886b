import Core
import Structure
import Tokenizer

/// A SwiftPM manifest (`Package.swift`) read as text, never run (`ManifestCode`), as its
/// modules: each target that builds Swift — with its folder (`path:`, or SwiftPM's default),
/// less what `exclude:` leaves out, or only what `sources:` lists — and the facts the
/// package's and the target's settings settle (`PackageDefaults`, `SwiftSettings`), each
/// with the manifest code it was read from.
///
/// What the manifest computes leaves a fact nil — or, when it is a target's name or folder,
/// leaves the target out (a target a helper function builds, a `path:` that code after the
/// `Package(…)` call may change). A target whose settings such code may change
/// (`package.targets.forEach { $0.swiftSettings = … }`) has no facts from its settings.
package enum PackageManifest {
    /// The targets of the manifest at `path` (absolute) with `bytes`, as modules. Binary
    /// targets compile nothing and are left out; plugins, macros and system libraries are
    /// modules of kind `other`.
    package static func modules(manifest path: String, bytes: [UInt8], disk: ProjectDisk) throws(ProjectFileError) -> [ProjectModule] {
        let manifest = ManifestCode(bytes: bytes)
        let (call, tools) = try loadable(manifest, bytes)
        let file = label(path)
        let root = FilePath.standardized(path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/"))
        let changes = manifest.changes(ofMembers: ["swiftSettings", "path", "exclude", "sources", "platforms", "swiftLanguageModes", "swiftLanguageVersions"])
        let package = PackageDefaults(manifest, arguments: call, tools: tools, file: file, changes: changes)
        let declared = manifest.targets()
        let variables = Set(declared.targets.compactMap(\.variable))
        /// Whether code outside the target's declaration changes one of `members` of it.
        func isChanged(_ target: ManifestTarget, _ members: Set<String>) -> Bool {
            changes.contains { members.contains($0.member) && ($0.receiver == target.variable || !variables.contains($0.receiver ?? "")) }
        }
        return declared.targets.compactMap { target -> ProjectModule? in
            // Two targets of one name are a manifest SwiftPM refuses, or one whose `#if` branches pick one.
            guard let kind = kind(target.factory), declared.targets.filter({ $0.name == target.name }).count == 1,
                !isChanged(target, ["path", "exclude", "sources"]),
                let sources = sources(of: target, in: manifest, among: declared, root: root, disk: disk)
            else { return nil }
            let facts = ModuleFacts(name: target.name, kind: kind, root: sources.folder, projectFile: path, deploymentTargets: package.deploymentTargets)
            var module = ProjectModule(facts: facts, files: sources.files, folders: sources.folders)
            if !isChanged(target, ["swiftSettings"]) {
                SwiftSettings(target.arguments["swiftSettings"], in: manifest)
                    .settle(&module.facts, packageMode: package.languageMode, target: "\(file): target \(target.name)")
            }
            return module
        }
    }

    /// The `Package(…)` call's arguments and the tools version, or why SwiftPM could not load
    /// the manifest.
    private static func loadable(_ manifest: ManifestCode, _ bytes: [UInt8]) throws(ProjectFileError) -> (call: Range<CodePosition>, tools: [Int]) {
        let code = manifest.code
        let isBracket = { (p: CodePosition) in code.kind(p).map { $0.closer != nil || $0.isCloser } ?? false }
        if let stray = code.positions.first(where: { isBracket($0) && code.partner($0) == nil }) {
            let line = LineMap(bytes).location(of: code.offset(stray)).line
            throw ProjectFileError("unbalanced `\(code.text(stray))` on line \(line)")
        }
        guard let tools = manifest.toolsVersion else { throw ProjectFileError("no `// swift-tools-version:` comment, which SwiftPM requires") }
        guard let call = manifest.packageCalls.first else { throw ProjectFileError("no `Package(…)` call") }
        guard manifest.packageCalls.count == 1 else {
            throw ProjectFileError("\(manifest.packageCalls.count) `Package(…)` calls: which one SwiftPM loads depends on how the manifest runs")
        }
        return (call, tools)
    }

    private static func kind(_ factory: String) -> ModuleFacts.Kind? {
        switch factory {
        case "target": .library
        case "executableTarget": .executable
        case "testTarget": .tests
        case "macro", "plugin", "systemLibrary": .other
        default: nil
        }
    }

    /// The folder of `target` and what it builds: every Swift file below the folders
    /// (`exclude:` left out), and the files. Nil when its `path:`, `exclude:` or `sources:`
    /// is computed.
    private static func sources(
        of target: ManifestTarget, in manifest: ManifestCode, among declared: ManifestTargets, root: String, disk: ProjectDisk
    ) -> (folder: String, files: Set<String>, folders: [ProjectModule.Folder])? {
        let relative: String
        if let path = target.arguments["path"] {
            guard let written = manifest.string(path) else { return nil }
            relative = written
        } else {
            relative = manifest.defaultFolder(of: target, among: declared, root: root, isFolder: disk.isFolder)
        }
        let folder = FilePath.resolved(relative, from: root)
        var excluded: [String] = []
        if let exclude = target.arguments["exclude"] {
            guard let paths = manifest.strings(exclude) else { return nil }
            excluded = paths.map { FilePath.resolved($0, from: folder) }
        }
        guard let listed = target.arguments["sources"] else {
            return (folder, [], [ProjectModule.Folder(path: folder, excluded: excluded.filter { $0.hasPrefix(folder + "/") })])
        }
        guard let sources = manifest.strings(listed) else { return nil }
        var files: Set<String> = []
        var folders: [ProjectModule.Folder] = []
        for source in sources.map({ FilePath.resolved($0, from: folder) })
        where !excluded.contains(where: { source == $0 || source.hasPrefix($0 + "/") }) {
            if disk.isFolder(source) {
                folders.append(ProjectModule.Folder(path: source, excluded: excluded.filter { $0.hasPrefix(source + "/") }))
            } else {
                files.insert(source)
            }
        }
        return (folder, files, folders)
    }

    /// How origins name the manifest: `Feed/Package.swift`, its package's folder and name.
    private static func label(_ path: String) -> String {
        path.split(separator: "/").suffix(2).joined(separator: "/")
    }
}
