import Foundation
import Tokenizer

/// Which module a file belongs to: the target of the nearest `Package.swift` above it whose
/// folder holds it, or else the folder the file is in.
///
/// `Package.swift` is read as text (tokenized, never run): the elements of a `targets: [ … ]`
/// list that are `.target(…)`, `.executableTarget(…)`, `.testTarget(…)`, `.macro(…)` or
/// `.plugin(…)` calls give a name and, with `path: "…"`, a folder; without one the folder is
/// SwiftPM's default (`Sources/<name>` — or `Source`, `src`, `srcs` when that exists —
/// `Tests/<name>` for test targets, `Plugins/<name>` for plugins). Dependencies written as
/// `.target(name:)` inside a target are not targets of their own.
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
        let declared = Self.targets(inManifest: bytes)
        let resolved = declared.map { target -> Target in
            var resolved = target
            if resolved.path == nil { resolved.path = defaultPath(of: target, root: root) }
            return resolved
        }
        targetsByRoot[root] = resolved
        return resolved
    }

    /// SwiftPM's default folder for a target declared without `path:`.
    private func defaultPath(of target: Target, root: String) -> String {
        let name = target.name
        switch target.factory {
        case "testTarget": return "Tests/\(name)"
        case "plugin": return "Plugins/\(name)"
        default:
            for folder in ["Sources", "Source", "src", "srcs"] where fileManager.fileExists(atPath: "\(root)/\(folder)/\(name)") {
                return "\(folder)/\(name)"
            }
            return "Sources/\(name)"
        }
    }

    static let factories: Set<String> = ["target", "executableTarget", "testTarget", "macro", "plugin"]

    /// The targets a manifest declares, with their `path:` when given.
    static func targets(inManifest bytes: [UInt8]) -> [Target] {
        let code = CodeView(TokenizedSource(bytes: bytes))
        var targets: [Target] = []
        for p in 0..<code.count where code.isWord(p, "targets") && code.kind(p + 1) == .colon && code.kind(p + 2) == .leftBracket {
            guard let close = code.partner(p + 2) else { continue }
            var q = p + 3
            while q < close {
                if code.kind(q) == .period, let factory = Optional(code.text(q + 1)), factories.contains(factory),
                    code.kind(q + 2) == .leftParen, let argumentsEnd = code.partner(q + 2)
                {
                    var name: String?
                    var path: String?
                    var r = q + 3
                    while r < argumentsEnd {
                        if code.kind(r + 1) == .colon, let value = stringLiteral(at: r + 2, code) {
                            if code.isWord(r, "name") { name = value }
                            if code.isWord(r, "path") { path = value }
                        }
                        r = code.atomEnd(r)
                    }
                    if let name { targets.append(Target(name: name, path: path, factory: factory)) }
                    q = argumentsEnd + 1
                    continue
                }
                q = code.atomEnd(q)
            }
        }
        return targets
    }

    /// The value of a plain string literal starting at `p` (`"Sources/Foo"`).
    private static func stringLiteral(at p: Int, _ code: CodeView) -> String? {
        guard code.kind(p) == .stringStart else { return nil }
        if code.kind(p + 1) == .stringEnd { return "" }
        guard code.kind(p + 1) == .stringSegment, code.kind(p + 2) == .stringEnd else { return nil }
        return code.text(p + 1)
    }
}
