/// One assignment of a build setting as a project level or an `.xcconfig` writes it:
/// `SWIFT_VERSION = 5.0`, `IPHONEOS_DEPLOYMENT_TARGET[sdk=iphonesimulator*] = 12.0`.
struct SettingAssignment: Equatable, Sendable {
    /// `[sdk=iphoneos*]`: the parameter (`sdk`, `arch`, `config`…) and its pattern.
    struct Condition: Equatable, Hashable, Sendable {
        var parameter: String
        var pattern: String
    }

    var name: String
    var conditions: [Condition]
    var value: String
    /// Where it is written, for a fact's origin: `target level`, `Config/Base.xcconfig`.
    var origin: String

    /// `KEY` or `KEY[cond=pattern][…]` as the key of an assignment; nil when malformed.
    init?(key: String, value: String, origin: String) {
        guard let open = key.firstIndex(of: "[") else {
            guard Self.isName(key) else { return nil }
            self.init(name: key, conditions: [], value: value, origin: origin)
            return
        }
        let name = String(key[..<open])
        guard Self.isName(name), key.hasSuffix("]") else { return nil }
        var conditions: [Condition] = []
        for part in key[open...].dropFirst().dropLast().split(separator: "][", omittingEmptySubsequences: false) {
            let pieces = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard pieces.count == 2 else { return nil }
            conditions.append(Condition(parameter: String(pieces[0]), pattern: String(pieces[1])))
        }
        self.init(name: name, conditions: conditions, value: value, origin: origin)
    }

    init(name: String, conditions: [Condition] = [], value: String, origin: String) {
        self.name = name
        self.conditions = conditions
        self.value = value
        self.origin = origin
    }

    /// A setting's name: letters, digits and `_`, not starting with a digit.
    static func isName(_ text: some StringProtocol) -> Bool {
        guard let first = text.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return text.unicodeScalars.allSatisfy { $0 == "_" || ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) }
    }
}

/// The build settings of one configuration of a target, as the levels Xcode layers them:
/// lowest first (the project's `.xcconfig`, the project's settings, the target's `.xcconfig`,
/// the target's settings), and what `$(inherited)` and `$(NAME)` mean across them. Pure:
/// the `.xcconfig` files are read before (`XCConfigReader`).
struct BuildSettings: Sendable {
    /// A level of a configuration.
    enum Level: Sendable {
        /// A dictionary (a project's or target's `buildSettings`, XcodeGen's): one value a key
        /// and condition set, the one with the most conditions matching wins, and
        /// `$(inherited)` is the level below.
        case table([SettingAssignment])
        /// An `.xcconfig` file, its includes in place: assignments in order, each over those
        /// before it, and `$(inherited)` is the one before.
        case file([SettingAssignment])
        /// An `.xcconfig` that could not be read (named): what it could set is unknown.
        case unreadable(String)
    }

    /// An assignment in the flattened levels, or an unreadable file (`assignment` nil).
    struct Entry: Sendable {
        var assignment: SettingAssignment?
        /// Where the entry's level starts, and whether it is a table (one value a key).
        var levelStart: Int
        var isTable: Bool
    }

    private(set) var entries: [Entry] = []
    /// By setting name: the indices of its entries, in order.
    private var entriesByName: [String: [Int]] = [:]
    /// The indices of the unreadable files, in order.
    private var unreadable: [Int] = []
    /// Values of settings no level sets that Xcode gives every target (`TARGET_NAME`,
    /// `PRODUCT_NAME` = `$(TARGET_NAME)`…), themselves expanded.
    let defaults: [String: String]

    init(levels: [Level], defaults: [String: String]) {
        self.defaults = defaults
        for level in levels {
            let start = entries.count
            switch level {
            case .table(let assignments), .file(let assignments):
                let isTable = if case .table = level { true } else { false }
                for assignment in assignments {
                    entriesByName[assignment.name, default: []].append(entries.count)
                    entries.append(Entry(assignment: assignment, levelStart: start, isTable: isTable))
                }
            case .unreadable:
                unreadable.append(entries.count)
                entries.append(Entry(assignment: nil, levelStart: start, isTable: false))
            }
        }
    }

    /// The settings Xcode gives every target that the facts may refer to: its name, its
    /// project's, the configuration's, the project's folder, and the defaults of the product
    /// and module names (`PRODUCT_MODULE_NAME` = `$(PRODUCT_NAME:c99extidentifier)`).
    static func xcodeDefaults(target: String, project: String, configuration: String, sourceRoot: String) -> [String: String] {
        [
            "TARGET_NAME": target, "PROJECT_NAME": project, "CONFIGURATION": configuration,
            "SRCROOT": sourceRoot, "SOURCE_ROOT": sourceRoot, "PROJECT_DIR": sourceRoot,
            "PRODUCT_NAME": "$(TARGET_NAME)", "PRODUCT_MODULE_NAME": "$(PRODUCT_NAME:c99extidentifier)",
        ]
    }

    /// The condition parameters other than `config` the assignments use, each with the
    /// literal patterns written for it (`arch`: `arm64`), so that the facts can be read under
    /// each of them.
    var conditionPatterns: [String: Set<String>] {
        var found: [String: Set<String>] = [:]
        for entry in entries {
            for condition in entry.assignment?.conditions ?? [] where condition.parameter != "config" && condition.pattern != "*" {
                found[condition.parameter, default: []].insert(condition.pattern)
            }
        }
        return found
    }

    /// The value of `name` where `context` holds, all levels considered. With
    /// `lenient`, a reference to a setting nothing sets counts as empty, as Xcode has it
    /// unless it is one of Xcode's own (for flags, where those never add a Swift flag).
    func value(of name: String, in context: SettingContext, lenient: Bool = false) -> SettingValue {
        var expansion = SettingExpansion(settings: self, context: context)
        return expansion.resolve(name, lenient: lenient)
    }

    /// The entry that gives `name` its value below index `limit` where `context` holds: its
    /// index, `.notSet` when none does, `.blocked` when an unreadable file is above any that
    /// does (or none does).
    func assignment(of name: String, below limit: Int, in context: SettingContext) -> Lookup {
        let barrier = unreadable.last { $0 < limit }
        for index in (entriesByName[name] ?? []).reversed() where index < limit {
            if let barrier, barrier > index { return .blocked }
            guard let assignment = entries[index].assignment, context.admits(assignment.conditions) else { continue }
            guard entries[index].isTable else { return .found(index) }
            return .found(mostSpecific(name, inTableAt: entries[index].levelStart, upTo: index, in: context))
        }
        return barrier == nil ? .notSet : .blocked
    }

    /// Where a setting's value comes from.
    enum Lookup: Equatable {
        case found(Int)
        case notSet
        case blocked
    }

    /// In the table starting at `start`, the matching assignment of `name` with the most
    /// conditions (the last of those, at most `last`).
    private func mostSpecific(_ name: String, inTableAt start: Int, upTo last: Int, in context: SettingContext) -> Int {
        var best = last
        for index in (entriesByName[name] ?? []).reversed() where index >= start && index < last {
            guard let assignment = entries[index].assignment, context.admits(assignment.conditions) else { continue }
            if assignment.conditions.count > (entries[best].assignment?.conditions.count ?? 0) { best = index }
        }
        return best
    }
}

/// Which configuration, SDK and architecture (or other condition parameter) a setting is
/// looked up for. A parameter without a value matches only the pattern `*`.
struct SettingContext: Hashable, Sendable {
    var configuration: String
    /// `sdk`, `arch`, …: the value the build would have.
    var parameters: [String: String] = [:]

    func admits(_ conditions: [SettingAssignment.Condition]) -> Bool {
        conditions.allSatisfy { condition in
            if condition.pattern == "*" { return true }
            let value = condition.parameter == "config" ? configuration : parameters[condition.parameter]
            guard let value else { return false }
            return Wildcard.matches(condition.pattern, value)
        }
    }
}

/// What a setting resolves to.
enum SettingValue: Equatable, Sendable {
    /// Set, with this value (every reference in it known), where the assignment is written.
    case set(String, origin: String)
    /// No level sets it and Xcode gives it no value we know of: empty, as Xcode has it.
    case notSet
    /// It depends on something not known: a file that could not be read, a reference to a
    /// setting no level sets (Xcode's own, like `$(XCODE_VERSION_MAJOR)`), an operator not
    /// supported.
    case unknown

    /// The value when set.
    var text: String? {
        if case .set(let text, _) = self { return text }
        return nil
    }
}
