import Core
import Foundation

/// Finding the `.swift` files of a run, the way git, ripgrep and swift-format walk a tree:
///
/// - each file is listed once, however many paths reach it (a link, a hard link, a folder
///   named twice): files are told apart by device and inode, and the first path wins;
/// - inside a walk, a symbolic link to a folder is not followed, unless `followSymlinks`
///   (`--follow-symlinks`) asks for it — then a link back to a folder above it is reported
///   as a loop and not followed, and a folder reached twice is walked once;
/// - a path named on the command line is always taken: a link to a folder, a hidden folder,
///   a file not named `.swift` (`--exclude` still applies to files);
/// - only regular files are listed: a FIFO, socket or device named `*.swift` is reported
///   (`not a regular file; skipped`) and never opened — opening a FIFO blocks;
/// - a folder that cannot be read, or can be listed but not entered (read permission
///   without search permission), is reported, and the walk goes on.
struct Discovery {
    var excludes: [String] = []
    var followSymlinks = false
    /// Where each folder listed is recorded (by its absolute path, from `currentFolder`), if
    /// anywhere: the search for project files reads them there.
    var listings: FolderListings?
    var currentFolder = ""

    /// The reason a folder's entries could be listed but not looked at: its files are not
    /// migrated, and the run says so (exit 3) rather than finding nothing in it.
    static func cannotEnter(_ error: Int32) -> String {
        "cannot enter folder: \(SourceFiles.describe(error)); its files were skipped"
    }

    /// The files under `paths`, sorted within each folder, named files as given; the paths
    /// that could not be used, each with its reason.
    func files(under paths: [String]) -> (files: [String], errors: [SourceFiles.FileError]) {
        let found = Arrivals<String>()
        let errors = files(under: paths, into: found)
        return (found.all, errors)
    }

    /// `files(under:)`, adding each file to `files` as it is found (to be read while the walk
    /// goes on), and ending them with the walk.
    func files(under paths: [String], into files: Arrivals<String>) -> [SourceFiles.FileError] {
        defer { files.end() }
        var walk = Walk(discovery: self, files: files)
        for path in paths {
            var status = stat()
            guard stat(path, &status) == 0 else {
                walk.errors.append(.init(path: path, reason: SourceFiles.describe(errno)))
                continue
            }
            if status.isFolder {
                walk.enter(path, status)
            } else if !SourceFiles.isExcluded(path, excludes) {
                walk.take(path, status)
            }
        }
        return walk.errors
    }

    /// One walk's state: what was found, and what was seen.
    private struct Walk {
        let discovery: Discovery
        let files: Arrivals<String>
        var errors: [SourceFiles.FileError] = []
        private var seenFiles: Set<FileIdentity> = []
        private var walkedFolders: Set<FileIdentity> = []
        /// The folders being walked, outermost first: a link to one of them is a loop.
        private var ancestors: [(identity: FileIdentity, path: String)] = []

        init(discovery: Discovery, files: Arrivals<String>) {
            self.discovery = discovery
            self.files = files
        }

        /// Lists a file reached at `path` once, if it is a regular one.
        mutating func take(_ path: String, _ status: stat) {
            guard status.isRegularFile else {
                errors.append(.init(path: path, reason: SourceFiles.notRegularFile))
                return
            }
            if seenFiles.insert(FileIdentity(status)).inserted { files.append(path) }
        }

        mutating func enter(_ folder: String, _ status: stat) {
            let identity = FileIdentity(status)
            guard walkedFolders.insert(identity).inserted else { return }
            let listed: [FolderEntries.Entry]
            switch SourceFiles.entries(of: folder) {
            case .success(let entries):
                listed = entries.sorted { $0.name < $1.name }
                discovery.listings?.record(FilePath.resolved(folder, from: discovery.currentFolder), entries)
            case .failure(let error):
                errors.append(error)
                return
            }
            ancestors.append((identity, folder))
            defer { ancestors.removeLast() }
            // Whether `readdir` tells this folder's regular files as `lstat` would: the first
            // one's inode and the folder's device are what `lstat` says of it (so on a file
            // system that numbers them otherwise, as some overlays may, each is `lstat`ed).
            var readdirIdentifies: Bool?
            for listing in listed {
                let name = listing.name
                // A regular file not named `.swift` needs no `lstat` (most files of an app).
                if listing.isRegularFile, !name.hasSuffix(".swift") { continue }
                let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
                // Nor does a regular `.swift` file past the first, where `readdir` identifies
                // them: its device is the folder's (a mount point is a folder), its inode
                // `readdir`'s.
                if listing.isRegularFile, readdirIdentifies == true {
                    guard !SourceFiles.isExcluded(path, discovery.excludes) else { continue }
                    if seenFiles.insert(FileIdentity(device: identity.device, inode: listing.inode)).inserted { files.append(path) }
                    continue
                }
                var entry = stat()
                guard lstat(path, &entry) == 0 else {
                    // An entry that vanished since the listing is no longer there to migrate.
                    if errno == ENOENT { continue }
                    // A folder that can be listed but not entered (read without search
                    // permission): every entry fails alike, so the folder is reported once.
                    errors.append(.init(path: folder, reason: Discovery.cannotEnter(errno)))
                    return
                }
                if listing.isRegularFile, readdirIdentifies == nil {
                    readdirIdentifies = entry.isRegularFile && FileIdentity(entry) == FileIdentity(device: identity.device, inode: listing.inode)
                }
                guard !SourceFiles.isExcluded(path, discovery.excludes) else { continue }
                if entry.isSymbolicLink {
                    // A broken link has nothing to migrate; a link to a link is resolved whole.
                    guard stat(path, &entry) == 0 else { continue }
                    if entry.isFolder {
                        guard discovery.followSymlinks, !FolderEntries.isSkippedFolder(named: name) else { continue }
                        if let ancestor = ancestors.first(where: { $0.identity == FileIdentity(entry) }) {
                            errors.append(.init(
                                path: path, reason: "symbolic link loop (it leads back to \(ancestor.path)); not followed"))
                            continue
                        }
                        enter(path, entry)
                        continue
                    }
                }
                if entry.isFolder {
                    if !FolderEntries.isSkippedFolder(named: name) { enter(path, entry) }
                } else if name.hasSuffix(".swift") {
                    take(path, entry)
                }
            }
        }
    }
}

/// What makes a file the same file under two paths: its device and inode.
struct FileIdentity: Hashable {
    let device: UInt64
    let inode: UInt64

    init(_ status: stat) {
        device = UInt64(truncatingIfNeeded: status.st_dev)
        inode = UInt64(truncatingIfNeeded: status.st_ino)
    }

    init(device: UInt64, inode: UInt64) {
        self.device = device
        self.inode = inode
    }
}

extension stat {
    var isFolder: Bool { st_mode & S_IFMT == S_IFDIR }
    var isRegularFile: Bool { st_mode & S_IFMT == S_IFREG }
    var isSymbolicLink: Bool { st_mode & S_IFMT == S_IFLNK }
}
