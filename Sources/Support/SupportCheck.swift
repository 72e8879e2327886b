import Core
import Foundation
import Structure

/// Which modules of a run need the support file and do not have it: a module whose rewrites
/// call helpers (`SupportHelpers`) that no file of the module declares — so that a run that
/// writes `bufferedValues()` never leaves a project that does not build without saying so,
/// and with the exact command that fixes it.
///
/// A module is what the run's project files say (`ProjectFacts`: an Xcode or XcodeGen target,
/// a package target); files no project builds are taken as one module, the folder they share.
/// A module's files are those of the run, and — when the run did not cover the module —
/// the other `.swift` files in its folder, which `filesOnDisk` reads.
package struct SupportCheck {
    /// What one file of the run calls and declares.
    package struct File: Sendable {
        var path: String
        var calls: SupportHelpers
        var declares: SupportHelpers
        /// Where the file's change starts (1-based), to place the diagnostic.
        var line: Int = 1

        package init(path: String, calls: SupportHelpers, declares: SupportHelpers, line: Int = 1) {
            self.path = path
            self.calls = calls
            self.declares = declares
            self.line = line
        }
    }

    /// A module whose rewrites call helpers it does not declare.
    package struct Missing: Sendable, Equatable {
        /// `module Feed`, or `folder App/Views`.
        package var module: String
        /// The Xcode target that lists its files one by one, so that a new file there is
        /// built only once it is added to the target.
        package var addedByHandTo: String?
        /// The module's folder, as the files were named.
        package var folder: String
        /// The helpers called and declared by no file of the module.
        package var helpers: SupportHelpers
        /// Whether the helpers are called on OpenCombine's publishers: the file to write is the
        /// OpenCombine form (`--open-combine`).
        package var openCombine = false
        /// Whether they are called in files that import Combine where they can and OpenCombine
        /// elsewhere: the file to write is the form for either (`--or-open-combine`).
        package var orOpenCombine = false
        /// Where the support file goes: beside the module's sources, or the file that
        /// declares some of the helpers (from an older version of the tool).
        package var output: String
        /// The first file whose rewrite calls them, and the line its change starts at.
        package var path: String
        package var line: Int

        /// The command that writes it: `combine-migrate support --output Sources/Feed/CombineMigrateSupport.swift`.
        package var command: String {
            "combine-migrate support --output \(Self.shellQuoted(output))"
                + (orOpenCombine ? " --or-open-combine" : openCombine ? " --open-combine" : "")
        }

        /// The file to write: `SupportFile.text(access:module:)`.
        package func text(access: String) -> String {
            orOpenCombine ? SupportFile.textForCombineOrOpenCombine(access: access)
                : SupportFile.text(access: access, module: openCombine ? "OpenCombine" : "Combine")
        }

        static func shellQuoted(_ text: String) -> String {
            let plain = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-./+:,@%=")
            if !text.isEmpty, text.allSatisfy(plain.contains) { return text }
            return "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
        }
    }

    /// Reads the `.swift` files in a folder that are not among `skipping` (absolute paths):
    /// their paths and the helpers each declares.
    var filesOnDisk: (_ folder: String, _ skipping: Set<String>) -> [(path: String, declares: SupportHelpers)]

    package init(filesOnDisk: @escaping (_ folder: String, _ skipping: Set<String>) -> [(path: String, declares: SupportHelpers)]) {
        self.filesOnDisk = filesOnDisk
    }

    /// The modules of `files` that need the support file, in the order their first file came;
    /// `run` lists every file of the run, so that only others are read from disk.
    package func missing(in files: [File], run: [String], project: ProjectFacts) -> [Missing] {
        var groups: [(key: Int, module: ModuleFacts?, files: [File])] = []
        for file in files {
            // Outside the modules of a project, every file is in one group: the folder they share.
            let target = project.module(ofPath: file.path)
            let key = project.moduleNumber(ofPath: file.path) ?? -1
            if let index = groups.firstIndex(where: { $0.key == key }) {
                groups[index].files.append(file)
            } else {
                groups.append((key, target, [file]))
            }
        }
        // The run's files, from the root: made only for a module whose folder must be read.
        var inRun: Set<String>?
        return groups.compactMap { group in
            missing(in: group.files, target: group.module) {
                if inRun == nil { inRun = Set(run.map(Self.absolute)) }
                return inRun!
            }
        }
    }

    private func missing(in files: [File], target: ModuleFacts?, inRun: () -> Set<String>) -> Missing? {
        let callers = files.filter { !$0.calls.isEmpty }
        guard let first = callers.first else { return nil }
        let called = callers.reduce(SupportHelpers()) { $0.union($1.calls) }
        var declaring = files.filter { !$0.declares.isEmpty }.map { (path: $0.path, declares: $0.declares) }
        var declared = declaring.reduce(SupportHelpers()) { $0.union($1.declares) }
        let folder = target?.root ?? Self.sharedFolder(of: callers.map(\.path))
        if !declared.isSuperset(of: called) {
            let onDisk = filesOnDisk(folder, inRun()).filter { !$0.declares.isEmpty }
            declaring += onDisk
            declared = declaring.reduce(declared) { $0.union($1.declares) }
        }
        let helpers = called.subtracting(declared)
        guard !helpers.isEmpty else { return nil }
        // An older support file is updated in place; a file of the user's that happens to
        // declare a helper's name is never the output.
        let older = declaring.first { Self.isSupportFile($0.path) }
        let output = older?.path ?? (folder == "." ? "" : folder + "/") + SupportFile.defaultFileName
        return Missing(
            module: target.map { "module \($0.name)" } ?? "folder \(Self.trimmed(folder))",
            addedByHandTo: target.flatMap { $0.listsFiles && older == nil ? $0.name : nil },
            folder: folder, helpers: helpers, openCombine: called.contains(.openCombine), orOpenCombine: called.contains(.orOpenCombine), output: Self.trimmed(output), path: first.path,
            line: first.line)
    }

    /// Whether the file at `path` was written by `combine-migrate support` (its header says so).
    static func isSupportFile(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        return isSupportFile(contents: [UInt8]((try? handle.read(upToCount: 400)) ?? Data()))
    }

    /// Whether a file starting with `bytes` was written by `combine-migrate support`.
    package static func isSupportFile(contents bytes: [UInt8]) -> Bool {
        String(decoding: bytes.prefix(400), as: UTF8.self).contains("written by `combine-migrate support`")
    }

    /// The deepest folder holding all of `paths`, named as they are (`.` when relative
    /// paths share none).
    static func sharedFolder(of paths: [String]) -> String {
        let folders = paths.map { ($0 as NSString).deletingLastPathComponent.split(separator: "/", omittingEmptySubsequences: false) }
        guard var shared = folders.first else { return "." }
        for folder in folders.dropFirst() {
            shared = Array(zip(shared, folder).prefix { $0 == $1 }.map(\.0))
        }
        let joined = shared.joined(separator: "/")
        if joined.isEmpty { return paths.first?.hasPrefix("/") == true ? "/" : "." }
        return joined
    }

    /// `./Sources/Feed` → `Sources/Feed`, as a user types it.
    static func trimmed(_ path: String) -> String {
        path.hasPrefix("./") && path.count > 2 ? String(path.dropFirst(2)) : path
    }

    /// The folder the run started in, which relative paths are from.
    private static let currentFolder = FileManager.default.currentDirectoryPath

    /// `path` from the root, with `.` and `..` components resolved as written (symbolic
    /// links are not followed), as `URL.standardizedFileURL` spells it.
    package static func absolute(_ path: String) -> String {
        FilePath.resolved(path, from: currentFolder)
    }
}
