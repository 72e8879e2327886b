import Core

/// A module as a project file declares it: its facts, and which files it builds.
package struct ProjectModule: Sendable, Equatable {
    package var facts: ModuleFacts
    /// Files the module lists one by one (absolute, standardized paths).
    package var files: Set<String>
    /// Folders the module builds every Swift file below (absolute, standardized), each with
    /// the paths below it that it leaves out (files or folders, absolute).
    package var folders: [Folder]

    package struct Folder: Sendable, Equatable {
        package var path: String
        package var excluded: [String]

        package init(path: String, excluded: [String] = []) {
            self.path = path
            self.excluded = excluded
        }
    }

    package init(facts: ModuleFacts, files: Set<String> = [], folders: [Folder] = []) {
        self.facts = facts
        self.files = files
        self.folders = folders
    }

    /// Whether the module builds the file at `path` (absolute, standardized).
    package func contains(_ path: String) -> Bool {
        if !files.isEmpty, files.contains(path) { return true }
        for folder in folders where Self.isBelow(path, folder.path) {
            if !folder.excluded.contains(where: { path == $0 || Self.isBelow(path, $0) }) { return true }
        }
        return false
    }


    /// The Swift files the module builds that are on `disk` (absolute paths): those it lists
    /// that are there, and those below its folders (but the paths it leaves out, and the
    /// folders a run never enters, `FolderEntries.isSkippedFolder`). Folders are walked with
    /// an explicit stack, each once.
    package func swiftFiles(on disk: ProjectDisk) -> [String] {
        var found: [String] = []
        var listedIn: [String: Set<String>] = [:]
        for path in files where path.hasSuffix(".swift") {
            guard let slash = path.lastIndex(of: "/") else { continue }
            let folder = slash == path.startIndex ? "/" : String(path[..<slash])
            if listedIn[folder] == nil { listedIn[folder] = Set(disk.names(folder) ?? []) }
            if listedIn[folder]?.contains(String(path[path.index(after: slash)...])) == true { found.append(path) }
        }
        var walked: Set<String> = []
        for folder in folders {
            var pending = [folder.path]
            while let current = pending.popLast() {
                guard walked.insert(current).inserted,
                    !folder.excluded.contains(where: { current == $0 || Self.isBelow(current, $0) })
                else { continue }
                for name in disk.names(current) ?? [] {
                    let path = (current == "/" ? "" : current) + "/" + name
                    if folder.excluded.contains(where: { path == $0 || Self.isBelow(path, $0) }) { continue }
                    if name.hasSuffix(".swift"), !disk.isFolder(path) {
                        found.append(path)
                    } else if !FolderEntries.isSkippedFolder(named: name), disk.isFolder(path) {
                        pending.append(path)
                    }
                }
            }
        }
        return found
    }

    /// Whether `path` is below the folder `folder` (without making `folder + "/"`: this is
    /// asked for every file of a run and every module above it).
    private static func isBelow(_ path: String, _ folder: String) -> Bool {
        let bytes = path.utf8
        guard bytes.count > folder.utf8.count, path.hasPrefix(folder) else { return false }
        return bytes[bytes.index(bytes.startIndex, offsetBy: folder.utf8.count)] == UInt8(ascii: "/")
    }
}

/// A project file that could not be read as one: what is wrong with it.
package struct ProjectFileError: Error, Equatable, Sendable {
    package var message: String

    package init(_ message: String) {
        self.message = message
    }
}

/// How a project reader reaches the disk, so that the readers stay pure and their tests need
/// no files: the bytes of a file (nil when it cannot be read), whether a path is a folder, and
/// the names in a folder (nil when it cannot be listed).
package struct ProjectDisk: Sendable {
    package var read: @Sendable (String) -> [UInt8]?
    package var isFolder: @Sendable (String) -> Bool
    package var names: @Sendable (String) -> [String]?

    package init(
        read: @escaping @Sendable (String) -> [UInt8]?, isFolder: @escaping @Sendable (String) -> Bool,
        names: @escaping @Sendable (String) -> [String]? = { _ in nil }
    ) {
        self.read = read
        self.isFolder = isFolder
        self.names = names
    }

    /// Files in memory, by absolute path; a folder is any prefix of one of them.
    package static func inMemory(_ files: [String: String]) -> ProjectDisk {
        let folders = Set(files.keys.flatMap { path -> [String] in
            var parts = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
            var found: [String] = []
            while !parts.isEmpty {
                found.append(parts.joined(separator: "/"))
                parts = parts.dropLast()
            }
            return found
        })
        var listed: [String: Set<String>] = [:]
        for path in files.keys {
            var child = Substring(path)
            while let slash = child.lastIndex(of: "/") {
                let parent = String(child[..<slash])
                listed[parent.isEmpty ? "/" : parent, default: []].insert(String(child[child.index(after: slash)...]))
                child = child[..<slash]
            }
        }
        let names = listed
        return ProjectDisk(
            read: { files[$0].map { Array($0.utf8) } }, isFolder: { folders.contains($0) },
            names: { names[$0].map { $0.sorted() } })
    }
}
