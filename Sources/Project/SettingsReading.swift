import Core

/// The facts of one configuration's settings in one context (SDK, architecture): what
/// `SettingsFacts` combines. Each fact's origin names the setting, its value and where it
/// is written: `SWIFT_VERSION = 5.0 (Config/Base.xcconfig)`; nil when not known.
struct SettingsReading {
    typealias Fact = ModuleFacts.Fact

    /// The upcoming features on, each with where it is turned on.
    struct Features: Equatable {
        var origins: [String: String]
    }

    /// The configuration read.
    let configuration: String
    var languageMode: Fact<Int>?
    var strictConcurrency: Fact<String>?
    var defaultIsolation: Fact<ModuleFacts.DefaultIsolation>?
    var upcomingFeatures: Features?

    /// Xcode's `SWIFT_UPCOMING_FEATURE_…` settings and the features they turn on (from the
    /// Swift build specification, `Swift.xcspec`).
    static let featureSettings: [(setting: String, feature: String)] = [
        ("SWIFT_UPCOMING_FEATURE_CONCISE_MAGIC_FILE", "ConciseMagicFile"),
        ("SWIFT_UPCOMING_FEATURE_FORWARD_TRAILING_CLOSURES", "ForwardTrailingClosures"),
        ("SWIFT_UPCOMING_FEATURE_DEPRECATE_APPLICATION_MAIN", "DeprecateApplicationMain"),
        ("SWIFT_UPCOMING_FEATURE_IMPORT_OBJC_FORWARD_DECLS", "ImportObjcForwardDeclarations"),
        ("SWIFT_UPCOMING_FEATURE_DISABLE_OUTWARD_ACTOR_ISOLATION", "DisableOutwardActorInference"),
        ("SWIFT_UPCOMING_FEATURE_ISOLATED_DEFAULT_VALUES", "IsolatedDefaultValues"),
        ("SWIFT_UPCOMING_FEATURE_GLOBAL_CONCURRENCY", "GlobalConcurrency"),
        ("SWIFT_UPCOMING_FEATURE_INFER_SENDABLE_FROM_CAPTURES", "InferSendableFromCaptures"),
        ("SWIFT_UPCOMING_FEATURE_IMPLICIT_OPEN_EXISTENTIALS", "ImplicitOpenExistentials"),
        ("SWIFT_UPCOMING_FEATURE_REGION_BASED_ISOLATION", "RegionBasedIsolation"),
        ("SWIFT_UPCOMING_FEATURE_DYNAMIC_ACTOR_ISOLATION", "DynamicActorIsolation"),
        ("SWIFT_UPCOMING_FEATURE_NONFROZEN_ENUM_EXHAUSTIVITY", "NonfrozenEnumExhaustivity"),
        ("SWIFT_UPCOMING_FEATURE_GLOBAL_ACTOR_ISOLATED_TYPES_USABILITY", "GlobalActorIsolatedTypesUsability"),
        ("SWIFT_UPCOMING_FEATURE_INTERNAL_IMPORTS_BY_DEFAULT", "InternalImportsByDefault"),
        ("SWIFT_UPCOMING_FEATURE_MEMBER_IMPORT_VISIBILITY", "MemberImportVisibility"),
        ("SWIFT_UPCOMING_FEATURE_EXISTENTIAL_ANY", "ExistentialAny"),
        ("SWIFT_UPCOMING_FEATURE_INFER_ISOLATED_CONFORMANCES", "InferIsolatedConformances"),
        ("SWIFT_UPCOMING_FEATURE_NONISOLATED_NONSENDING_BY_DEFAULT", "NonisolatedNonsendingByDefault"),
    ]

    /// The features `SWIFT_APPROACHABLE_CONCURRENCY = YES` turns on (the default of their
    /// settings).
    static let approachableFeatures: Set<String> = [
        "DisableOutwardActorInference", "GlobalActorIsolatedTypesUsability", "InferIsolatedConformances",
        "InferSendableFromCaptures", "NonisolatedNonsendingByDefault",
    ]

    init(settings: BuildSettings, context: SettingContext) {
        configuration = context.configuration
        // Flags come after what the settings turn on, so a flag wins.
        let flags: (SwiftFlags, origin: String)?
        switch settings.value(of: "OTHER_SWIFT_FLAGS", in: context, lenient: true) {
        case .set(let text, let origin): flags = (SwiftFlags(text), "in OTHER_SWIFT_FLAGS (\(origin))")
        case .notSet: flags = (SwiftFlags(""), "")
        case .unknown: flags = nil
        }
        guard let (swiftFlags, flagsOrigin) = flags else { return }
        languageMode = Self.languageMode(settings, context, swiftFlags, flagsOrigin)
        strictConcurrency = Self.strictConcurrency(settings, context, swiftFlags, flagsOrigin, languageMode: languageMode)
        defaultIsolation = Self.defaultIsolation(settings, context, swiftFlags, flagsOrigin)
        upcomingFeatures = Self.features(settings, context, swiftFlags, flagsOrigin)
    }

    private static func languageMode(_ settings: BuildSettings, _ context: SettingContext, _ flags: SwiftFlags, _ flagsOrigin: String) -> Fact<Int>? {
        if let version = flags.languageVersion {
            return LanguageModeSetting.major(version).map { Fact($0, from: "-swift-version \(version) \(flagsOrigin)") }
        }
        guard case .set(let text, let origin) = settings.value(of: "SWIFT_VERSION", in: context), let major = LanguageModeSetting.major(text)
        else { return nil }
        return Fact(major, from: "SWIFT_VERSION = \(text) (\(origin))")
    }

    /// The setting's level, or the flags' when stricter; always complete in Swift 6 mode.
    private static func strictConcurrency(
        _ settings: BuildSettings, _ context: SettingContext, _ flags: SwiftFlags, _ flagsOrigin: String, languageMode: Fact<Int>?
    ) -> Fact<String>? {
        guard let languageMode else { return nil }
        if languageMode.value >= 6 { return Fact("complete", from: "Swift 6 language mode: \(languageMode.origin)") }
        var level: Fact<String>
        switch settings.value(of: "SWIFT_STRICT_CONCURRENCY", in: context) {
        case .set(let text, let origin):
            guard ModuleFacts.strictConcurrencyLevels.contains(text) else { return nil }
            level = Fact(text, from: "SWIFT_STRICT_CONCURRENCY = \(text) (\(origin))")
        case .notSet: level = Fact("minimal", from: "SWIFT_STRICT_CONCURRENCY not set (minimal)")
        case .unknown: return nil
        }
        if let flag = flags.strictConcurrency {
            guard let rank = ModuleFacts.strictConcurrencyLevels.firstIndex(of: flag) else { return nil }
            if rank > ModuleFacts.strictConcurrencyLevels.firstIndex(of: level.value) ?? 0 { level = Fact(flag, from: "strict concurrency \(flag) \(flagsOrigin)") }
        }
        return level
    }

    private static func defaultIsolation(
        _ settings: BuildSettings, _ context: SettingContext, _ flags: SwiftFlags, _ flagsOrigin: String
    ) -> Fact<ModuleFacts.DefaultIsolation>? {
        if let flag = flags.defaultIsolation {
            return ModuleFacts.DefaultIsolation(rawValue: flag).map { Fact($0, from: "-default-isolation \(flag) \(flagsOrigin)") }
        }
        switch settings.value(of: "SWIFT_DEFAULT_ACTOR_ISOLATION", in: context) {
        case .set(let text, let origin):
            return ModuleFacts.DefaultIsolation(rawValue: text).map { Fact($0, from: "SWIFT_DEFAULT_ACTOR_ISOLATION = \(text) (\(origin))") }
        case .notSet: return Fact(.nonisolated, from: "SWIFT_DEFAULT_ACTOR_ISOLATION not set (nonisolated)")
        case .unknown: return nil
        }
    }

    private static func features(_ settings: BuildSettings, _ context: SettingContext, _ flags: SwiftFlags, _ flagsOrigin: String) -> Features? {
        let approachable: String?
        switch settings.value(of: "SWIFT_APPROACHABLE_CONCURRENCY", in: context) {
        case .set(let text, let origin): approachable = isYes(text) ? "SWIFT_APPROACHABLE_CONCURRENCY = \(text) (\(origin))" : nil
        case .notSet: approachable = nil
        case .unknown: return nil
        }
        var origins: [String: String] = [:]
        for (setting, feature) in featureSettings {
            switch settings.value(of: setting, in: context) {
            case .set(let text, let origin): if isYes(text) { origins[feature] = "\(setting) = \(text) (\(origin))" }
            case .notSet: if approachableFeatures.contains(feature) { origins[feature] = approachable }
            case .unknown: return nil
            }
        }
        for feature in flags.upcomingFeatures where origins[feature] == nil {
            origins[feature] = "-enable-upcoming-feature \(feature) \(flagsOrigin)"
        }
        return Features(origins: origins)
    }

    /// A boolean setting's value that is on.
    static func isYes(_ text: String) -> Bool {
        ["YES", "yes", "Yes", "true", "TRUE", "1"].contains(text)
    }
}
