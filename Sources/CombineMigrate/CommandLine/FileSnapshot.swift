import Foundation

/// A file as it was read — size, modification time and a hash of its content — so that a
/// write can tell whether someone changed the file while the run was rewriting it (an
/// editor saving, a `git checkout`) and leave it alone rather than clobber the change.
struct FileSnapshot: Equatable, Sendable {
    var size: Int
    var modifiedSeconds: Int
    var modifiedNanoseconds: Int
    var contentHash: UInt64

    init(_ status: stat, bytes: [UInt8]) {
        size = Int(status.st_size)
        #if canImport(Darwin)
        modifiedSeconds = Int(status.st_mtimespec.tv_sec)
        modifiedNanoseconds = Int(status.st_mtimespec.tv_nsec)
        #else
        modifiedSeconds = Int(status.st_mtim.tv_sec)
        modifiedNanoseconds = Int(status.st_mtim.tv_nsec)
        #endif
        contentHash = Self.hash(bytes)
    }

    /// The file at `path` as it is now; nil when it cannot be read.
    static func current(of path: String) -> FileSnapshot? {
        guard case .success(let file) = SourceFiles.read(path) else { return nil }
        return file.snapshot
    }

    /// FNV-1a, 64 bits: stable across runs and platforms, and fast enough to hash each
    /// changed file twice.
    static func hash(_ bytes: [UInt8]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return hash
    }
}
