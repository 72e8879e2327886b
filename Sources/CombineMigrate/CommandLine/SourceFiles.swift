import Foundation

/// The files of a run: finding them (`Discovery`), listing folders, reading them (regular
/// files only), checking their UTF-8, and writing them back atomically.
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

    /// The names in a folder, or why it cannot be read.
    static func entries(of folder: String) -> Result<[String], FileError> {
        guard let handle = opendir(folder) else {
            return .failure(FileError(path: folder, reason: "cannot read folder: \(describe(errno))"))
        }
        defer { closedir(handle) }
        var names: [String] = []
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: &entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return .success(names)
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

    /// The file's bytes, or the reason it cannot be processed. Only a regular file is
    /// opened: a FIFO would block the run, a device never end.
    static func contents(of path: String) -> Result<[UInt8], FileError> {
        var status = stat()
        guard stat(path, &status) == 0 else { return .failure(FileError(path: path, reason: describe(errno))) }
        if status.isFolder { return .failure(FileError(path: path, reason: "is a directory")) }
        guard status.isRegularFile else { return .failure(FileError(path: path, reason: notRegularFile)) }
        // Non-blocking, in case a FIFO took the file's place since `stat`.
        let fd = open(path, O_RDONLY | O_NONBLOCK)
        guard fd >= 0 else { return .failure(FileError(path: path, reason: describe(errno))) }
        defer { close(fd) }
        guard fstat(fd, &status) == 0 else { return .failure(FileError(path: path, reason: describe(errno))) }
        guard status.isRegularFile else { return .failure(FileError(path: path, reason: notRegularFile)) }
        // Read straight into the array, sized from `fstat`; a file that grows meanwhile is
        // read on to its end.
        var bytes = [UInt8](repeating: 0, count: Int(status.st_size) + 1)
        var filled = 0
        while true {
            if filled == bytes.count { bytes.append(contentsOf: repeatElement(0, count: max(4096, bytes.count / 2))) }
            let count = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + filled, $0.count - filled) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(FileError(path: path, reason: describe(errno)))
            }
            if count == 0 { break }
            filled += count
        }
        bytes.removeSubrange(filled...)
        return .success(bytes)
    }

    /// The offset of the first byte that is not part of valid UTF-8, if any.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return nil }
            let raw = UnsafeRawPointer(base)
            let count = buffer.count
            var p = 0
            while p < count {
                // ASCII eight bytes at a time.
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
    }

    /// Replaces the file at `path` with `bytes` atomically: a temporary file in the same
    /// folder, with the original's permissions, renamed over it. A symbolic link is
    /// followed, so the link stays a link.
    static func writeAtomically(_ bytes: [UInt8], to path: String) -> FileError? {
        let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        var status = stat()
        guard stat(target, &status) == 0 else { return FileError(path: path, reason: describe(errno)) }
        // A file without write permission is left alone even where the rename would succeed
        // (as root, or in a writable folder): read-only often means "not checked out".
        guard access(target, W_OK) == 0, status.st_mode & 0o222 != 0 else {
            return FileError(path: path, reason: "file is read-only; left untouched")
        }
        let folder = (target as NSString).deletingLastPathComponent
        let name = (target as NSString).lastPathComponent
        var template = Array("\(folder.isEmpty ? "." : folder)/.\(name).combine-migrate-XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else {
            return FileError(path: path, reason: "cannot create a temporary file beside it: \(describe(errno))")
        }
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var failure: String?
        bytes.withUnsafeBytes { buffer in
            var written = 0
            while written < buffer.count {
                let count = write(fd, buffer.baseAddress! + written, buffer.count - written)
                if count < 0 {
                    if errno == EINTR { continue }
                    failure = describe(errno)
                    return
                }
                written += count
            }
        }
        if failure == nil, fchmod(fd, status.st_mode & 0o7777) != 0 { failure = describe(errno) }
        if failure == nil, fsync(fd) != 0 { failure = describe(errno) }
        close(fd)
        if failure == nil, rename(temporary, target) != 0 { failure = describe(errno) }
        if let failure {
            unlink(temporary)
            return FileError(path: path, reason: "cannot write: \(failure)")
        }
        return nil
    }

    /// Writes a file that may not exist yet (`combine-migrate support`): atomically when it
    /// does, keeping its permissions; created with the usual mode when it does not.
    static func writeNew(_ bytes: [UInt8], to path: String) -> FileError? {
        if FileManager.default.fileExists(atPath: path) { return writeAtomically(bytes, to: path) }
        guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else {
            return FileError(path: path, reason: "cannot create the file")
        }
        return nil
    }

    static func describe(_ code: Int32) -> String {
        String(cString: strerror(code)).lowercased()
    }
}
