import Core
import Foundation

/// The files of a run: finding them (`Discovery`), listing folders, reading them (regular
/// files only, with a `FileSnapshot` of what was read), checking their UTF-8. Writing them
/// back is `FileWriter`'s.
enum SourceFiles {
    struct FileError: Error, Equatable {
        let path: String
        let reason: String
    }

    static let notRegularFile = "not a regular file; skipped"

    /// The `.swift` files under `paths` (see `Discovery`).
    static func discover(
        _ paths: [String], excludes: [String], followSymlinks: Bool = false
    ) -> (files: [String], errors: [FileError]) {
        Discovery(excludes: excludes, followSymlinks: followSymlinks).files(under: paths)
    }

    /// `discover`, adding the files to `files` as they are found.
    /// The folders listed are recorded in `listings`, if given, by absolute path from `currentFolder`.
    static func discover(
        _ paths: [String], excludes: [String], followSymlinks: Bool = false, into files: Arrivals<String>,
        listings: FolderListings? = nil, currentFolder: String = ""
    ) -> [FileError] {
        Discovery(excludes: excludes, followSymlinks: followSymlinks, listings: listings, currentFolder: currentFolder)
            .files(under: paths, into: files)
    }

    /// The entries of a folder, or why it cannot be read.
    static func entries(of folder: String) -> Result<[FolderEntries.Entry], FileError> {
        FolderEntries.list(folder).mapError { FileError(path: folder, reason: "cannot read folder: \(describe($0.code))") }
    }

    /// A glob matches the whole path, any trailing part of it, or the file name.
    static func isExcluded(_ path: String, _ globs: [String]) -> Bool {
        guard !globs.isEmpty else { return false }
        let trimmed = path.hasPrefix("./") ? String(path.dropFirst(2)) : path
        var candidates = [trimmed]
        var rest = trimmed[...]
        while let slash = rest.firstIndex(of: "/") {
            rest = rest[rest.index(after: slash)...]
            candidates.append(String(rest))
        }
        return globs.contains { glob in candidates.contains { fnmatch(glob, $0, 0) == 0 } }
    }

    /// Memory a file is read into and then looked at, used again for the next file: a run's
    /// first reading of every file allocates (and zeroes) nothing per file.
    final class ReadBuffer: @unchecked Sendable {
        private(set) var storage = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 16)

        deinit { storage.deallocate() }

        /// Room for at least `count` bytes (the contents are not kept).
        func reserve(_ count: Int) {
            guard count > storage.count else { return }
            replace(with: .allocate(byteCount: max(count, 2 * storage.count), alignment: 16))
        }

        /// Takes `memory` as its storage, freeing the old.
        func replace(with memory: UnsafeMutableRawBufferPointer) {
            storage.deallocate()
            storage = memory
        }
    }

    /// The file's bytes, or the reason it cannot be processed.
    static func contents(of path: String) -> Result<[UInt8], FileError> {
        // Not `read`: the hash of a snapshot costs a pass over the bytes no one would use.
        withContents(of: path, in: ReadBuffer()) { buffer, _ in Array(buffer) }
    }

    /// The bytes of `ranges` of the file, one after the other; nil when they cannot be read.
    static func contents(of path: String, ranges: [Range<Int>]) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_NONBLOCK)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes: [UInt8] = []
        for range in ranges {
            let start = bytes.count
            bytes += repeatElement(0, count: range.count)
            let complete = bytes.withUnsafeMutableBytes { buffer -> Bool in
                var done = 0
                while done < range.count {
                    let count = pread(fd, buffer.baseAddress! + start + done, range.count - done, off_t(range.lowerBound + done))
                    if count < 0, errno == EINTR { continue }
                    guard count > 0 else { return false }
                    done += count
                }
                return true
            }
            guard complete else { return nil }
        }
        return bytes
    }

    /// The file's bytes and what they were read as (to tell, before writing it back, whether
    /// it changed meanwhile), or the reason it cannot be processed.
    static func read(_ path: String) -> Result<(bytes: [UInt8], snapshot: FileSnapshot), FileError> {
        withContents(of: path, in: ReadBuffer()) { buffer, status in
            let bytes = Array(buffer)
            return (bytes, FileSnapshot(status, bytes: bytes))
        }
    }

    /// Reads the file into `buffer` and returns what `body` makes of its bytes (valid only
    /// during the call) and its status before they were read (a write checks the file still
    /// has it), or the reason the file cannot be processed. Only a regular file is read: a
    /// FIFO would block the run, a device never end.
    static func withContents<Value>(
        of path: String, in buffer: ReadBuffer, _ body: (UnsafeBufferPointer<UInt8>, stat) -> Value
    ) -> Result<Value, FileError> {
        // Non-blocking, so that a FIFO (which `Discovery` reports, but which may have taken
        // the file's place since) is opened without waiting for a writer, then turned away.
        let fd = open(path, O_RDONLY | O_NONBLOCK)
        guard fd >= 0 else { return .failure(FileError(path: path, reason: describe(errno))) }
        defer { close(fd) }
        var status = stat()
        guard fstat(fd, &status) == 0 else { return .failure(FileError(path: path, reason: describe(errno))) }
        if status.isFolder { return .failure(FileError(path: path, reason: "is a directory")) }
        guard status.isRegularFile else { return .failure(FileError(path: path, reason: notRegularFile)) }
        // Sized from `fstat`, with a byte to spare; a file that grows meanwhile is read on to its end.
        buffer.reserve(Int(status.st_size) + 1)
        var filled = 0
        while true {
            if filled == buffer.storage.count {
                let old = buffer.storage
                let grown = UnsafeMutableRawBufferPointer.allocate(byteCount: 2 * old.count, alignment: 16)
                grown.copyMemory(from: UnsafeRawBufferPointer(old))
                buffer.replace(with: grown)
            }
            let wanted = buffer.storage.count - filled
            let count = Foundation.read(fd, buffer.storage.baseAddress! + filled, wanted)
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(FileError(path: path, reason: describe(errno)))
            }
            if count == 0 { break }
            filled += count
            // A regular file reads short only at its end: no call to be told so.
            if count < wanted { break }
        }
        let bytes = UnsafeBufferPointer(start: buffer.storage.baseAddress!.assumingMemoryBound(to: UInt8.self), count: filled)
        return .success(body(bytes, status))
    }

    /// Why `bytes` are not Swift source text: the first byte not part of valid UTF-8, or nil.
    static func notText(_ bytes: [UInt8]) -> String? {
        firstInvalidUTF8(bytes).map(notText(at:))
    }

    static func notText(at offset: Int) -> String {
        "not valid UTF-8 (byte \(offset))"
    }

    /// The offset of the first byte that is not part of valid UTF-8, if any.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { firstInvalidUTF8($0) }
    }

    static func firstInvalidUTF8(_ buffer: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = buffer.baseAddress else { return nil }
        let raw = UnsafeRawPointer(base)
        let count = buffer.count
        var p = 0
        while p < count {
            // ASCII 32 bytes at a time, then eight.
            if p + 32 <= count {
                let any = raw.loadUnaligned(fromByteOffset: p, as: UInt64.self) | raw.loadUnaligned(fromByteOffset: p + 8, as: UInt64.self)
                    | raw.loadUnaligned(fromByteOffset: p + 16, as: UInt64.self) | raw.loadUnaligned(fromByteOffset: p + 24, as: UInt64.self)
                if any & 0x8080_8080_8080_8080 == 0 {
                    p += 32
                    continue
                }
            }
            if p + 8 <= count, raw.loadUnaligned(fromByteOffset: p, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                p += 8
                continue
            }
            let b0 = base[p]
            if b0 < 0x80 {
                p += 1
                continue
            }
            // One multi-byte scalar, checked as the UTF-8 standard says (no overlong forms,
            // no surrogates, nothing past U+10FFFF).
            let length: Int
            var low: UInt8 = 0x80
            var high: UInt8 = 0xBF
            switch b0 {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; high = 0x9F
            case 0xF0: length = 4; low = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; high = 0x8F
            default: return p
            }
            guard p + length <= count, (low...high).contains(base[p + 1]) else { return p }
            for i in 2..<max(2, length) where !(0x80...0xBF).contains(base[p + i]) { return p }
            p += length
        }
        return nil
    }

    /// All the bytes of `fd` to its end — from byte `offset` with `pread` when given (a file,
    /// whatever its descriptor's position), else with `read` (a pipe) — going on after
    /// EINTR and waiting while a non-blocking descriptor has nothing yet; or the `errno` of
    /// the read that failed.
    static func readToEnd(_ fd: Int32, from offset: off_t? = nil) -> Result<[UInt8], Console.ReadFailure> {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { buffer in
                if let offset { pread(fd, buffer.baseAddress, buffer.count, offset + off_t(bytes.count)) }
                else { Foundation.read(fd, buffer.baseAddress, buffer.count) }
            }
            if count == 0 { return .success(bytes) }
            if count > 0 {
                bytes += chunk[..<count]
            } else if errno == EAGAIN || errno == EWOULDBLOCK {
                var ready = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                _ = poll(&ready, 1, -1)
            } else if errno != EINTR {
                return .failure(Console.ReadFailure(code: errno))
            }
        }
    }

    static func describe(_ code: Int32) -> String {
        String(cString: strerror(code)).lowercased()
    }
}
