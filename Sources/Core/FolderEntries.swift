import Foundation

/// The entries of a folder, read with `readdir`: what the discovery of a run's files and the
/// search for project files above them both list (without `FileManager`, which makes far
/// more of each name than a name).
package enum FolderEntries {
    /// An entry of a folder: its name, and whether `readdir` says it is a regular file
    /// (false also where the file system does not say).
    package struct Entry: Equatable, Sendable {
        package var name: String
        package var isRegularFile: Bool
        /// The inode number `readdir` gives (`d_ino`).
        package var inode: UInt64

        package init(name: String, isRegularFile: Bool, inode: UInt64 = 0) {
            self.name = name
            self.isRegularFile = isRegularFile
            self.inode = inode
        }
    }

    /// The entries of `folder` (not `.` and `..`), in the order the file system gives them;
    /// the `errno` of the failure when it cannot be opened.
    package static func list(_ folder: String) -> Result<[Entry], FolderError> {
        guard let handle = opendir(folder) else { return .failure(FolderError(code: errno)) }
        defer { closedir(handle) }
        var entries: [Entry] = []
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: &entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." {
                entries.append(Entry(
                    name: name, isRegularFile: Int32(entry.pointee.d_type) == Int32(DT_REG),
                    inode: UInt64(truncatingIfNeeded: entry.pointee.d_ino)))
            }
        }
        return .success(entries)
    }

    /// Folders a run never enters: hidden ones (`.git`, `.build`, `.swiftpm`) and those of
    /// dependencies and build products (`Pods`, `Carthage`, `DerivedData`). The discovery of
    /// a run's files skips them, and so does the search for a module's files outside a run.
    package static func isSkippedFolder(named name: String) -> Bool {
        name.hasPrefix(".") || skippedFolders.contains(name)
    }

    package static let skippedFolders: Set<String> = [".build", ".git", ".swiftpm", "Pods", "Carthage", "DerivedData"]

    /// Why a folder could not be listed: the `errno` of `opendir`.
    package struct FolderError: Error, Equatable {
        package var code: Int32
    }
}

/// The folders a run's discovery listed, by absolute path, for the search for project files
/// above the run's files, which looks at the same folders, to read instead of listing them
/// again (`ProjectDisk.local(listed:)`). The names as they were when the walk listed them.
package final class FolderListings: @unchecked Sendable {
    private let lock = NSLock()
    private var names: [String: [String]] = [:]

    package init() {}

    /// Records the entries of the folder at `folder` (absolute, standardized).
    package func record(_ folder: String, _ entries: [FolderEntries.Entry]) {
        let listed = entries.map(\.name)
        lock.withLock { names[folder] = listed }
    }

    /// The names in the folder at `folder` (absolute, standardized), if the walk listed it.
    package func names(in folder: String) -> [String]? {
        lock.withLock { names[folder] }
    }
}
