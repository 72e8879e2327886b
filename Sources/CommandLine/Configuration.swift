import Core
import Foundation
import Rules

/// `.combine-migrate.json`: a project's settings, found from the working directory upward
/// (or named with `--config`, which turns the search off).
///
///     {
///       "rules": { "import-cleanup": false, "user-async": true },
///       "exclude": ["Tests/*", "*.generated.swift"],
///       "rulesFiles": ["tools/team.rules"]
///     }
///
/// `rulesFiles` are relative to the configuration file's folder. Unknown keys are errors.
struct Configuration: Equatable {
    static let fileName = ".combine-migrate.json"

    /// The file this came from, if any.
    var path: String?
    var rules: [String: Bool] = [:]
    var exclude: [String] = []
    var rulesFiles: [String] = []
    /// Where each rule of `rules` was named, for an unknown id's error.
    var rulePositions: [String: JSONReader.Position] = [:]

    struct LoadError: Error, Equatable {
        let message: String
    }

    /// The nearest `.combine-migrate.json` in `directory` or a folder above it.
    static func discover(from directory: String) -> String? {
        var url = URL(fileURLWithPath: directory).standardizedFileURL
        while true {
            let candidate = url.appendingPathComponent(fileName).path
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path { return nil }
            url = parent
        }
    }

    /// The configuration of a run: the file `--config` names, or else the nearest
    /// `.combine-migrate.json` from the working directory up, or else the defaults.
    static func forRun(configPath: String?) throws(LoadError) -> Configuration {
        guard let path = configPath ?? discover(from: FileManager.default.currentDirectoryPath) else { return Configuration() }
        return try load(path)
    }

    /// The configuration in the file at `path`. A mistake is reported where it was made
    /// (`path:3:22: error: 'rules.import-cleanup' must be true or false`), or with the reason
    /// the file cannot be read.
    static func load(_ path: String) throws(LoadError) -> Configuration {
        let bytes: [UInt8]
        switch SourceFiles.contents(of: path) {
        case .success(let read): bytes = read
        case .failure(let error): throw LoadError(message: "\(path): error: cannot read the configuration file: \(error.reason)")
        }
        func failure(_ message: String, at position: JSONReader.Position) -> LoadError {
            LoadError(message: "\(path):\(position): error: \(message)")
        }
        let document: JSONReader.Node
        do {
            document = try JSONReader.parse(bytes)
        } catch {
            throw failure("not valid JSON: \(error.message)", at: error.position)
        }
        guard case .object(let members) = document.value else {
            throw failure("the configuration must be a JSON object, not \(document.value.kind)", at: document.position)
        }
        var configuration = Configuration(path: path)
        let folder = (path as NSString).deletingLastPathComponent
        for member in members {
            let value = member.value
            switch member.key {
            case "rules":
                guard case .object(let rules) = value.value else {
                    throw failure("'rules' must map rule ids to true or false, not \(value.value.kind)", at: value.position)
                }
                for rule in rules {
                    guard case .bool(let enabled) = rule.value.value else {
                        throw failure("'rules.\(rule.key)' must be true or false, not \(rule.value.value.kind)", at: rule.value.position)
                    }
                    configuration.rules[rule.key] = enabled
                    configuration.rulePositions[rule.key] = rule.keyPosition
                }
            case "exclude":
                configuration.exclude = try strings(value) { failure("'exclude' must be a list of glob strings, not \(value.value.kind)", at: $0) }
            case "rulesFiles":
                let files = try strings(value) { failure("'rulesFiles' must be a list of paths, not \(value.value.kind)", at: $0) }
                configuration.rulesFiles = files.map { $0.hasPrefix("/") || folder.isEmpty ? $0 : folder + "/" + $0 }
            default:
                throw failure("unknown key '\(member.key)'; expected rules, exclude or rulesFiles", at: member.keyPosition)
            }
        }
        return configuration
    }

    /// The strings of a list; else the error `wrong` makes at the value that is not one.
    private static func strings(
        _ node: JSONReader.Node, _ wrong: (JSONReader.Position) -> LoadError
    ) throws(LoadError) -> [String] {
        guard case .array(let elements) = node.value else { throw wrong(node.position) }
        var strings: [String] = []
        for element in elements {
            guard case .string(let text) = element.value else { throw wrong(element.position) }
            strings.append(text)
        }
        return strings
    }

    /// The effective settings as JSON, for `--print-config`.
    func printed(enabledRules: [String]) -> String {
        let object: [String: Any] = [
            "configFile": path ?? NSNull(),
            "enabledRules": enabledRules,
            "rules": rules,
            "exclude": exclude,
            "rulesFiles": rulesFiles,
        ]
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}

extension Configuration {
    /// The rules a run uses: the built-in ones and those of the rules files (the
    /// configuration's, then the command line's), switched by the configuration's `rules` —
    /// with `--rules`/`--enable`/`--disable` winning. Throws the message for a bad rules file
    /// or an unknown rule id.
    func selectRules(
        rulesFiles: [String], only: [String]?, disabled: [String], enabled: [String] = []
    ) throws(LoadError) -> [any Rule] {
        var userRules: [any Rule] = []
        for path in self.rulesFiles + rulesFiles {
            do {
                userRules += try RuleFile.load(path)
            } catch {
                throw LoadError(message: error.description)
            }
        }
        var overrides = rules
        for id in enabled { overrides[id] = true }
        let selection = RuleCatalog.select(only: only, disabled: disabled, overrides: overrides, adding: userRules)
        if let unknown = selection.unknown.first {
            // Named in the configuration file (unless the command line names it too): there.
            let place = if let path, let position = rulePositions[unknown], !enabled.contains(unknown) {
                "\(path):\(position)"
            } else {
                "combine-migrate"
            }
            throw LoadError(message: "\(place): error: unknown rule '\(unknown)'; 'combine-migrate rules' lists them")
        }
        return selection.rules
    }
}
