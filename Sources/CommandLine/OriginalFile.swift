import Foundation

/// The file a write replaces, held open from before its temporary copy is made until after
/// the rename. Through this descriptor the writer sees the inode it replaced, whatever its
/// name now points to: a change made to it after the last comparison — by a process that
/// opened it before the rename and wrote to it after — shows here, and is not lost unseen.
struct OriginalFile {
    let fd: Int32
    /// Its status when opened: the permissions, owner and group the new file gets.
    let status: stat

    /// Opens the regular file at `path` (after symbolic links), or says why it cannot.
    static func open(_ path: String) -> Result<OriginalFile, SourceFiles.FileError> {
        // Non-blocking: a FIFO that took the file's place is turned away, not waited on.
        let fd = Foundation.open(path, O_RDONLY | O_NONBLOCK)
        guard fd >= 0 else { return .failure(.init(path: path, reason: SourceFiles.describe(errno))) }
        var status = stat()
        let reason = fstat(fd, &status) != 0 ? SourceFiles.describe(errno) : status.isRegularFile ? nil : SourceFiles.notRegularFile
        if let reason {
            Foundation.close(fd)
            return .failure(.init(path: path, reason: reason))
        }
        return .success(OriginalFile(fd: fd, status: status))
    }

    func close() { Foundation.close(fd) }

    /// Its stamp now; nil when `fstat` fails.
    func stamp() -> FileStamp? {
        var now = stat()
        return fstat(fd, &now) == 0 ? FileStamp(now) : nil
    }

    /// Whether the name `path` still leads to this file (not following a symbolic link there).
    func isNamed(_ path: String) -> Bool {
        guard let named = FileStamp.current(at: path) else { return false }
        return stamp()?.file == named.file
    }

    /// Its content and status now, read from its start: what a snapshot compares.
    func contents() -> (bytes: [UInt8], snapshot: FileSnapshot)? {
        var now = stat()
        guard fstat(fd, &now) == 0 else { return nil }
        guard case .success(let bytes) = SourceFiles.readToEnd(fd, from: 0) else { return nil }
        return (bytes, FileSnapshot(now, bytes: bytes))
    }
}
