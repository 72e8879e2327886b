import Core
import Foundation
import Structure
import Tokenizer

/// Which files of the run a package builds in Swift 6 mode, for `receive-main-actor`: a
/// loop it starts with `Task { @MainActor … }` from nonisolated code sends what the Task
/// captures (`self`) to the main actor, which Swift 6 mode rejects for a type that is not
/// `Sendable`, where the `sink` closure it replaces compiled.
///
/// Looked up only for a file with such a site, when the rule asks: most runs read no
/// manifest for it.
struct LanguageModes: RunFacts {
    static let none = LanguageModes(lookup: nil)
    let lookup: Lookup?
    var anchorNames: [String] { [] }

    /// Whether a package may build the file at `path` (as its survey had it) in Swift 6 mode
    /// (`CodeView.mayBuildInSwift6`). A file without a manifest (an Xcode project's) may
    /// not: its mode is not read.
    func mayBuildInSwift6(_ path: String?) -> Bool {
        guard let path, let lookup else { return false }
        return lookup.mayBuildInSwift6(path)
    }

    /// The run's files' paths and manifests, read on demand, one manifest per folder.
    /// `@unchecked Sendable`: the rules of several files ask at once; the caches are read
    /// and written under `lock`.
    final class Lookup: @unchecked Sendable {
        private let count: Int
        private let path: @Sendable (Int) -> String?
        private let manifest: @Sendable (Int) -> [UInt8]?
        private let lock = NSLock()
        private var indices: [String: Int]?
        private var byFolder: [Substring: Bool] = [:]

        init(_ files: RunFiles) {
            count = files.count
            path = files.path
            manifest = files.manifest
        }

        func mayBuildInSwift6(_ path: String) -> Bool {
            lock.lock()
            defer { lock.unlock() }
            let folder = path[..<(path.lastIndex(of: "/") ?? path.startIndex)]
            if let known = byFolder[folder] { return known }
            if indices == nil {
                var indices: [String: Int] = [:]
                for index in 0..<count { if let path = self.path(index) { indices[path] = index } }
                self.indices = indices
            }
            let found = indices?[path].flatMap(manifest).map { CodeView(TokenizedSource(bytes: $0)).mayBuildInSwift6() } ?? false
            byFolder[folder] = found
            return found
        }
    }
}

/// Gives the run its `LanguageModes`. It surveys no file.
struct LanguageModePreparation: RunPreparation {
    var anchors: Anchors { Anchors(alternatives: []) }

    func survey(_ source: TokenizedSource, rules: [any Rule]) -> (any Sendable)? { nil }

    func prepare(_ run: inout RunContext, rules: [any Rule], surveys: [any Sendable], files: RunFiles) {
        run[LanguageModes.self] = LanguageModes(lookup: LanguageModes.Lookup(files))
    }
}
