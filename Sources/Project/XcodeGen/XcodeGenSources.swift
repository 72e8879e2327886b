/// The Swift files an XcodeGen target builds, from its `sources:`: a folder builds every
/// Swift file below it (less its `excludes`), a file itself. XcodeGen's globs are kept only
/// where a folder's files can still be told exactly: an exclude without a wildcard, or a
/// folder's `dir/*` or `dir/**`, names what it leaves out; one whose last part cannot match a
/// `.swift` file (`*.md`) leaves nothing out. A folder with any other exclude (`**/*Tests.swift`)
/// or with `includes` of Swift files by pattern is left out, its files unknown rather than
/// wrong; so are `type: folder` references and sources of another build phase.
struct XcodeGenSources {
    var files: Set<String> = []
    var folders: [ProjectModule.Folder] = []

    init(_ target: YAMLNode, specFolder: String, disk: ProjectDisk) {
        for source in target["sources"]?.items ?? [] {
            guard let path = source.text ?? source["path"]?.text else { continue }
            if source["type"]?.text == "folder" { continue }
            if let phase = source["buildPhase"], phase.text != "sources" { continue }
            let absolute = ProjectPath.join(specFolder, path)
            guard disk.isFolder(absolute) else {
                if ProjectPath.isSwift(absolute) { files.insert(absolute) }
                continue
            }
            let includes = source["includes"]?.items.compactMap(\.text) ?? []
            if !includes.isEmpty {
                for include in includes where ProjectPath.isSwift(include) && !Wildcard.isPattern(include) {
                    files.insert(ProjectPath.join(absolute, include))
                }
                continue
            }
            var excluded: [String] = []
            var isExact = true
            for pattern in source["excludes"]?.items.compactMap(\.text) ?? [] {
                switch Self.exclusion(pattern) {
                case .path(let relative): excluded.append(ProjectPath.join(absolute, relative))
                case .noSwiftFile: break
                case .unknown: isExact = false
                }
            }
            if isExact { folders.append(ProjectModule.Folder(path: absolute, excluded: excluded)) }
        }
    }

    /// What an `excludes` glob leaves out of a folder's Swift files.
    enum Exclusion: Equatable {
        /// The file or folder at this path (relative to the source folder).
        case path(String)
        /// No Swift file.
        case noSwiftFile
        /// Something a path prefix cannot say.
        case unknown
    }

    static func exclusion(_ pattern: String) -> Exclusion {
        guard Wildcard.isPattern(pattern) else { return .path(pattern) }
        var parts = pattern.split(separator: "/").map(String.init)
        if let last = parts.last, !couldMatchSwiftFile(last) { return .noSwiftFile }
        while let last = parts.last, last == "*" || last == "**" { parts.removeLast() }
        guard !parts.isEmpty, !parts.contains(where: Wildcard.isPattern) else { return .unknown }
        return .path(parts.joined(separator: "/"))
    }

    /// Whether the last part of a glob may match a Swift file or a folder of them: not when
    /// what follows its last wildcard (or the name, without one) ends in an extension other
    /// than `.swift`.
    private static func couldMatchSwiftFile(_ pattern: String) -> Bool {
        let suffix = pattern.lastIndex { $0 == "*" || $0 == "?" }.map { pattern[pattern.index(after: $0)...] } ?? Substring(pattern)
        return !suffix.contains(".") || suffix.hasSuffix(".swift") || ".swift".hasSuffix(suffix)
    }

    /// The folder a new file of the target goes in.
    var root: String? {
        ProjectPath.root(files: files, folders: folders)
    }
}
