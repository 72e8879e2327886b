import Tokenizer
import Core
import Structure

/// What a manifest's `Package(…)` call settles for all its targets: the language mode a
/// target builds in unless it sets its own, and the platforms it deploys to.
struct PackageDefaults {
    var languageMode: ModuleFacts.Fact<Int>?
    var deploymentTargets: ModuleFacts.Fact<PlatformVersions>?

    /// Read from the arguments `arguments` of the `Package(…)` call of `manifest` (named
    /// `file` in origins), whose tools version is `tools`; `changes` are the members the
    /// manifest assigns after the call (`package.platforms = …`), whose facts are then nil.
    init(_ manifest: ManifestCode, arguments: Range<CodePosition>, tools: [Int], file: String, changes: [ManifestCode.MemberChange]) {
        let changed = Set(changes.map(\.member))
        let labeled = manifest.labeledArguments(arguments)
        if changed.isDisjoint(with: ["swiftLanguageModes", "swiftLanguageVersions"]) {
            languageMode = Self.languageMode(manifest, labeled, tools: tools, file: file)
        }
        if !changed.contains("platforms") {
            deploymentTargets = Self.deploymentTargets(manifest, labeled["platforms"], file: file)
        }
    }

    /// The highest mode of `swiftLanguageModes:` (or `swiftLanguageVersions:`), or without
    /// one the tools version's major (4, 5, 6; a later one's is not known). A list a name
    /// declares in the branches of an `#if` (`#if compiler(>=6)`, realm-swift's manifest) is
    /// the package built one way or another: the highest mode of any branch, as for code
    /// built several ways (`ModuleFacts.sharedLanguageMode`).
    private static func languageMode(_ manifest: ManifestCode, _ labeled: [String: Range<CodePosition>], tools: [Int], file: String) -> ModuleFacts.Fact<Int>? {
        /// The highest mode of the list `list` spells, if it spells one.
        func highest(_ list: Range<CodePosition>) -> Int? {
            let elements = manifest.elements(of: list)
            let modes = elements.elements.compactMap { manifest.languageMode($0) }
            // A mode past 6 is one no compiler this tool knows of builds in.
            guard elements.isComplete, modes.count == elements.elements.count, let highest = modes.max(), highest <= 6 else { return nil }
            return highest
        }
        for label in ["swiftLanguageModes", "swiftLanguageVersions"] {
            guard let list = labeled[label], !(list.count == 1 && manifest.code.isWord(list.lowerBound, "nil")) else { continue }
            if let branches = manifest.declaredValues(of: list), branches.count > 1 {
                let modes = branches.compactMap(highest)
                guard modes.count == branches.count, let shared = ModuleFacts.sharedLanguageMode(modes) else { return nil }
                let spelled = branches.map { manifest.spelled($0) }.joined(separator: " or ")
                return ModuleFacts.Fact(shared, from: "\(file): \(label): \(manifest.spelled(list)), by `#if` \(spelled)")
            }
            guard let mode = highest(list) else { return nil }
            return ModuleFacts.Fact(mode, from: "\(file): \(label): \(manifest.spelled(list))")
        }
        guard let major = tools.first, (4...6).contains(major) else { return nil }
        return ModuleFacts.Fact(major, from: "\(file): swift-tools-version \(PlatformVersions.text(tools))")
    }

    /// The versions `platforms:` lists (SwiftPM's defaults when it lists none); nil when the
    /// list is computed. A platform a list leaves out counts as one the package is not built
    /// for: SwiftPM would build it there at its oldest version, but a package that lists only
    /// `.iOS(.v15)` is an iOS package in practice, and holding its code to macOS 10.13 would
    /// leave every such package's network code alone for a build nobody runs.
    private static func deploymentTargets(_ manifest: ManifestCode, _ list: Range<CodePosition>?, file: String) -> ModuleFacts.Fact<PlatformVersions>? {
        let defaults = PlatformVersions.swiftPMDefaults
        guard let list else {
            return ModuleFacts.Fact(defaults, from: "\(file): no platforms:, SwiftPM's defaults (\(describe(defaults.versions.keys, in: defaults)))")
        }
        let elements = manifest.elements(of: list)
        guard elements.isComplete else { return nil }
        var found = PlatformVersions()
        for element in elements.elements {
            if let (platform, version) = manifest.code.supportedPlatform(element) {
                found.raise(platform, to: version)
            } else if !manifest.code.isWord(element.lowerBound + 1, "custom") {
                return nil
            }
        }
        return ModuleFacts.Fact(found, from: "\(file): platforms: \(manifest.spelled(list))")
    }

    /// `tvOS 12, watchOS 4`.
    private static func describe(_ platforms: some Collection<String>, in versions: PlatformVersions) -> String {
        platforms.sorted().map { "\($0) \(PlatformVersions.text(versions.versions[$0] ?? []))" }.joined(separator: ", ")
    }
}
