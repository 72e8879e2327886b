import Core

/// Paths as project files write them, joined and standardized as text: the readers never
/// ask the disk what a path is, so `..` is taken lexically (as Xcode and XcodeGen do).
enum ProjectPath {
    /// `relative` from the folder `base`, standardized; `relative` itself when absolute.
    static func join(_ base: String, _ relative: String) -> String {
        relative.isEmpty ? FilePath.standardized(base) : FilePath.resolved(relative, from: base)
    }

    /// The folder holding `path` (`/a/b.swift` → `/a`; `/a` → `/`).
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The last component (`/a/b.swift` → `b.swift`).
    static func name(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// `path` relative to the folder `base` when it is below it (`Config/Base.xcconfig`),
    /// else `path` as it is.
    static func relative(_ path: String, to base: String) -> String {
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// The deepest folder holding every one of `paths` (absolute); nil for none.
    static func commonFolder(of paths: some Sequence<String>) -> String? {
        var common: [Substring]?
        for path in paths {
            let parts = Array(folder(of: path).split(separator: "/"))
            guard let known = common else {
                common = parts
                continue
            }
            common = Array(zip(known, parts).prefix { $0 == $1 }.map(\.0))
        }
        return common.map { "/" + $0.joined(separator: "/") }
    }

    /// The folder a new file of a module goes in: its first folder when it lists no files,
    /// or else the deepest folder holding all its files and folders.
    static func root(files: Set<String>, folders: [ProjectModule.Folder]) -> String? {
        if files.isEmpty, let first = folders.first { return first.path }
        return commonFolder(of: files.sorted() + folders.map { $0.path + "/" })
    }

    /// Whether the file at `path` is Swift source.
    static func isSwift(_ path: String) -> Bool {
        path.hasSuffix(".swift")
    }
}
