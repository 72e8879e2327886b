/// `.xcconfig` files read into the levels of `BuildSettings`: `KEY = value` and
/// `KEY[sdk=…][config=…] = value` lines (a trailing `;` dropped), `// comments`, and
/// `#include "other.xcconfig"` (`#include?` when the file may be missing) in place — a path
/// relative to the including file, or else to the project's folder, as Xcode looks. A file
/// that cannot be read is an unreadable level: what it could set is unknown. Files are read
/// through `disk` once each, however many targets use them.
struct XCConfigReader {
    /// How deep includes nest before the rest is taken as unreadable (a cycle among them ends
    /// at once).
    static let maximumIncludeDepth = 16

    /// One line that matters.
    private enum Line {
        case assignment(SettingAssignment)
        case include(path: String, isOptional: Bool)
    }

    private let disk: ProjectDisk
    /// The folder relative paths fall back to, and that origins name files relative to.
    private let projectFolder: String
    /// By absolute path: the file's lines, or nil when it cannot be read.
    private var parsed: [String: [Line]?] = [:]

    init(disk: ProjectDisk, projectFolder: String) {
        self.disk = disk
        self.projectFolder = projectFolder
    }

    /// The levels the file at `path` (absolute) gives, its includes in place.
    mutating func levels(at path: String) -> [BuildSettings.Level] {
        var levels: [BuildSettings.Level] = []
        var assignments: [SettingAssignment] = []
        append(path, isOptional: false, stack: [], to: &levels, &assignments)
        if !assignments.isEmpty { levels.append(.file(assignments)) }
        return levels
    }

    private mutating func append(
        _ path: String, isOptional: Bool, stack: [String], to levels: inout [BuildSettings.Level], _ assignments: inout [SettingAssignment]
    ) {
        if stack.contains(path) { return }
        guard stack.count < Self.maximumIncludeDepth, let lines = lines(at: path) else {
            if isOptional { return }
            if !assignments.isEmpty { levels.append(.file(assignments)) }
            assignments = []
            levels.append(.unreadable(ProjectPath.relative(path, to: projectFolder)))
            return
        }
        for line in lines {
            switch line {
            case .assignment(let assignment):
                assignments.append(assignment)
            case .include(let included, let optional):
                append(resolve(included, from: path), isOptional: optional, stack: stack + [path], to: &levels, &assignments)
            }
        }
    }

    /// An included path: absolute, or relative to the including file when that exists there,
    /// else to the project's folder.
    private mutating func resolve(_ included: String, from path: String) -> String {
        let beside = ProjectPath.join(ProjectPath.folder(of: path), included)
        if included.hasPrefix("/") || lines(at: beside) != nil { return beside }
        let fromProject = ProjectPath.join(projectFolder, included)
        return lines(at: fromProject) != nil ? fromProject : beside
    }

    private mutating func lines(at path: String) -> [Line]? {
        if let known = parsed[path] { return known }
        let lines = disk.read(path).map { Self.parse(String(decoding: $0, as: UTF8.self), origin: ProjectPath.relative(path, to: projectFolder)) }
        parsed[path] = .some(lines)
        return lines
    }

    /// The lines of a file's text that matter; others (blank, comments, malformed) are
    /// skipped, as Xcode skips them with a warning.
    private static func parse(_ text: String, origin: String) -> [Line] {
        var lines: [Line] = []
        for rawLine in text.split(omittingEmptySubsequences: true, whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) {
            let content = trimmed(withoutComment(rawLine))
            if content.hasPrefix("#include") {
                let isOptional = content.hasPrefix("#include?")
                let rest = trimmed(content.dropFirst(isOptional ? 9 : 8))
                guard rest.count >= 2, rest.hasPrefix("\""), rest.hasSuffix("\"") else { continue }
                lines.append(.include(path: String(rest.dropFirst().dropLast()), isOptional: isOptional))
            } else if let equals = assignmentEquals(in: content) {
                var value = trimmed(content[content.index(after: equals)...])
                if value.hasSuffix(";") { value = trimmed(value.dropLast()) }
                let key = trimmed(content[..<equals])
                if let assignment = SettingAssignment(key: String(key.filter { $0 != " " }), value: String(value), origin: origin) {
                    lines.append(.assignment(assignment))
                }
            }
        }
        return lines
    }

    /// The `=` between a key (with its `[cond=value]` conditions) and its value.
    private static func assignmentEquals(in line: Substring) -> Substring.Index? {
        var depth = 0
        for index in line.indices {
            switch line[index] {
            case "[": depth += 1
            case "]": depth -= 1
            case "=" where depth == 0: return index
            default: break
            }
        }
        return nil
    }

    /// The line up to a `//` (Xcode reads one anywhere as a comment's start).
    private static func withoutComment(_ line: Substring) -> Substring {
        var previous: Character?
        for index in line.indices {
            if previous == "/", line[index] == "/" { return line[..<line.index(before: index)] }
            previous = line[index]
        }
        return line
    }

    private static func trimmed(_ text: Substring) -> Substring {
        let isSpace = { (character: Character) in character == " " || character == "\t" }
        guard let first = text.firstIndex(where: { !isSpace($0) }), let last = text.lastIndex(where: { !isSpace($0) }) else { return "" }
        return text[first...last]
    }
}
