import Tokenizer
import Core
import Structure

/// What a package target's `swiftSettings:` say about the facts the rules ask — language
/// mode, default isolation, upcoming features, strict concurrency — read from the manifest's
/// code: each setting that speaks to one, with its spelling (for the fact's origin) and
/// whether it holds only under a condition (`.when(platforms:)`, `.when(configuration:)`).
///
/// Settings named through a top-level constant (`let shared: [SwiftSetting] = [ … ]`,
/// `swiftSettings: shared + [ … ]`) are followed; what the manifest computes, or a setting it
/// does not know, leaves the facts it could change unreadable.
struct SwiftSettings {
    /// One setting's word on a fact.
    struct Say<Value: Equatable & Sendable>: Equatable {
        var value: Value
        var spelled: String
        var isConditional: Bool
    }

    /// The facts settings speak to.
    enum Topic: CaseIterable {
        case languageMode, isolation, features, strictConcurrency
    }

    var languageModes: [Say<Int>] = []
    var isolations: [Say<ModuleFacts.DefaultIsolation>] = []
    var features: [Say<String>] = []
    var strictConcurrency: [Say<String>] = []
    /// The facts some setting may change that the manifest does not spell statically.
    var unreadable: Set<Topic> = []

    /// Settings that bear on none of the facts.
    private static let unrelated: Set<String> = [
        "define", "interoperabilityMode", "treatAllWarnings", "treatWarning", "strictMemorySafety",
    ]

    /// The settings of the `swiftSettings:` argument `expression` (none when nil).
    init(_ expression: Range<CodePosition>?, in manifest: ManifestCode) {
        guard let expression else { return }
        let list = manifest.elements(of: expression)
        if !list.isComplete { cannotRead(Topic.allCases) }
        for element in list.elements { read(element, manifest, depth: 0) }
    }

    /// One element: `.swiftLanguageMode(.v5)`, `SwiftSetting.unsafeFlags([…], .when(…))`, or
    /// the name of a constant holding one.
    private mutating func read(_ element: Range<CodePosition>, _ manifest: ManifestCode, depth: Int) {
        if let (_, value) = manifest.declaredValue(of: element), depth < 4 { return read(value, manifest, depth: depth + 1) }
        let code = manifest.code
        guard let last = element.last, code.kind(last) == .rightParen, let open = code.partner(last), open > element.lowerBound,
            code.kind(open - 2) == .period,
            (element.lowerBound..<(open - 2)).allSatisfy({ code.kind($0) == .identifier || code.kind($0) == .period })
        else { return cannotRead(Topic.allCases) }
        let pieces = code.splitTopLevel(from: open + 1, to: last)
        let value = pieces.first ?? (open + 1)..<(open + 1)
        // `.when(…)` after the value; a literal `nil` is no condition.
        let isConditional = pieces.dropFirst().contains { !($0.count == 1 && code.isWord($0.lowerBound, "nil")) }
        let spelled = manifest.spelled(element)
        switch code.text(open - 1) {
        case "swiftLanguageMode", "swiftLanguageVersion":
            guard let mode = manifest.languageMode(value) else { return cannotRead([.languageMode]) }
            languageModes.append(Say(value: mode, spelled: spelled, isConditional: isConditional))
        case "defaultIsolation":
            // `MainActor.self`, `nil`
            let isolation: ModuleFacts.DefaultIsolation? =
                value.count == 1 && code.isWord(value.lowerBound, "nil") ? .nonisolated
                : manifest.spelled(value) == "MainActor.self" ? .mainActor : nil
            guard let isolation else { return cannotRead([.isolation]) }
            isolations.append(Say(value: isolation, spelled: spelled, isConditional: isConditional))
        case "enableUpcomingFeature", "enableExperimentalFeature":
            let upcoming = code.isWord(open - 1, "enableUpcomingFeature")
            guard let name = manifest.string(value) else { return cannotRead(upcoming ? [.features, .strictConcurrency] : [.strictConcurrency]) }
            feature(name, upcoming: upcoming, spelled: spelled, isConditional: isConditional)
        case "unsafeFlags":
            guard let flags = manifest.strings(value) else { return cannotRead(Topic.allCases) }
            read(flags: flags, spelled: spelled, isConditional: isConditional)
        case let name where Self.unrelated.contains(name):
            break
        default:
            cannotRead(Topic.allCases)
        }
    }

    /// `-enable-upcoming-feature X` or `.enableUpcomingFeature("X")` (and experimental ones):
    /// `StrictConcurrency` (`=targeted`, `=complete`) sets the checking; an upcoming feature in
    /// migration mode (`X:migrate`) only warns, so enables nothing.
    private mutating func feature(_ name: String, upcoming: Bool, spelled: String, isConditional: Bool) {
        if name == "StrictConcurrency" || name.hasPrefix("StrictConcurrency=") {
            let level = name.split(separator: "=").dropFirst().first.map(String.init) ?? "complete"
            strictConcurrency.append(Say(value: level, spelled: spelled, isConditional: isConditional))
        }
        if upcoming, !name.contains(":"), !name.contains("=") {
            features.append(Say(value: name, spelled: spelled, isConditional: isConditional))
        }
    }

    /// The compiler flags of `.unsafeFlags([…])` that bear on the facts, `-Xfrontend` passes
    /// through: `-swift-version 6`, `-strict-concurrency=complete`, `-warn-concurrency`,
    /// `-enable-upcoming-feature X`, `-enable-experimental-feature StrictConcurrency`,
    /// `-default-isolation MainActor`.
    private mutating func read(flags all: [String], spelled: String, isConditional: Bool) {
        let flags = all.filter { $0 != "-Xfrontend" }
        var index = 0
        while index < flags.count {
            let flag = flags[index]
            let next = index + 1 < flags.count ? flags[index + 1] : nil
            switch flag {
            case "-swift-version":
                index += 1
                guard let mode = next?.split(separator: ".").first.flatMap({ Int($0) }) else { cannotRead([.languageMode]); break }
                languageModes.append(Say(value: mode, spelled: spelled, isConditional: isConditional))
            case "-enable-upcoming-feature", "-enable-experimental-feature":
                index += 1
                guard let next else { cannotRead([.features, .strictConcurrency]); break }
                feature(next, upcoming: flag == "-enable-upcoming-feature", spelled: spelled, isConditional: isConditional)
            case "-default-isolation":
                index += 1
                isolation(named: next, spelled: spelled, isConditional: isConditional)
            case "-warn-concurrency":
                strictConcurrency.append(Say(value: "complete", spelled: spelled, isConditional: isConditional))
            default:
                if flag.hasPrefix("-strict-concurrency=") {
                    let level = String(flag.dropFirst("-strict-concurrency=".count))
                    strictConcurrency.append(Say(value: level, spelled: spelled, isConditional: isConditional))
                } else if flag.hasPrefix("-default-isolation=") {
                    isolation(named: String(flag.dropFirst("-default-isolation=".count)), spelled: spelled, isConditional: isConditional)
                }
            }
            index += 1
        }
    }

    private mutating func isolation(named name: String?, spelled: String, isConditional: Bool) {
        guard let name, let isolation = ModuleFacts.DefaultIsolation(rawValue: name) else { return cannotRead([.isolation]) }
        isolations.append(Say(value: isolation, spelled: spelled, isConditional: isConditional))
    }

    private mutating func cannotRead(_ topics: [Topic]) {
        unreadable.formUnion(topics)
    }
}

extension SwiftSettings {
    typealias Fact = ModuleFacts.Fact

    /// The facts these settings leave for a target (`target`: `Feed/Package.swift: target
    /// Feed`, the start of each origin) of a package that builds in `packageMode` unless the
    /// target says otherwise. A fact a conditional setting may change to another value, or
    /// that unconditional settings disagree on, is nil.
    func settle(_ facts: inout ModuleFacts, packageMode: Fact<Int>?, target: String) {
        facts.languageMode = unreadable.contains(.languageMode) ? nil : Self.agreed(languageModes, otherwise: packageMode, target)
        facts.defaultIsolation = unreadable.contains(.isolation) ? nil
            : Self.agreed(isolations, otherwise: Fact(.nonisolated, from: "\(target) sets no default isolation (nonisolated)"), target)
        facts.upcomingFeatures = unreadable.contains(.features) ? nil : upcomingFeatures(target)
        facts.strictConcurrency = unreadable.contains(.strictConcurrency) ? nil : checking(mode: facts.languageMode, target)
    }

    /// The value the unconditional `says` agree on (or `fallback` when none speaks), when
    /// every conditional one agrees with it too.
    private static func agreed<Value>(_ says: [Say<Value>], otherwise fallback: Fact<Value>?, _ target: String) -> Fact<Value>? {
        let plain = says.filter { !$0.isConditional }
        let fact = plain.first.map { Fact($0.value, from: origin(target, plain)) } ?? fallback
        guard let fact, says.allSatisfy({ $0.value == fact.value }) else { return nil }
        return fact
    }

    /// The features enabled unconditionally, when no conditional one adds another.
    private func upcomingFeatures(_ target: String) -> Fact<[String]>? {
        let plain = features.filter { !$0.isConditional }
        let enabled = Set(plain.map(\.value))
        guard features.allSatisfy({ enabled.contains($0.value) }) else { return nil }
        return Fact(enabled.sorted(), from: plain.isEmpty ? "\(target) enables no upcoming feature" : Self.origin(target, plain))
    }

    /// Strict concurrency checking: complete in Swift 6 mode whatever the settings say;
    /// otherwise as set, or minimal by default. With the mode unknown, only a setting of
    /// `complete` settles it.
    private func checking(mode: Fact<Int>?, _ target: String) -> Fact<String>? {
        if let mode, mode.value >= 6 { return Fact("complete", from: mode.origin + " (Swift 6 mode checks concurrency completely)") }
        let minimal = mode.map { Fact("minimal", from: "\(target) sets no strict concurrency (minimal in Swift \($0.value) mode)") }
        let set = Self.agreed(strictConcurrency, otherwise: minimal, target)
        return mode == nil && set?.value != "complete" ? nil : set
    }

    /// `Feed/Package.swift: target Feed, .swiftLanguageMode(.v5)`: the settings that say it,
    /// each once.
    private static func origin<Value>(_ target: String, _ says: [Say<Value>]) -> String {
        var spelled: [String] = []
        for say in says where !spelled.contains(say.spelled) { spelled.append(say.spelled) }
        return target + ", " + spelled.joined(separator: ", ")
    }
}
