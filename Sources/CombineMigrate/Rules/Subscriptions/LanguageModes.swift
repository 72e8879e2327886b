/// Which files of the run a package builds in Swift 6 mode, for `receive-main-actor`: a
/// loop it starts with `Task { @MainActor … }` from nonisolated code sends what the Task
/// captures (`self`) to the main actor, which Swift 6 mode rejects for a type that is not
/// `Sendable`, where the `sink` closure it replaces compiled.
struct LanguageModes: RunFacts {
    static let none = LanguageModes()
    /// The paths (as the files' surveys have them) of the files a package may build in
    /// Swift 6 mode (`CodeView.mayBuildInSwift6`). A file without a manifest (an Xcode
    /// project's) is not among them: its mode is not read.
    var swift6Files: Set<String> = []
    var anchorNames: [String] { [] }
}

/// Finds the manifests of the files that hop to the main queue (`LanguageModes`).
struct LanguageModePreparation: RunPreparation {
    /// A subscription (`sink`, `assign`) with `receive(on: DispatchQueue.main)`, or with
    /// `DispatchQueue.main.async` in its closure: files the rules tokenize anyway.
    var anchors: Anchors {
        Anchors(alternatives: [["sink", "receive"], ["sink", "main"], ["assign", "receive"], ["assign", "main"]])
    }

    func survey(_ source: TokenizedSource, rules: [any Rule]) -> (any Sendable)? {
        source.path
    }

    func prepare(_ run: inout RunContext, rules: [any Rule], surveys: [any Sendable], files: RunFiles) {
        let paths = Set(surveys.compactMap { $0 as? String })
        guard !paths.isEmpty else { return }
        var modes = LanguageModes()
        // The files of one folder share their manifest: looked up and read once.
        var byFolder: [Substring: Bool] = [:]
        for index in 0..<files.count {
            guard let path = files.path(index), paths.contains(path) else { continue }
            let folder = path[..<(path.lastIndex(of: "/") ?? path.startIndex)]
            let swift6 = byFolder[folder] ?? files.manifest(index).map { CodeView(TokenizedSource(bytes: $0)).mayBuildInSwift6() } ?? false
            byFolder[folder] = swift6
            if swift6 { modes.swift6Files.insert(path) }
        }
        run[LanguageModes.self] = modes
    }
}
