import Foundation

/// Writing files back, never leaving one half-written or clobbering someone else's change:
/// the new content goes to a temporary file beside the original (with its permissions, owner
/// and group), is flushed to disk, and is renamed over the original only if the original is
/// still what the run read (`replace`, in FileWriter+Replace.swift). Any failure — a full
/// disk, a signal, a change on disk — removes the temporary file and leaves the original as
/// it was.
struct FileWriter: Sendable {
    /// Called with the file's path once its temporary file is complete, just before the checks
    /// and the rename. A test seam: a test changes the file here, or sends a signal.
    var beforeRename: (@Sendable (String) -> Void)?
    /// Called with the file's path just after the rename, before the original is checked
    /// again. A test seam: a test writes to the original here, through a descriptor it opened
    /// before the rename.
    var afterRename: (@Sendable (String) -> Void)?
    /// `write(2)`; a test puts a full disk here.
    var writeBytes: @Sendable (Int32, UnsafeRawBufferPointer) -> Int = { fd, buffer in
        write(fd, buffer.baseAddress, buffer.count)
    }
    /// `fchown(2)`; a test puts a refusal here (as root every change of owner is permitted).
    var changeOwner: @Sendable (Int32, uid_t, gid_t) -> Int32 = { fd, owner, group in
        fchown(fd, owner, group)
    }

    typealias FileError = SourceFiles.FileError

    static let changedOnDisk = "changed on disk while being migrated; left untouched"

    /// Writes a file that does not exist yet (the support file), with the usual permissions
    /// (0666 less the umask); a file that is there, or appears meanwhile, is not clobbered.
    func create(_ path: String, with bytes: [UInt8]) -> FileError? {
        var status = stat()
        if lstat(path, &status) == 0 { return FileError(path: path, reason: "already exists; left untouched") }
        return put(bytes, at: path, reportedAs: path, like: nil) { temporary in
            // `link` fails when the name exists; where hard links are not supported, `rename`.
            if link(temporary.path, path) == 0 {
                unlink(temporary.path)
                return nil
            }
            if errno == EEXIST { return "appeared while being written; left untouched" }
            return rename(temporary.path, path) == 0 ? nil : "cannot write: \(SourceFiles.describe(errno))"
        }
    }

    /// A complete temporary file: its path, and its stamp once flushed.
    struct Temporary {
        let path: String
        let stamp: FileStamp
    }

    /// Writes `bytes` to a temporary file beside `target` and calls `install` to put it in
    /// place (nil: done; else the reason it was not). The temporary file never outlives this.
    func put(
        _ bytes: [UInt8], at target: String, reportedAs path: String, like original: stat?,
        install: (Temporary) -> String?
    ) -> FileError? {
        guard Interruption.beginWrite() else { return FileError(path: path, reason: "interrupted; left untouched") }
        defer { Interruption.endWrite() }
        let temporary: Temporary
        switch writeTemporary(bytes, beside: target, like: original) {
        case .success(let written): temporary = written
        case .failure(let failure): return FileError(path: path, reason: failure.reason)
        }
        beforeRename?(path)
        let refusal = Interruption.isInterrupted ? "interrupted; left untouched" : install(temporary)
        if let refusal {
            unlink(temporary.path)
            return FileError(path: path, reason: refusal)
        }
        return nil
    }

    /// A temporary file beside `target` holding `bytes`, flushed to disk, with the permissions,
    /// owner and group of `original` (if given); or the reason it cannot be (and none is left).
    func writeTemporary(_ bytes: [UInt8], beside target: String, like original: stat?) -> Result<Temporary, Failure> {
        let made: (fd: Int32, path: String)
        switch Self.makeTemporary(beside: target, mode: original.map { $0.st_mode & 0o7777 } ?? 0o666) {
        case .success(let temporary): made = temporary
        case .failure(let failure):
            return .failure(Failure(reason: "cannot create a temporary file beside it: \(failure.reason)"))
        }
        var failure = fill(made.fd, with: bytes).map { "cannot write: \($0); left untouched" }
        if failure == nil, let original { failure = match(made.fd, to: original) }
        var status = stat()
        if failure == nil, fsync(made.fd) != 0 || fstat(made.fd, &status) != 0 {
            failure = "cannot write: \(SourceFiles.describe(errno)); left untouched"
        }
        // A full disk may only show when the file is closed (NFS, some quotas).
        if close(made.fd) != 0, failure == nil { failure = "cannot write: \(SourceFiles.describe(errno)); left untouched" }
        if let failure {
            unlink(made.path)
            return .failure(Failure(reason: failure))
        }
        return .success(Temporary(path: made.path, stamp: FileStamp(status)))
    }

    /// Gives the temporary file open as `fd` the owner, group and permissions of `original`
    /// (in that order: a change of owner clears the set-user-ID bit). Without them a file
    /// written by root (CI, a container) would become root's, and its owner might no longer
    /// read it: where the owner cannot be kept, the original is left alone. The reason, or nil.
    private func match(_ fd: Int32, to original: stat) -> String? {
        var status = stat()
        guard fstat(fd, &status) == 0 else { return "cannot write: \(SourceFiles.describe(errno)); left untouched" }
        if status.st_uid != original.st_uid || status.st_gid != original.st_gid,
           changeOwner(fd, original.st_uid, original.st_gid) != 0 {
            return "cannot give the rewritten file its owner and group (uid \(original.st_uid), gid \(original.st_gid)): "
                + "\(SourceFiles.describe(errno)); left untouched"
        }
        return fchmod(fd, original.st_mode & 0o7777) == 0 ? nil : "cannot write: \(SourceFiles.describe(errno)); left untouched"
    }

    /// Writes all of `bytes`; the reason it could not, or nil.
    private func fill(_ fd: Int32, with bytes: [UInt8]) -> String? {
        bytes.withUnsafeBytes { buffer in
            writeAll(buffer) { writeBytes(fd, $0) }.map(SourceFiles.describe)
        }
    }

    /// A new file `.NAME.combine-migrate-XXXXXX` in the folder of `target`, open for writing,
    /// created with `mode` (less the umask).
    private static func makeTemporary(beside target: String, mode: mode_t) -> Result<(fd: Int32, path: String), Failure> {
        for _ in 0..<100 {
            let path = temporaryName(beside: target)
            let fd = open(path, O_WRONLY | O_CREAT | O_EXCL, mode)
            if fd >= 0 { return .success((fd, path)) }
            if errno != EEXIST { return .failure(Failure(reason: SourceFiles.describe(errno))) }
        }
        return .failure(Failure(reason: SourceFiles.describe(EEXIST)))
    }

    /// `.NAME.combine-migrate-XXXXXX` in the folder of `target`, XXXXXX random: the name of a
    /// temporary file, or of the link that keeps an original while it is replaced.
    static func temporaryName(beside target: String) -> String {
        let folder = (target as NSString).deletingLastPathComponent
        let name = (target as NSString).lastPathComponent
        let characters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        let suffix = String((0..<6).map { _ in characters.randomElement()! })
        return "\(folder.isEmpty ? "." : folder)/.\(name).combine-migrate-\(suffix)"
    }

    struct Failure: Error {
        let reason: String
    }
}
