import Foundation

/// Replacing a file the run read, without losing a change made to it meanwhile. The original
/// is compared with what was read right before the rename, and, through a descriptor opened
/// on it before the temporary file was made, checked again right after: a process that had
/// it open and wrote to it in between (after the comparison) wrote into the inode the rename
/// took away, so that inode is put back — by a hard link kept across the rename, with the
/// writer's bytes, and the writer still writing to the file at its name — and the file is
/// reported as changed. A write after that second check goes into the replaced inode and is
/// not seen: no check can close that, short of locks every writer would have to take.
extension FileWriter {
    /// Replaces the file at `path` with `bytes`, unless it is no longer what was read
    /// (`snapshot`: size, modification time and content). A symbolic link is followed, so the
    /// link stays a link; the file keeps its permissions, owner and group.
    func replace(_ path: String, with bytes: [UInt8], readAs snapshot: FileSnapshot) -> FileError? {
        let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        let original: OriginalFile
        switch OriginalFile.open(target) {
        case .success(let opened): original = opened
        case .failure(let error): return FileError(path: path, reason: error.reason)
        }
        defer { original.close() }
        // A file without write permission is left alone even where the rename would succeed
        // (as root, or in a writable folder): read-only often means "not checked out".
        guard access(target, W_OK) == 0, original.status.st_mode & 0o222 != 0 else {
            return FileError(path: path, reason: "file is read-only; left untouched")
        }
        return put(bytes, at: target, reportedAs: path, like: original.status) { temporary in
            swap(temporary, into: target, for: original, readAs: snapshot, reportedAs: path)
        }
    }

    /// Renames `temporary` over `target` if `original` is still at `target` and still what was
    /// read, then checks it again; the reason it was not replaced, or nil.
    private func swap(
        _ temporary: Temporary, into target: String, for original: OriginalFile, readAs snapshot: FileSnapshot,
        reportedAs path: String
    ) -> String? {
        // Where the file system has no hard links, the original would be put back by a copy.
        let backup = Self.link(target)
        defer { if let backup { unlink(backup) } }
        // The last comparison: the link is to the original, the name still leads to it, and
        // it still holds what was read.
        guard backup.map(original.isNamed) ?? true, original.contents()?.snapshot == snapshot, original.isNamed(target) else {
            return Self.changedOnDisk
        }
        guard rename(temporary.path, target) == 0 else {
            return "cannot write: \(SourceFiles.describe(errno)); left untouched"
        }
        afterRename?(path)
        if original.contents()?.snapshot == snapshot { return nil }
        return putBack(original, from: backup, at: target, replacing: temporary.stamp)
    }

    /// Puts back at `target` the original, written to after the comparison, in place of the
    /// migrated file; the reason to report. The migrated file is kept if it changed too (a
    /// writer that opened it after the rename, or an editor saving by its own rename): both
    /// cannot be, and the report says which change is lost.
    private func putBack(_ original: OriginalFile, from backup: String?, at target: String, replacing migrated: FileStamp) -> String {
        guard FileStamp.current(at: target) == migrated else {
            return "changed on disk while being migrated, and again after the rename: the later change is kept, "
                + "a write to the file as it was is lost"
        }
        if let backup, rename(backup, target) == 0 { return Self.changedOnDisk }
        if backup == nil, let bytes = original.contents()?.bytes,
           case .success(let copy) = writeTemporary(bytes, beside: target, like: original.status) {
            if rename(copy.path, target) == 0 { return Self.changedOnDisk }
            unlink(copy.path)
        }
        return "changed on disk while being migrated, and could not be put back (\(SourceFiles.describe(errno))): "
            + "the change to the old file is lost"
    }

    /// A new hard link to `target` beside it, keeping the original while the rename takes
    /// its name; nil where none can be made.
    private static func link(_ target: String) -> String? {
        for _ in 0..<100 {
            let name = temporaryName(beside: target)
            if Foundation.link(target, name) == 0 { return name }
            if errno != EEXIST { return nil }
        }
        return nil
    }
}
