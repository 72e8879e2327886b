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
    init(_ manifest: ManifestCode, arguments: Range<Int>, tools: [Int], file: String, changes: [ManifestCode.MemberChange]) {
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
    /// one the tools version's major (4, 5, 6; a later one's is not known).
    private static func languageMode(_ manifest: ManifestCode, _ labeled: [String: Range<Int>], tools: [Int], file: String) -> ModuleFacts.Fact<Int>? {
        for label in ["swiftLanguageModes", "swiftLanguageVersions"] {
            guard let list = labeled[label], !(list.count == 1 && manifest.code.isWord(list.lowerBound, "nil")) else { continue }
            let elements = manifest.elements(of: list)
            let modes = elements.elements.compactMap { manifest.languageMode($0) }
            // A mode past 6 is one no compiler this tool knows of builds in.
            guard elements.isComplete, modes.count == elements.elements.count, let highest = modes.max(), highest <= 6 else { return nil }
            return ModuleFacts.Fact(highest, from: "\(file): \(label): \(manifest.spelled(list))")
        }
        guard let major = tools.first, (4...6).contains(major) else { return nil }
        return ModuleFacts.Fact(major, from: "\(file): swift-tools-version \(PlatformVersions.text(tools))")
    }

    /// The versions `platforms:` lists, and SwiftPM's defaults for the platforms it does not
    /// (SwiftPM builds a package for every platform); nil when the list is computed.
    private static func deploymentTargets(_ manifest: ManifestCode, _ list: Range<Int>?, file: String) -> ModuleFacts.Fact<PlatformVersions>? {
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
        let unlisted = defaults.versions.keys.filter { found.versions[$0] == nil }
        var origin = "\(file): platforms: \(manifest.spelled(list))"
        if !unlisted.isEmpty { origin += "; SwiftPM's defaults for \(describe(unlisted, in: defaults))" }
        for platform in unlisted { found.versions[platform] = defaults.versions[platform] }
        return ModuleFacts.Fact(found, from: origin)
    }

    /// `tvOS 12, watchOS 4`.
    private static func describe(_ platforms: some Collection<String>, in versions: PlatformVersions) -> String {
        platforms.sorted().map { "\($0) \(PlatformVersions.text(versions.versions[$0] ?? []))" }.joined(separator: ", ")
    }
}
