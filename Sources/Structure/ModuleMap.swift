import Foundation

/// Which module a file belongs to: the target of the nearest `Package.swift` above it whose
/// folder holds it, or else the folder the file is in.
///
/// `Package.swift` is read as text (tokenized, never run, `ManifestCode`): its targets that
/// compile Swift (`.target(…)`, `.executableTarget(…)`, `.testTarget(…)`, `.macro(…)`,
/// `.plugin(…)`) give a name and, with `path: "…"`, a folder; without one the folder is
/// SwiftPM's default (`ManifestCode.defaultFolder`: `Sources/<name>`, `Tests/<name>`…).
package struct ModuleMap {
    package struct Module: Hashable, Sendable {
        /// The target name, or the folder's path for a folder module.
        package var name: String
        /// The module's folder, as the files were named (relative paths stay relative).
        package var path: String
        /// `target` (from a Package.swift) or `folder`.
        package var kind: String
    }

    struct Target: Equatable {
        var name: String
        /// The folder, relative to the package root (nil: not given in the manifest).
        var path: String?
        /// `target`, `testTarget`, `plugin`…
        var factory: String = "target"
    }

    private var packageRoots: [String: String?] = [:]
    private var targetsByRoot: [String: [Target]] = [:]
    private let fileManager = FileManager.default

    package init() {}

    /// The module of the file named `path` (as discovered).
    package mutating func module(of path: String) -> Module {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        let folder = (absolute as NSString).deletingLastPathComponent
        if let root = packageRoot(above: folder) {
            let targets = self.targets(ofPackageAt: root)
            var best: (target: Target, folder: String)?
            for target in targets {
                let targetFolder = URL(fileURLWithPath: root).appendingPathComponent(target.path ?? "").standardizedFileURL.path
                guard absolute.hasPrefix(targetFolder + "/") else { continue }
                if best == nil || targetFolder.count > best!.folder.count { best = (target, targetFolder) }
            }
            if let best {
                // Name the folder as the user named the file: strip the part below the target folder.
                let below = String(absolute.dropFirst(best.folder.count))
                let display = path.hasSuffix(below) ? String(path.dropLast(below.count)) : best.folder
                return Module(name: best.target.name, path: display.isEmpty ? "." : display, kind: "target")
            }
        }
        let display = (path as NSString).deletingLastPathComponent
        let folderPath = display.isEmpty ? "." : display
        return Module(name: folderPath, path: folderPath, kind: "folder")
    }

    /// The `Package.swift` of the package holding the file named `path`: the nearest at or
    /// above its folder, when the file is in one of its targets (or its targets cannot be
    /// read); nil for a file in none (an app's Xcode project beside the package's targets),
    /// or when there is no manifest.
    package mutating func manifest(ofFile path: String) -> [UInt8]? {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        guard let root = packageRoot(above: (absolute as NSString).deletingLastPathComponent),
            targets(ofPackageAt: root).isEmpty || module(of: path).kind == "target"
        else { return nil }
        return fileManager.contents(atPath: root + "/Package.swift").map { [UInt8]($0) }
    }

    /// The nearest folder at or above `folder` holding a `Package.swift`.
    private mutating func packageRoot(above folder: String) -> String? {
        if let known = packageRoots[folder] { return known }
        var result: String?
        if fileManager.fileExists(atPath: folder + "/Package.swift") {
            result = folder
        } else if folder != "/", !folder.isEmpty {
            let parent = (folder as NSString).deletingLastPathComponent
            result = parent == folder ? nil : packageRoot(above: parent)
        }
        packageRoots[folder] = .some(result)
        return result
    }

    private mutating func targets(ofPackageAt root: String) -> [Target] {
        if let known = targetsByRoot[root] { return known }
        let bytes = fileManager.contents(atPath: root + "/Package.swift").map { [UInt8]($0) } ?? []
        let resolved = Self.targets(inManifest: bytes, root: root)
        targetsByRoot[root] = resolved
        return resolved
    }

    static let factories: Set<String> = ["target", "executableTarget", "testTarget", "macro", "plugin"]

    /// The targets a manifest declares (`ManifestCode.targets()`) that compile Swift, with
    /// their `path:` when given — or else, with the package's `root`, SwiftPM's folder for them.
    static func targets(inManifest bytes: [UInt8], root: String? = nil) -> [Target] {
        let manifest = ManifestCode(bytes: bytes)
        let declared = manifest.targets()
        return declared.targets.filter { factories.contains($0.factory) }.map { target in
            let path = target.arguments["path"].flatMap(manifest.string)
                ?? root.map { manifest.defaultFolder(of: target, among: declared, root: $0, isFolder: isFolder) }
            return Target(name: target.name, path: path, factory: target.factory)
        }
    }

    private static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
