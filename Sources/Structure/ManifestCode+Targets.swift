import Tokenizer
import Core

/// A target as a manifest declares it: `.target(name: "Feed", path: "Modules/Feed")`.
package struct ManifestTarget: Equatable {
    /// `target`, `executableTarget`, `testTarget`, `macro`, `plugin`, `systemLibrary` or
    /// `binaryTarget`.
    package var factory: String
    package var name: String
    /// The call's labeled arguments (`path`, `exclude`, `sources`, `swiftSettings`…): the
    /// code of each value.
    package var arguments: [String: Range<CodePosition>]
    /// The top-level `let` or `var` the target was declared in (`var app = .target(…)`,
    /// later `package.targets.append(app)`), if any.
    package var variable: String?
}

/// The targets of a manifest, and whether they are all of them.
package struct ManifestTargets {
    package var targets: [ManifestTarget] = []
    /// False when some element of a target list is not read (a helper function's result, a
    /// list built in a loop): there may be targets the manifest declares beyond `targets`.
    package var isComplete = true
}

extension ManifestCode {
    package static let targetFactories: Set<String> = [
        "target", "executableTarget", "testTarget", "macro", "plugin", "systemLibrary", "binaryTarget",
    ]

    /// The targets the manifest declares: the elements of its `Package(…)` call's `targets:`
    /// list (named lists followed, with what `append` and `+=` add to them), and what
    /// `package.targets.append(…)` and `package.targets += […]` add anywhere — each a
    /// factory call (`.target(…)`, `Target.testTarget(…)`) with a literal name, or the name of
    /// a top-level constant holding one. A dependency written `.target(name:)` inside a
    /// target is not a target of its own.
    package func targets() -> ManifestTargets {
        var lists: [List] = packageCalls.compactMap { call in
            argument("targets", in: call).map { elements(of: $0, additions: true) }
        }
        lists += packageNames.map { additions(to: [$0, "targets"]) }
        var found = ManifestTargets()
        for list in lists {
            found.isComplete = found.isComplete && list.isComplete
            for element in list.elements {
                if let target = target(element, depth: 0) {
                    found.targets.append(target)
                } else {
                    found.isComplete = false
                }
            }
        }
        return found
    }

    /// The target the code `element` declares, or holds by name.
    private func target(_ element: Range<CodePosition>, depth: Int) -> ManifestTarget? {
        if depth < 2, let (name, value) = declaredValue(of: element) {
            var target = target(value, depth: depth + 1)
            target?.variable = name
            return target
        }
        // `.target(…)`, `Target.target(…)`, `PackageDescription.Target.target(…)`
        guard let last = element.last, code.kind(last) == .rightParen, let open = code.partner(last),
            code.kind(open - 2) == .period, code.isAny(open - 1, Self.targetFactories),
            element.lowerBound == open - 2 || (element.lowerBound..<(open - 2)).allSatisfy({ code.kind($0) == .identifier || code.kind($0) == .period })
        else { return nil }
        let arguments = labeledArguments((open + 1)..<last)
        guard let name = arguments["name"].flatMap(string) else { return nil }
        return ManifestTarget(factory: code.text(open - 1), name: name, arguments: arguments, variable: nil)
    }

    /// The folder of `target` relative to the package root `root`, declared without `path:`,
    /// as SwiftPM finds it: in the first of its predefined folders that exists (`Sources`,
    /// `Source`, `src`, `srcs`; `Tests` first for a test target; `Plugins` for a plugin), the
    /// subfolder named after the target — or, from tools 5.9, the predefined folder itself
    /// when the target is the only one of its kind (regular, test or plugin) and has no
    /// subfolder there.
    package func defaultFolder(of target: ManifestTarget, among declared: ManifestTargets, root: String, isFolder: (String) -> Bool) -> String {
        let group = Self.sourceRootGroup(target.factory)
        let candidates: [String] = switch group {
        case "testTarget": ["Tests", "Sources", "Source", "src", "srcs"]
        case "plugin": ["Plugins"]
        default: ["Sources", "Source", "src", "srcs"]
        }
        let predefined = candidates.first { isFolder(root + "/" + $0) } ?? candidates[0]
        let folder = predefined + "/" + target.name
        if isFolder(root + "/" + folder) { return folder }
        let alone = declared.isComplete && declared.targets.filter { Self.sourceRootGroup($0.factory) == group }.count == 1
        // A lone test target takes a whole folder only if it is `Tests`: were it `Sources`, it
        // would claim the other targets' files (a checkout without its tests, say).
        let claimsOthers = group == "testTarget" && predefined != "Tests"
        if alone, !claimsOthers, let tools = toolsVersion, !PlatformVersions.isBelow(tools, [5, 9]) { return predefined }
        return folder
    }

    /// The kinds of targets that share a predefined folder: test targets, plugins, the rest.
    private static func sourceRootGroup(_ factory: String) -> String {
        factory == "testTarget" || factory == "plugin" ? factory : "target"
    }
}
