import Foundation

/// Finding the files to process, reading them, and writing them back atomically.
enum SourceFiles {
    /// Folders never entered: build output, dependencies, version control, hidden folders.
    static let skippedFolders: Set<String> = [".build", ".git", ".swiftpm", "Pods", "Carthage", "DerivedData"]

    struct FileError: Error, Equatable {
        let path: String
        let reason: String
    }

    /// The `.swift` files under `paths`, sorted within each directory, explicit files as given.
    /// Paths that do not exist are returned as errors; the rest are still listed.
    static func discover(_ paths: [String], excludes: [String]) -> (files: [String], errors: [FileError]) {
        var files: [String] = []
        var errors: [FileError] = []
        for path in paths {
            var status = stat()
            guard stat(path, &status) == 0 else {
                errors.append(FileError(path: path, reason: describe(errno)))
                continue
            }
            if (status.st_mode & S_IFMT) != S_IFDIR {
                if !isExcluded(path, excludes) { files.append(path) }
                continue
            }
            walk(path, excludes: excludes, into: &files, errors: &errors)
        }
        return (files, errors)
    }

    private static func walk(_ directory: String, excludes: [String], into files: inout [String], errors: inout [FileError]) {
        guard let entries = entries(of: directory) else {
            errors.append(FileError(path: directory, reason: "cannot read directory"))
            return
        }
        for (name, isDirectory) in entries {
            let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            if isExcluded(path, excludes) { continue }
            if isDirectory {
                if name.hasPrefix(".") || skippedFolders.contains(name) { continue }
                walk(path, excludes: excludes, into: &files, errors: &errors)
            } else if name.hasSuffix(".swift") {
                files.append(path)
            }
        }
    }

    /// The entries of a folder, sorted by name, each with whether it is a folder (symbolic
    /// links followed; a broken link is left out); nil when the folder cannot be read.
    /// Read with `readdir`, whose entry types spare a `stat` per file.
    private static func entries(of directory: String) -> [(name: String, isDirectory: Bool)]? {
        guard let stream = opendir(directory) else { return nil }
        defer { closedir(stream) }
        var entries: [(name: String, isDirectory: Bool)] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(cString: raw.bindMemory(to: CChar.self).baseAddress!)
            }
            if name == "." || name == ".." { continue }
            let type = Int32(entry.pointee.d_type)
            if type == Int32(DT_DIR) || type == Int32(DT_REG) {
                entries.append((name, type == Int32(DT_DIR)))
                continue
            }
            // A symbolic link, or a file system that does not say: ask `stat` (which follows links).
            var status = stat()
            let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            guard stat(path, &status) == 0 else { continue }
            entries.append((name, (status.st_mode & S_IFMT) == S_IFDIR))
        }
        return entries.sorted { $0.name < $1.name }
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

    /// Reads the file into `buffer` and returns what `body` makes of its bytes (valid only
    /// during the call), or the reason the file cannot be processed.
    static func withContents<Value>(
        of path: String, in buffer: ReadBuffer, _ body: (UnsafeBufferPointer<UInt8>) -> Value
    ) -> Result<Value, FileError> {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return .failure(FileError(path: path, reason: describe(errno))) }
        defer { close(fd) }
        var status = stat()
        guard fstat(fd, &status) == 0 else { return .failure(FileError(path: path, reason: describe(errno))) }
        if (status.st_mode & S_IFMT) == S_IFDIR { return .failure(FileError(path: path, reason: "is a directory")) }
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
            let count = read(fd, buffer.storage.baseAddress! + filled, wanted)
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(FileError(path: path, reason: describe(errno)))
            }
            if count == 0 { break }
            filled += count
            // A regular file reads short only at its end: no call to be told so.
            if count < wanted, (status.st_mode & S_IFMT) == S_IFREG { break }
        }
        return .success(body(UnsafeBufferPointer(start: buffer.storage.baseAddress!.assumingMemoryBound(to: UInt8.self), count: filled)))
    }

    /// The file's bytes, or the reason it cannot be processed.
    static func contents(of path: String) -> Result<[UInt8], FileError> {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return .failure(FileError(path: path, reason: describe(errno))) }
        defer { close(fd) }
        var status = stat()
        guard fstat(fd, &status) == 0 else { return .failure(FileError(path: path, reason: describe(errno))) }
        if (status.st_mode & S_IFMT) == S_IFDIR { return .failure(FileError(path: path, reason: "is a directory")) }
        // Read straight into the array, sized from `fstat`; a file that grows meanwhile is
        // read on to its end.
        var bytes = [UInt8](repeating: 0, count: Int(status.st_size) + 1)
        var filled = 0
        while true {
            if filled == bytes.count { bytes.append(contentsOf: repeatElement(0, count: max(4096, bytes.count / 2))) }
            let wanted = bytes.count - filled
            let count = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + filled, wanted) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(FileError(path: path, reason: describe(errno)))
            }
            if count == 0 { break }
            filled += count
            // A regular file reads short only at its end: no call to be told so.
            if count < wanted, (status.st_mode & S_IFMT) == S_IFREG { break }
        }
        bytes.removeSubrange(filled...)
        return .success(bytes)
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
