/// An XcodeGen spec as XcodeGen resolves it before generating: the files it `include:`s
/// merged under it (mappings merged key by key, lists joined, `key:REPLACE` replacing; the
/// paths of an included file taken from its folder), and each target with its
/// `templates:` applied (`${target_name}` substituted) and, when its `platform:` is a list,
/// one target a platform (`Name_iOS`, `$platform` substituted).
struct XcodeGenSpec {
    /// How deep `templates:` nest, and how many files `include:`s read, before the rest is
    /// left out.
    static let maximumNesting = 8
    static let maximumFiles = 32

    /// A target after templates and platforms.
    struct Target {
        var name: String
        var node: YAMLNode
        /// The target's name before `_iOS` was added, for a target of a platform list.
        var productName: String?
    }

    /// The spec with its includes merged.
    let root: YAMLNode
    let targets: [Target]

    /// The spec at `path` (absolute) with `bytes`; included files are read through `disk`.
    init(path: String, bytes: [UInt8], disk: ProjectDisk) throws(ProjectFileError) {
        var visited: Set<String> = []
        let root = try Self.load(path, bytes: bytes, base: nil, disk: disk, visited: &visited)
        self.root = root
        targets = root["targets"]?.entries.flatMap { entry in
            Self.platformTargets(name: entry.key, node: Self.applyingTemplates(entry.value, named: entry.key, from: root["targetTemplates"], depth: 0))
        } ?? []
    }

    /// The spec at `path` with its includes merged under it. The paths of a file read from
    /// another folder than the root spec's are made absolute (`base`: that folder).
    private static func load(_ path: String, bytes: [UInt8], base: String?, disk: ProjectDisk, visited: inout Set<String>) throws(ProjectFileError) -> YAMLNode {
        visited.insert(path)
        var node: YAMLNode
        do {
            node = try YAMLNode.parse(bytes)
        } catch {
            throw base == nil ? error : ProjectFileError("\(ProjectPath.name(of: path)): \(error.message)")
        }
        if let base { node = XcodeGenPaths.absolute(node, from: base) }
        var merged = YAMLNode.mapping([])
        for include in node["include"]?.items ?? [] {
            guard let included = include.text ?? include["path"]?.text, include["enable"]?.text.map(XcodeGenValue.isTrue) ?? true else { continue }
            let includedPath = ProjectPath.join(ProjectPath.folder(of: path), included)
            let relativePaths = include["relativePaths"]?.text.map(XcodeGenValue.isTrue) ?? true
            guard !visited.contains(includedPath), visited.count < maximumFiles, let includedBytes = disk.read(includedPath) else { continue }
            let folder = relativePaths ? ProjectPath.folder(of: includedPath) : (base ?? ProjectPath.folder(of: path))
            merged = merge(try load(includedPath, bytes: includedBytes, base: folder, disk: disk, visited: &visited), onto: merged)
        }
        return merge(node, onto: merged)
    }

    /// `node` over `base`, as XcodeGen merges specs and templates.
    static func merge(_ node: YAMLNode, onto base: YAMLNode) -> YAMLNode {
        guard case .mapping(let entries) = node, case .mapping(var merged) = base else { return node }
        for entry in entries {
            if entry.key.hasSuffix(":REPLACE") {
                set(String(entry.key.dropLast(":REPLACE".count)), entry.value, in: &merged)
                continue
            }
            let existing = merged.last { $0.key == entry.key }?.value ?? .null
            switch (entry.value, existing) {
            case (.mapping, .mapping):
                set(entry.key, merge(entry.value, onto: existing), in: &merged)
            case (.sequence(let items), .sequence(let baseItems)):
                set(entry.key, .sequence(baseItems + items), in: &merged)
            default:
                set(entry.key, entry.value, in: &merged)
            }
        }
        return .mapping(merged)
    }

    private static func set(_ key: String, _ value: YAMLNode, in entries: inout [YAMLNode.Entry]) {
        entries.removeAll { $0.key == key }
        entries.append(YAMLNode.Entry(key: key, value: value))
    }

    /// A target with the `templates:` it names (in order, each with its own) under it.
    private static func applyingTemplates(_ target: YAMLNode, named name: String, from templates: YAMLNode?, depth: Int) -> YAMLNode {
        let names = target["templates"]?.items.compactMap(\.text) ?? []
        guard !names.isEmpty, depth < maximumNesting, let templates else { return target }
        var base = YAMLNode.mapping([])
        for templateName in names {
            guard let template = templates[templateName] else { continue }
            base = merge(applyingTemplates(template, named: name, from: templates, depth: depth + 1), onto: base)
        }
        return XcodeGenValue.substituting(["target_name": name], in: merge(target, onto: base))
    }

    /// The target, or one target a platform when `platform:` is a list.
    private static func platformTargets(name: String, node: YAMLNode) -> [Target] {
        guard case .sequence(let platforms) = node["platform"] else { return [Target(name: name, node: node)] }
        return platforms.compactMap(\.text).map { platform in
            var expanded = XcodeGenValue.substituting(["platform": platform], in: node)
            if case .mapping(var entries) = expanded {
                set("platform", .scalar(platform, isPlain: true), in: &entries)
                if case .mapping = node["deploymentTarget"] {
                    entries.removeAll { $0.key == "deploymentTarget" }
                    if let version = node["deploymentTarget"]?[platform] { set("deploymentTarget", version, in: &entries) }
                }
                expanded = .mapping(entries)
            }
            let prefix = node["platformPrefix"]?.text ?? ""
            let suffix = node["platformSuffix"]?.text ?? "_\(platform)"
            return Target(name: prefix + name + suffix, node: expanded, productName: name)
        }
    }
}
