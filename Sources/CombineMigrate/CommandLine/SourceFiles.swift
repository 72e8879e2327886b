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
        let entries: [String]
        do {
            entries = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        } catch {
            errors.append(FileError(path: directory, reason: "cannot read directory"))
            return
        }
        for name in entries {
            let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            if isExcluded(path, excludes) { continue }
            if isDirectory.boolValue {
                if name.hasPrefix(".") || skippedFolders.contains(name) { continue }
                walk(path, excludes: excludes, into: &files, errors: &errors)
            } else if name.hasSuffix(".swift") {
                files.append(path)
            }
        }
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

    /// The file's bytes, or the reason it cannot be processed.
    static func contents(of path: String) -> Result<[UInt8], FileError> {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return .failure(FileError(path: path, reason: describe(errno))) }
        defer { close(fd) }
        var status = stat()
        guard fstat(fd, &status) == 0 else { return .failure(FileError(path: path, reason: describe(errno))) }
        if (status.st_mode & S_IFMT) == S_IFDIR { return .failure(FileError(path: path, reason: "is a directory")) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(status.st_size))
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(FileError(path: path, reason: describe(errno)))
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return .success(bytes)
    }

    /// The offset of the first byte that is not part of valid UTF-8, if any.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return nil
            case .error: return offset
            }
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
