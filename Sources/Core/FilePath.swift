/// Paths resolved as strings: `.` and `..` components and empty ones (`//`) removed as
/// written — symbolic links are not followed and the disk is not asked — the way
/// `URL.standardizedFileURL` spells an absolute path, without making a URL for each file.
package enum FilePath {
    /// `path` with its `.`, `..` and empty components resolved: an absolute path stays
    /// absolute (`..` above the root is the root), a relative one relative (`..` above its
    /// start stays; nothing left is `.`).
    package static func standardized(_ path: String) -> String {
        // Most paths have no `.` or `..` component and no `//`: nothing to resolve.
        if !needsResolving(path.utf8) { return path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path }
        let isAbsolute = path.hasPrefix("/")
        var components: [Substring] = []
        for component in path.split(separator: "/") {
            switch component {
            case ".":
                continue
            case "..":
                // Above the root is the root; above a relative path's start, `..` stays.
                if let last = components.last, last != ".." {
                    components.removeLast()
                } else if !isAbsolute {
                    components.append(component)
                }
            default:
                components.append(component)
            }
        }
        let joined = components.joined(separator: "/")
        if isAbsolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    package static func resolved(_ relative: String, from folder: String) -> String {
        standardized(relative.hasPrefix("/") ? relative : folder + "/" + relative)
    }

    /// Whether `path` has a `.` or `..` component or an empty one (`//`).
    private static func needsResolving(_ path: String.UTF8View) -> Bool {
        var previous: UInt8 = 0
        var dots = 0
        for byte in path {
            if byte == UInt8(ascii: "/") {
                if previous == UInt8(ascii: "/") || dots > 0 { return true }
            }
            dots = byte == UInt8(ascii: ".") && (previous == UInt8(ascii: "/") || dots > 0) ? dots + 1 : 0
            previous = byte
        }
        return dots > 0
    }
}
