/// The build configurations of a native target of a `project.pbxproj`, each as the levels
/// Xcode layers: the project's `.xcconfig` and settings of the configuration of the same
/// name, then the target's. A configuration's `.xcconfig` is its `baseConfigurationReference`
/// (a file reference), or with Xcode 16 a file in a synchronized folder
/// (`baseConfigurationReferenceAnchor` and `baseConfigurationReferenceRelativePath`).
enum XcodeTargetSettings {
    /// The configurations of `target`, the default one (`defaultConfigurationName`) first.
    static func configurations(
        of target: PBXObjects.Object, named name: String, projectName: String, in objects: PBXObjects, xcconfigs: inout XCConfigReader
    ) -> [SettingsFacts.Configuration] {
        let projectConfigurations = Dictionary(
            configurations(of: objects[objects.project["buildConfigurationList"]?.string], in: objects).map { ($0.name, $0.object) },
            uniquingKeysWith: { first, _ in first })
        return configurations(of: objects[target["buildConfigurationList"]?.string], in: objects).map { configuration in
            var levels: [BuildSettings.Level] = []
            if let project = projectConfigurations[configuration.name] {
                levels += baseLevels(of: project, in: objects, &xcconfigs)
                levels.append(.table(assignments(of: project, origin: "project level")))
            }
            levels += baseLevels(of: configuration.object, in: objects, &xcconfigs)
            levels.append(.table(assignments(of: configuration.object, origin: "target level")))
            let defaults = BuildSettings.xcodeDefaults(
                target: name, project: projectName, configuration: configuration.name, sourceRoot: objects.sourceRoot)
            return SettingsFacts.Configuration(name: configuration.name, settings: BuildSettings(levels: levels, defaults: defaults))
        }
    }

    /// The `XCBuildConfiguration`s of a configuration list, the default one first.
    private static func configurations(of list: PBXObjects.Object?, in objects: PBXObjects) -> [(name: String, object: PBXObjects.Object)] {
        guard let list else { return [] }
        let all = objects.objects(list["buildConfigurations"]?.strings ?? []).compactMap { _, object in
            object["name"]?.string.map { (name: $0, object: object) }
        }
        let defaultName = list["defaultConfigurationName"]?.string
        return all.filter { $0.name == defaultName } + all.filter { $0.name != defaultName }
    }

    /// The levels of a configuration's `.xcconfig`, if it has one.
    private static func baseLevels(of configuration: PBXObjects.Object, in objects: PBXObjects, _ xcconfigs: inout XCConfigReader) -> [BuildSettings.Level] {
        if let reference = configuration["baseConfigurationReference"]?.string {
            guard let path = objects.path(of: reference) else { return [.unreadable("the configuration file \(reference)")] }
            return xcconfigs.levels(at: path)
        }
        if let anchor = configuration["baseConfigurationReferenceAnchor"]?.string,
           let relative = configuration["baseConfigurationReferenceRelativePath"]?.string {
            guard let folder = objects.path(of: anchor) else { return [.unreadable(relative)] }
            return xcconfigs.levels(at: ProjectPath.join(folder, relative))
        }
        return []
    }

    /// A configuration's `buildSettings` (a list's items joined by spaces, as Xcode reads it).
    private static func assignments(of configuration: PBXObjects.Object, origin: String) -> [SettingAssignment] {
        (configuration["buildSettings"]?.dictionary ?? [:]).sorted { $0.key < $1.key }.compactMap { key, value in
            let text: String? = switch value {
            case .string(let text): text
            case .array(let items): items.compactMap(\.string).map { $0.contains(" ") ? "\"\($0)\"" : $0 }.joined(separator: " ")
            case .dictionary, .data: nil
            }
            return text.flatMap { SettingAssignment(key: key, value: $0, origin: origin) }
        }
    }
}
