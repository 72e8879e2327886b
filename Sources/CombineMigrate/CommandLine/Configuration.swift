import Foundation

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

    static func load(_ path: String) throws(LoadError) -> Configuration {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw LoadError(message: "\(path): error: cannot read the configuration file")
        }
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw LoadError(message: "\(path): error: not valid JSON: \(error.localizedDescription)")
        }
        guard let dictionary = object as? [String: Any] else {
            throw LoadError(message: "\(path): error: the configuration must be a JSON object")
        }
        var configuration = Configuration(path: path)
        let folder = (path as NSString).deletingLastPathComponent
        for key in dictionary.keys.sorted() {
            let value = dictionary[key]!
            switch key {
            case "rules":
                guard let rules = value as? [String: Any] else {
                    throw LoadError(message: "\(path): error: 'rules' must map rule ids to true or false")
                }
                for (id, enabled) in rules {
                    guard let enabled = enabled as? Bool else {
                        throw LoadError(message: "\(path): error: 'rules.\(id)' must be true or false")
                    }
                    configuration.rules[id] = enabled
                }
            case "exclude":
                guard let globs = value as? [String] else {
                    throw LoadError(message: "\(path): error: 'exclude' must be a list of glob strings")
                }
                configuration.exclude = globs
            case "rulesFiles":
                guard let files = value as? [String] else {
                    throw LoadError(message: "\(path): error: 'rulesFiles' must be a list of paths")
                }
                configuration.rulesFiles = files.map { $0.hasPrefix("/") || folder.isEmpty ? $0 : folder + "/" + $0 }
            default:
                throw LoadError(message: "\(path): error: unknown key '\(key)'; expected rules, exclude or rulesFiles")
            }
        }
        return configuration
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
            throw LoadError(message: "combine-migrate: error: unknown rule '\(unknown)'; 'combine-migrate rules' lists them")
        }
        return selection.rules
    }
}
