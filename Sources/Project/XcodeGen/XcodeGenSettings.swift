/// The build configurations of an XcodeGen target, each as the levels of the project XcodeGen
/// would generate: the project's `.xcconfig` (`configFiles`) and settings — XcodeGen's
/// presets (`SWIFT_VERSION = 5.0`, `SDKROOT` when every target has one platform),
/// `options.deploymentTarget`, then the spec's `settings` — and the target's: its `.xcconfig`,
/// presets (`SDKROOT` of its platform, `SUPPORTED_PLATFORMS` of its
/// `supportedDestinations`), `deploymentTarget`, then its `settings`. As XcodeGen does, a
/// preset or a deployment target is left out where the `.xcconfig` sets the same setting.
struct XcodeGenSettings {
    /// A configuration and its type (`debug`, `release`) from the spec's `configs:`.
    private let configurations: [(name: String, type: String?)]
    private let spec: XcodeGenSpec
    private var xcconfigs: XCConfigReader
    private let specFolder: String

    init(spec: XcodeGenSpec, specFolder: String, disk: ProjectDisk) {
        self.spec = spec
        self.specFolder = specFolder
        xcconfigs = XCConfigReader(disk: disk, projectFolder: specFolder)
        let written = spec.root["configs"]?.entries.map { entry in
            (name: entry.key, type: entry.value.text.map { $0.lowercased() }.flatMap { ["debug", "release"].contains($0) ? $0 : nil })
        } ?? []
        configurations = written.isEmpty ? [("Debug", "debug"), ("Release", "release")] : written
    }

    /// The configurations of `target`, as `SettingsFacts` reads them.
    mutating func configurations(of target: XcodeGenSpec.Target, projectName: String) -> [SettingsFacts.Configuration] {
        configurations.map { configuration in
            let project = configFile(spec.root, configuration.name)
            let levels = project.levels + [projectTable(configuration, leavingOut: project.names)] + targetLevels(target, configuration, project.names)
            let defaults = BuildSettings.xcodeDefaults(target: target.name, project: projectName, configuration: configuration.name, sourceRoot: specFolder)
            return SettingsFacts.Configuration(name: configuration.name, settings: BuildSettings(levels: levels, defaults: defaults))
        }
    }

    /// Which presets apply: `all`, `none`, `project` or `targets`.
    private var presets: String {
        spec.root["options"]?["settingPresets"]?.text ?? "all"
    }

    /// The project's settings: presets and `options.deploymentTarget` (less the settings the
    /// project's `.xcconfig` sets, `names`), then the spec's `settings`.
    private func projectTable(_ configuration: (name: String, type: String?), leavingOut names: Set<String>?) -> BuildSettings.Level {
        let defaults = projectPresets(type: presets == "all" || presets == "project" ? configuration.type : nil)
            + deploymentTargets(spec.root["options"]?["deploymentTarget"], origin: "options.deploymentTarget")
        return .table(Self.without(defaults, setIn: names) + settings(spec.root["settings"], configuration.name, origin: "settings", depth: 0))
    }

    /// The target's `.xcconfig` and its settings: presets and `deploymentTarget` (less the
    /// settings its `.xcconfig` or the project's, `projectNames`, sets), the product name of a
    /// platform's target, then its `settings`.
    private mutating func targetLevels(
        _ target: XcodeGenSpec.Target, _ configuration: (name: String, type: String?), _ projectNames: Set<String>?
    ) -> [BuildSettings.Level] {
        let file = configFile(target.node, configuration.name)
        let defaults = (presets == "all" || presets == "targets" ? targetPresets(target.node) : []) + targetDeploymentTargets(target)
        let names = file.names.flatMap { names in projectNames.map { names.union($0) } }
        let productName = target.productName.map { [SettingAssignment(name: "PRODUCT_NAME", value: $0, origin: "XcodeGen's platform target")] } ?? []
        let settings = settings(target.node["settings"], configuration.name, origin: "targets.\(target.name).settings", depth: 0)
        return file.levels + [.table(Self.without(defaults, setIn: names) + productName + settings)]
    }

    /// The levels of the `.xcconfig` `configFiles` names for a configuration, and the settings
    /// they set (nil when one could not be read).
    private mutating func configFile(_ node: YAMLNode, _ configuration: String) -> (levels: [BuildSettings.Level], names: Set<String>?) {
        guard let path = node["configFiles"]?[configuration]?.text else { return ([], []) }
        let levels = xcconfigs.levels(at: ProjectPath.join(specFolder, path))
        var names: Set<String>? = []
        for level in levels {
            switch level {
            case .file(let assignments), .table(let assignments): names?.formUnion(assignments.map(\.name))
            case .unreadable: names = nil
            }
        }
        return (levels, names)
    }

    /// `assignments` less those of the settings in `names` — all of them when `names` is not
    /// known (an unreadable `.xcconfig` might set any).
    private static func without(_ assignments: [SettingAssignment], setIn names: Set<String>?) -> [SettingAssignment] {
        guard let names else { return [] }
        return assignments.filter { !names.contains($0.name) }
    }

    /// XcodeGen's project settings that matter here: `SDKROOT` when all targets have the same
    /// platform, and `SWIFT_VERSION = 5.0` (its base preset) for a configuration of a type
    /// when presets apply to the project (`type` nil otherwise).
    private func projectPresets(type: String?) -> [SettingAssignment] {
        var presets: [SettingAssignment] = []
        let platforms = Set(spec.targets.map { $0.node["platform"]?.text ?? "" })
        if platforms.count == 1, let platform = platforms.first {
            if let sdk = Self.sdk(of: platform) { presets.append(SettingAssignment(name: "SDKROOT", value: sdk, origin: "XcodeGen's default")) }
        }
        if type != nil { presets.append(SettingAssignment(name: "SWIFT_VERSION", value: "5.0", origin: "XcodeGen's default")) }
        return presets
    }

    /// XcodeGen's target presets that matter here: the platform's `SDKROOT`, and with
    /// `supportedDestinations` the platforms and Mac Catalyst (in XcodeGen's order of them).
    private func targetPresets(_ target: YAMLNode) -> [SettingAssignment] {
        let platform = target["platform"]?.text ?? ""
        let destinations = Self.destinations(of: target)
        var presets: [SettingAssignment] = []
        let presetPlatform = platform == "auto" ? destinations.first?.rawValue ?? platform : platform
        if let sdk = Self.sdk(of: platform == "auto" ? "auto" : presetPlatform) {
            presets.append(SettingAssignment(name: "SDKROOT", value: sdk, origin: "XcodeGen's default"))
        }
        guard !destinations.isEmpty else { return presets }
        var supported: [String] = []
        for destination in destinations {
            if destination != .macCatalyst { supported += destination.sdks }
            if destination == .iOS || destination == .macOS || destination == .macCatalyst {
                let value = destination == .macCatalyst ? "YES" : "NO"
                presets.append(SettingAssignment(name: "SUPPORTS_MACCATALYST", value: value, origin: "supportedDestinations"))
            }
        }
        presets.append(SettingAssignment(name: "SUPPORTED_PLATFORMS", value: supported.joined(separator: " "), origin: "supportedDestinations"))
        return presets
    }

    /// A target's `deploymentTarget`, for each of its destinations' platforms, or its platform.
    private func targetDeploymentTargets(_ target: XcodeGenSpec.Target) -> [SettingAssignment] {
        guard let version = target.node["deploymentTarget"].flatMap(XcodeGenValue.version) else { return [] }
        let destinations = Self.destinations(of: target.node).filter { $0 != .macCatalyst }
        let platforms = destinations.isEmpty ? [target.node["platform"]?.text].compactMap { $0.flatMap(BuildPlatform.init(rawValue:)) } : destinations
        return platforms.map { SettingAssignment(name: $0.deploymentSetting, value: version, origin: "targets.\(target.name).deploymentTarget") }
    }

    /// `options.deploymentTarget`: a version for each platform named.
    private func deploymentTargets(_ node: YAMLNode?, origin: String) -> [SettingAssignment] {
        (node?.entries ?? []).compactMap { entry in
            guard let platform = BuildPlatform(rawValue: entry.key), platform != .macCatalyst, let version = XcodeGenValue.version(entry.value) else { return nil }
            return SettingAssignment(name: platform.deploymentSetting, value: version, origin: origin)
        }
    }

    /// The assignments of a `settings:` node for a configuration: a flat mapping, or `groups`
    /// (the spec's `settingGroups`), `base` and the `configs` whose name is part of the
    /// configuration's (unless it names another configuration exactly), in that order.
    private func settings(_ node: YAMLNode?, _ configuration: String, origin: String, depth: Int) -> [SettingAssignment] {
        guard let node, depth < XcodeGenSpec.maximumNesting else { return [] }
        guard node["base"] != nil || node["configs"] != nil || node["groups"] != nil || node["presets"] != nil else {
            return Self.flat(node, origin: origin)
        }
        var assignments: [SettingAssignment] = []
        for group in (node["groups"] ?? node["presets"])?.items.compactMap(\.text) ?? [] {
            assignments += settings(spec.root["settingGroups"]?[group], configuration, origin: "settingGroups.\(group)", depth: depth + 1)
        }
        assignments += Self.flat(node["base"], origin: origin)
        for entry in node["configs"]?.entries ?? [] where matches(entry.key, configuration) {
            assignments += settings(entry.value, configuration, origin: "\(origin).configs.\(entry.key)", depth: depth + 1)
        }
        return assignments
    }

    private func matches(_ variant: String, _ configuration: String) -> Bool {
        guard configuration.lowercased().contains(variant.lowercased()) else { return false }
        return !configurations.contains { $0.name == variant && $0.name != configuration }
    }

    private static func flat(_ node: YAMLNode?, origin: String) -> [SettingAssignment] {
        (node?.entries ?? []).compactMap { entry in
            XcodeGenValue.setting(entry.value).flatMap { SettingAssignment(key: entry.key, value: $0, origin: origin) }
        }
    }

    /// `supportedDestinations`, in XcodeGen's order (iOS, tvOS, watchOS, visionOS, macOS, Mac
    /// Catalyst).
    private static func destinations(of target: YAMLNode) -> [BuildPlatform] {
        let order: [BuildPlatform] = [.iOS, .tvOS, .watchOS, .visionOS, .macOS, .macCatalyst]
        let named = Set(target["supportedDestinations"]?.items.compactMap { $0.text.flatMap(BuildPlatform.init(rawValue:)) } ?? [])
        return order.filter(named.contains)
    }

    /// The `SDKROOT` of an XcodeGen platform.
    private static func sdk(of platform: String) -> String? {
        if platform == "auto" { return "auto" }
        return BuildPlatform(rawValue: platform).flatMap { $0 == .macCatalyst ? nil : $0.sdks.first }
    }
}
