import Core

/// The facts a target's build settings give (`ModuleFacts`), shared by the Xcode and XcodeGen
/// readers. Each is read in every configuration — and, where assignments have `[sdk=…]` or
/// `[arch=…]` conditions, for each SDK of the target's platforms and each architecture they
/// name — then combined as `ModuleFacts.shared…` says: the lowest deployment target, the
/// highest language mode, the strictest concurrency checking, the upcoming features on in
/// all, the default isolation only when all agree. A fact unknown in any of them (a file not read, a
/// value that refers to Xcode's own settings) is unknown.
struct SettingsFacts {
    typealias Fact = ModuleFacts.Fact

    var languageMode: Fact<Int>?
    var defaultIsolation: Fact<ModuleFacts.DefaultIsolation>?
    var upcomingFeatures: Fact<[String]>?
    var strictConcurrency: Fact<String>?
    var deploymentTargets: Fact<PlatformVersions>?
    /// `PRODUCT_MODULE_NAME` in the first configuration, when it is known.
    var moduleName: String?

    /// One configuration of a target: its name and settings.
    struct Configuration {
        var name: String
        var settings: BuildSettings
    }

    /// The facts of `configurations` (the first is the default one); every origin starts with
    /// `subject` (`ENA.xcodeproj: target ENA`).
    init(configurations: [Configuration], subject: String) {
        var readings: [SettingsReading] = []
        var platforms: Set<BuildPlatform>? = []
        for configuration in configurations {
            let built = Self.platforms(of: configuration)
            platforms = built.flatMap { built in platforms.map { $0.union(built) } }
            for context in Self.contexts(of: configuration, sdks: (built ?? []).flatMap(\.sdks)) {
                readings.append(SettingsReading(settings: configuration.settings, context: context))
            }
        }
        let origin = { (phrase: String) in "\(subject), \(phrase)" }
        languageMode = Self.combine(readings, \.languageMode, origin: origin, choose: ModuleFacts.sharedLanguageMode)
        strictConcurrency = Self.combine(readings, \.strictConcurrency, origin: origin, choose: ModuleFacts.sharedStrictConcurrency)
        defaultIsolation = Self.combine(readings, \.defaultIsolation, origin: origin, choose: ModuleFacts.sharedDefaultIsolation)
        upcomingFeatures = Self.features(readings.map(\.upcomingFeatures), origin: origin)
        deploymentTargets = platforms.flatMap { Self.deploymentTargets(configurations, platforms: $0, origin: origin) }
        moduleName = configurations.first.flatMap { configuration in
            configuration.settings.value(of: "PRODUCT_MODULE_NAME", in: SettingContext(configuration: configuration.name)).text
        }
    }

    /// A module's facts: these, with what the project says of the target. Its name is
    /// `PRODUCT_MODULE_NAME` when known, else `productName` made an identifier as Xcode makes it.
    func module(productName: String, kind: ModuleFacts.Kind, root: String, projectFile: String, listsFiles: Bool) -> ModuleFacts {
        ModuleFacts(
            name: moduleName ?? SettingExpansion.identifier(productName), kind: kind, root: root, projectFile: projectFile,
            listsFiles: listsFiles, languageMode: languageMode, defaultIsolation: defaultIsolation,
            upcomingFeatures: upcomingFeatures, strictConcurrency: strictConcurrency, deploymentTargets: deploymentTargets)
    }

    /// The platforms a configuration builds for: `SUPPORTED_PLATFORMS`, or else `SDKROOT`;
    /// Mac Catalyst too with `SUPPORTS_MACCATALYST = YES`. Nil when not known (`SDKROOT =
    /// auto` alone, a value built from Xcode's own settings).
    private static func platforms(of configuration: Configuration) -> Set<BuildPlatform>? {
        let context = SettingContext(configuration: configuration.name)
        let settings = configuration.settings
        var platforms: Set<BuildPlatform>
        switch settings.value(of: "SUPPORTED_PLATFORMS", in: context) {
        case .set(let text, _):
            platforms = Set(SwiftFlags.words(text).compactMap(BuildPlatform.init(sdk:)))
        case .notSet:
            guard let sdk = settings.value(of: "SDKROOT", in: context).text, let platform = BuildPlatform(sdk: sdk) else { return nil }
            platforms = [platform]
        case .unknown:
            return nil
        }
        if platforms.contains(.iOS) {
            switch settings.value(of: "SUPPORTS_MACCATALYST", in: context) {
            case .set(let text, _): if SettingsReading.isYes(text) { platforms.insert(.macCatalyst) }
            case .notSet: break
            case .unknown: return nil
            }
        }
        return platforms
    }

    /// The contexts to read a configuration in: each of `sdks` (or none, when the platforms
    /// are not known), crossed with each value the other condition parameters name.
    private static func contexts(of configuration: Configuration, sdks: [String]) -> [SettingContext] {
        var contexts = [SettingContext(configuration: configuration.name)]
        var patterns = configuration.settings.conditionPatterns
        let sdkValues = patterns.removeValue(forKey: "sdk").map { written in
            // A condition on one SDK version (`iphoneos17.0`) may hold too.
            sdks + written.filter { pattern in !Wildcard.isPattern(pattern) && sdks.contains { pattern.hasPrefix($0) } }.sorted()
        } ?? sdks
        if !sdkValues.isEmpty {
            contexts = sdkValues.map { SettingContext(configuration: configuration.name, parameters: ["sdk": $0]) }
        }
        for (parameter, values) in patterns.sorted(by: { $0.key < $1.key }) where contexts.count <= 64 {
            contexts += contexts.flatMap { context in
                values.sorted().map { value in
                    var variant = context
                    variant.parameters[parameter] = value
                    return variant
                }
            }
        }
        return contexts
    }

    /// The lowest version of each platform in every configuration, each read under the
    /// platform's SDKs; nil when one is set nowhere, or not known.
    private static func deploymentTargets(
        _ configurations: [Configuration], platforms: Set<BuildPlatform>, origin: (String) -> String
    ) -> Fact<PlatformVersions>? {
        guard !platforms.isEmpty else { return nil }
        var versions = PlatformVersions()
        var phrases: [String] = []
        for platform in BuildPlatform.allCases where platforms.contains(platform) {
            var lowest: (fact: Fact<[Int]>, configuration: String)?
            var agreeing = true
            for configuration in configurations {
                for context in contexts(of: configuration, sdks: platform.sdks) {
                    guard case .set(let text, let written) = configuration.settings.value(of: platform.deploymentSetting, in: context),
                          let version = PlatformVersionText.parse(text)
                    else { return nil }
                    let phrase = "\(platform.deploymentSetting) = \(text) (\(written))"
                    let fact = Fact(platform.version(fromSetting: version), from: platform == .macCatalyst ? "\(platform.rawValue) from \(phrase)" : phrase)
                    if let known = lowest, known.fact.value != fact.value { agreeing = false }
                    if lowest.map({ PlatformVersions.isBelow(fact.value, $0.fact.value) }) ?? true { lowest = (fact, configuration.name) }
                }
            }
            guard let lowest else { return nil }
            versions.versions[platform.rawValue] = lowest.fact.value
            phrases.append(phrase(lowest.fact.origin, in: lowest.configuration, agreeing: agreeing))
        }
        return Fact(versions, from: phrases.map(origin).joined(separator: "; "))
    }

    /// One value of the fact at `path` of all `readings` (nil if any is unknown), chosen by
    /// `choose` (nil: none); its origin names the configuration when they disagree.
    private static func combine<Value>(
        _ readings: [SettingsReading], _ path: KeyPath<SettingsReading, Fact<Value>?>, origin: (String) -> String, choose: ([Value]) -> Value?
    ) -> Fact<Value>? {
        let facts = readings.map { $0[keyPath: path] }
        guard !facts.isEmpty, facts.allSatisfy({ $0 != nil }) else { return nil }
        let known = facts.compactMap { $0 }
        guard let value = choose(known.map(\.value)), let chosen = known.firstIndex(where: { $0.value == value }) else { return nil }
        return Fact(value, from: origin(phrase(known[chosen].origin, in: readings[chosen].configuration, agreeing: known.allSatisfy { $0.value == value })))
    }

    /// A fact's phrase, with the configuration it is from when not all agree.
    private static func phrase(_ phrase: String, in configuration: String, agreeing: Bool) -> String {
        agreeing ? phrase : "\(phrase) in \(configuration)"
    }

    /// The features on in every reading, with where each is turned on (in the first).
    private static func features(_ readings: [SettingsReading.Features?], origin: (String) -> String) -> Fact<[String]>? {
        guard readings.allSatisfy({ $0 != nil }), let first = readings.first.flatMap({ $0 }) else { return nil }
        let known = readings.compactMap { $0 }
        let common = known.reduce(Set(first.origins.keys)) { $0.intersection($1.origins.keys) }.sorted()
        var phrases: [String] = []
        for feature in common {
            if let phrase = first.origins[feature], !phrases.contains(phrase) { phrases.append(phrase) }
        }
        guard common.isEmpty else { return Fact(common, from: origin(phrases.joined(separator: ", "))) }
        let somewhere = known.contains { !$0.origins.isEmpty }
        return Fact([], from: origin(somewhere ? "no upcoming feature on in every configuration" : "no upcoming feature on"))
    }
}
