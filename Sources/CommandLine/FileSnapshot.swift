import Foundation

/// A file as it was read — size, modification time and a hash of its content — so that a
/// write can tell whether someone changed the file while the run was rewriting it (an
/// editor saving, a `git checkout`) and leave it alone rather than clobber the change.
struct FileSnapshot: Equatable, Sendable {
    var size: Int
    var modified: FileStamp.Time
    var contentHash: UInt64

    init(_ status: stat, bytes: [UInt8]) {
        size = Int(status.st_size)
        modified = status.modificationTime
        contentHash = Self.hash(bytes)
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

/// What shows a change to a file's content without reading it: its inode (a name can be
/// moved onto another), size and modification time. Not its status-change time, which the
/// writer's own link and rename change.
struct FileStamp: Equatable {
    var file: FileIdentity
    var size: Int
    var modified: Time

    struct Time: Equatable, Sendable {
        var seconds: Int
        var nanoseconds: Int

        init(_ time: timespec) {
            seconds = Int(time.tv_sec)
            nanoseconds = Int(time.tv_nsec)
        }
    }

    init(_ status: stat) {
        file = FileIdentity(status)
        size = Int(status.st_size)
        modified = status.modificationTime
    }

    /// The stamp of the file at `path` (not following a symbolic link there); nil if none.
    static func current(at path: String) -> FileStamp? {
        var status = stat()
        return lstat(path, &status) == 0 ? FileStamp(status) : nil
    }
}

extension stat {
    /// The last modification of the file's content, as each platform names it.
    var modificationTime: FileStamp.Time {
        #if canImport(Darwin)
        FileStamp.Time(st_mtimespec)
        #else
        FileStamp.Time(st_mtim)
        #endif
    }
}
