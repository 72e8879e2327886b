import Foundation

/// Writing files back, never leaving one half-written or clobbering someone else's change:
/// the new content goes to a temporary file beside the original (with its permissions), is
/// flushed to disk, and is renamed over the original only if the original is still what the
/// run read. Any failure — a full disk, a signal, a change on disk — removes the temporary
/// file and leaves the original as it was.
struct FileWriter: Sendable {
    /// Called with the file's path once its temporary file is complete, just before the checks
    /// and the rename. A test seam: a test changes the file here, or sends a signal.
    var beforeRename: (@Sendable (String) -> Void)?
    /// `write(2)`; a test puts a full disk here.
    var writeBytes: @Sendable (Int32, UnsafeRawBufferPointer) -> Int = { fd, buffer in
        write(fd, buffer.baseAddress, buffer.count)
    }

    typealias FileError = SourceFiles.FileError

    static let changedOnDisk = "changed on disk while being migrated; left untouched"

    /// Replaces the file at `path` with `bytes`, unless it is no longer what was read
    /// (`snapshot`: size, modification time and content). A symbolic link is followed, so the
    /// link stays a link.
    func replace(_ path: String, with bytes: [UInt8], readAs snapshot: FileSnapshot?) -> FileError? {
        let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        var status = stat()
        guard stat(target, &status) == 0 else { return FileError(path: path, reason: SourceFiles.describe(errno)) }
        // A file without write permission is left alone even where the rename would succeed
        // (as root, or in a writable folder): read-only often means "not checked out".
        guard access(target, W_OK) == 0, status.st_mode & 0o222 != 0 else {
            return FileError(path: path, reason: "file is read-only; left untouched")
        }
        return put(bytes, at: target, reportedAs: path, mode: status.st_mode & 0o7777) { temporary in
            if let snapshot, FileSnapshot.current(of: target) != snapshot { return Self.changedOnDisk }
            return rename(temporary, target) == 0 ? nil : "cannot write: \(SourceFiles.describe(errno)); left untouched"
        }
    }

    /// Writes a file that may not exist yet (the support file). An existing file is replaced
    /// (keeping its permissions) when `replacing`, and otherwise left alone; a new one gets
    /// the usual permissions (0666 less the umask), and a file that appears meanwhile is not
    /// clobbered.
    func create(_ path: String, with bytes: [UInt8], replacing: Bool) -> FileError? {
        var status = stat()
        if lstat(path, &status) == 0 {
            guard replacing else { return FileError(path: path, reason: "already exists; left untouched") }
            return replace(path, with: bytes, readAs: nil)
        }
        return put(bytes, at: path, reportedAs: path, mode: nil) { temporary in
            // `link` fails when the name exists; where hard links are not supported, `rename`.
            if link(temporary, path) == 0 {
                unlink(temporary)
                return nil
            }
            if errno == EEXIST { return "appeared while being written; left untouched" }
            return rename(temporary, path) == 0 ? nil : "cannot write: \(SourceFiles.describe(errno))"
        }
    }

    /// Writes `bytes` to a temporary file beside `target` and calls `install` to put it in
    /// place (nil: done; else the reason it was not). The temporary file never outlives this.
    private func put(
        _ bytes: [UInt8], at target: String, reportedAs path: String, mode: mode_t?,
        install: (String) -> String?
    ) -> FileError? {
        guard Interruption.beginWrite() else { return FileError(path: path, reason: "interrupted; left untouched") }
        defer { Interruption.endWrite() }
        let temporary: (fd: Int32, path: String)
        switch Self.makeTemporary(beside: target, mode: mode ?? 0o666) {
        case .success(let made): temporary = made
        case .failure(let failure):
            return FileError(path: path, reason: "cannot create a temporary file beside it: \(failure.reason)")
        }
        var failure = fill(temporary.fd, with: bytes)
        if failure == nil, let mode, fchmod(temporary.fd, mode) != 0 { failure = SourceFiles.describe(errno) }
        if failure == nil, fsync(temporary.fd) != 0 { failure = SourceFiles.describe(errno) }
        // A full disk may only show when the file is closed (NFS, some quotas).
        if close(temporary.fd) != 0, failure == nil { failure = SourceFiles.describe(errno) }
        if let failure {
            unlink(temporary.path)
            return FileError(path: path, reason: "cannot write: \(failure); left untouched")
        }
        beforeRename?(path)
        let refusal = Interruption.isInterrupted ? "interrupted; left untouched" : install(temporary.path)
        if let refusal {
            unlink(temporary.path)
            return FileError(path: path, reason: refusal)
        }
        return nil
    }

    /// Writes all of `bytes`; the reason it could not, or nil.
    private func fill(_ fd: Int32, with bytes: [UInt8]) -> String? {
        bytes.withUnsafeBytes { buffer in
            var written = 0
            while written < buffer.count {
                let count = writeBytes(fd, UnsafeRawBufferPointer(rebasing: buffer[written...]))
                if count < 0 {
                    if errno == EINTR { continue }
                    return SourceFiles.describe(errno)
                }
                written += count
            }
            return nil
        }
    }

    /// A new file `.NAME.combine-migrate-XXXXXX` in the folder of `target`, open for writing,
    /// created with `mode` (less the umask).
    private static func makeTemporary(beside target: String, mode: mode_t) -> Result<(fd: Int32, path: String), Failure> {
        let folder = (target as NSString).deletingLastPathComponent
        let name = (target as NSString).lastPathComponent
        let characters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        for _ in 0..<100 {
            let suffix = String((0..<6).map { _ in characters.randomElement()! })
            let path = "\(folder.isEmpty ? "." : folder)/.\(name).combine-migrate-\(suffix)"
            let fd = open(path, O_WRONLY | O_CREAT | O_EXCL, mode)
            if fd >= 0 { return .success((fd, path)) }
            if errno != EEXIST { return .failure(Failure(reason: SourceFiles.describe(errno))) }
        }
        return .failure(Failure(reason: SourceFiles.describe(EEXIST)))
    }

    private struct Failure: Error {
        let reason: String
    }
}
