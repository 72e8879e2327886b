/// Values of an XcodeGen spec as XcodeGen reads them from YAML: plain scalars resolved as
/// YAML resolves them (`true` and `YES` booleans, `5.0` a number, written back by XcodeGen as
/// `YES` and `5.0`; `16.10` as `16.1`), versions, and `${name}` substitution.
enum XcodeGenValue {
    /// A boolean that is true (`true`, `yes`, `on`, any case).
    static func isTrue(_ text: String) -> Bool {
        ["true", "yes", "on"].contains(text.lowercased())
    }

    /// A build setting's value as XcodeGen writes it into the project: a scalar as YAML
    /// resolves it, a list's items joined by spaces; nil for a mapping.
    static func setting(_ node: YAMLNode) -> String? {
        switch node {
        case .scalar(let text, let isPlain):
            guard isPlain else { return text }
            if ["true", "yes", "on"].contains(text.lowercased()) { return "YES" }
            if ["false", "no", "off"].contains(text.lowercased()) { return "NO" }
            return number(text) ?? text
        case .sequence(let items):
            return items.compactMap(setting).map { $0.contains(" ") ? "\"\($0)\"" : $0 }.joined(separator: " ")
        case .null:
            return ""
        case .mapping:
            return nil
        }
    }

    /// A plain scalar that YAML reads as a number, as Swift prints it (`5.0`, `16.1`, `15`).
    private static func number(_ text: String) -> String? {
        let digits = text.drop { $0 == "-" || $0 == "+" }
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }), digits.filter({ $0 == "." }).count <= 1,
              digits.contains(where: \.isNumber)
        else { return nil }
        if !digits.contains("."), let integer = Int(text) { return String(integer) }
        return Double(text).map { "\($0)" }
    }

    /// A deployment target as XcodeGen writes it: `major.minor`, `.patch` when not zero
    /// (`14` → `14.0`, `16.10` read as a number → `16.1`); nil when not a version.
    static func version(_ node: YAMLNode) -> String? {
        guard let text = node.text else { return nil }
        let written = node == .scalar(text, isPlain: true) ? number(text) ?? text : text
        guard let parts = PlatformVersionText.parse(written), let major = parts.first else { return nil }
        let minor = parts.count > 1 ? parts[1] : 0
        let patch = parts.count > 2 ? parts[2] : 0
        return "\(major).\(minor)" + (patch > 0 ? ".\(patch)" : "")
    }

    /// `node` with `${name}` (and `$name`) replaced in every scalar and key.
    static func substituting(_ variables: [String: String], in node: YAMLNode) -> YAMLNode {
        switch node {
        case .scalar(let text, let isPlain):
            return .scalar(substituting(variables, in: text), isPlain: isPlain)
        case .sequence(let items):
            return .sequence(items.map { substituting(variables, in: $0) })
        case .mapping(let entries):
            return .mapping(entries.map { YAMLNode.Entry(key: substituting(variables, in: $0.key), value: substituting(variables, in: $0.value)) })
        case .null:
            return .null
        }
    }

    private static func substituting(_ variables: [String: String], in text: String) -> String {
        guard text.contains("$") else { return text }
        var result = text
        for (name, value) in variables {
            result = result.replacing("${\(name)}", with: value).replacing("$\(name)", with: value)
        }
        return result
    }
}

/// The paths an XcodeGen spec holds that this reader follows — `configFiles`, and each
/// target's (and target template's) `sources` and `configFiles` — made absolute, for a file
/// included from another folder (whose paths are relative to that folder).
enum XcodeGenPaths {
    static func absolute(_ spec: YAMLNode, from folder: String) -> YAMLNode {
        var result = spec
        result = replacing("configFiles", in: result) { configFiles(of: $0, from: folder) }
        for key in ["targets", "targetTemplates"] {
            result = replacing(key, in: result) { targets in
                .mapping(targets.entries.map { entry in
                    var target = replacing("sources", in: entry.value) { sources(of: $0, from: folder) }
                    target = replacing("configFiles", in: target) { configFiles(of: $0, from: folder) }
                    return YAMLNode.Entry(key: entry.key, value: target)
                })
            }
        }
        return result
    }

    private static func configFiles(of node: YAMLNode, from folder: String) -> YAMLNode {
        .mapping(node.entries.map { YAMLNode.Entry(key: $0.key, value: path($0.value, from: folder)) })
    }

    private static func sources(of node: YAMLNode, from folder: String) -> YAMLNode {
        .sequence(node.items.map { source in
            if source.text != nil { return path(source, from: folder) }
            return replacing("path", in: source) { path($0, from: folder) }
        })
    }

    private static func path(_ node: YAMLNode, from folder: String) -> YAMLNode {
        guard let text = node.text else { return node }
        return .scalar(ProjectPath.join(folder, text), isPlain: false)
    }

    /// `node` with the value of `key` (when it has one) replaced by `transform` of it.
    private static func replacing(_ key: String, in node: YAMLNode, _ transform: (YAMLNode) -> YAMLNode) -> YAMLNode {
        guard case .mapping(let entries) = node else { return node }
        return .mapping(entries.map { $0.key == key ? YAMLNode.Entry(key: key, value: transform($0.value)) : $0 })
    }
}
