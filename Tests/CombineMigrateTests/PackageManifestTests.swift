import Foundation
import XCTest

@testable import Core
@testable import Project

/// `PackageManifest`: a `Package.swift` read as its modules — each target's name, kind,
/// folder and exclusions, and every fact with the manifest code it came from.
final class PackageManifestTests: XCTestCase {
    /// A manifest at `/w/<package>/Package.swift`, the other files of the package (their
    /// folders are the folders on disk), and its modules as `describe` spells them.
    private struct Row {
        var package: String
        var manifest: String
        var files: [String]
        var expected: String
        var line: UInt

        init(_ package: String, _ manifest: String, files: [String] = [], _ expected: String, line: UInt = #line) {
            self.package = package
            self.manifest = manifest
            self.files = files
            self.expected = expected
            self.line = line
        }
    }

    private func check(_ rows: [Row]) {
        for row in rows {
            let path = "/w/\(row.package)/Package.swift"
            var files = [path: row.manifest]
            for file in row.files { files["/w/\(row.package)/\(file)"] = "" }
            do {
                let modules = try PackageManifest.modules(manifest: path, bytes: Array(row.manifest.utf8), disk: .inMemory(files))
                XCTAssertEqual(modules.map(describe).joined(separator: "\n"), row.expected, line: row.line)
                XCTAssertEqual(Set(modules.map(\.facts.projectFile)), modules.isEmpty ? [] : [path], line: row.line)
                XCTAssertFalse(modules.contains { $0.facts.listsFiles }, line: row.line)
            } catch {
                XCTFail("\(error)", line: row.line)
            }
        }
    }

    /// `Name kind root`, its folders (`except` what they leave out) and files, then each fact
    /// as `value ← origin` or `nil`.
    private func describe(_ module: ProjectModule) -> String {
        let facts = module.facts
        var lines = ["\(facts.name) \(facts.kind.rawValue) \(facts.root)"]
        for folder in module.folders {
            lines.append("  folder \(folder.path)" + (folder.excluded.isEmpty ? "" : " except \(folder.excluded.joined(separator: ", "))"))
        }
        lines += module.files.sorted().map { "  file \($0)" }
        func fact<Value>(_ name: String, _ fact: ModuleFacts.Fact<Value>?, _ text: (Value) -> String) {
            lines.append("  \(name) " + (fact.map { "\(text($0.value)) ← \($0.origin)" } ?? "nil"))
        }
        fact("languageMode", facts.languageMode) { String($0) }
        fact("defaultIsolation", facts.defaultIsolation) { $0.rawValue }
        fact("upcomingFeatures", facts.upcomingFeatures) { "[\($0.joined(separator: ", "))]" }
        fact("strictConcurrency", facts.strictConcurrency) { $0 }
        fact("deploymentTargets", facts.deploymentTargets) { platforms in
            platforms.versions.keys.sorted().map { "\($0) \(PlatformVersions.text(platforms.versions[$0] ?? []))" }.joined(separator: ", ")
        }
        return lines.joined(separator: "\n")
    }

    /// The package's language mode: its `swiftLanguageModes:` / `swiftLanguageVersions:`
    /// (the highest), or its tools version's; a target's own `.swiftLanguageMode`.
    func testLanguageModes() {
        check([
            Row("Feed", """
                // swift-tools-version:5.9
                import PackageDescription

                let package = Package(
                    name: "Feed",
                    platforms: [.iOS(.v13), .macOS(.v10_15)],
                    targets: [
                        .target(name: "Feed"),
                        .testTarget(name: "FeedTests", dependencies: ["Feed", .target(name: "Feed")]),
                    ],
                    swiftLanguageModes: [.v6]
                )
                """, files: ["Sources/Feed/Feed.swift", "Tests/FeedTests/FeedTests.swift"], """
                Feed library /w/Feed/Sources/Feed
                  folder /w/Feed/Sources/Feed
                  languageMode 6 ← Feed/Package.swift: swiftLanguageModes: [.v6]
                  defaultIsolation nonisolated ← Feed/Package.swift: target Feed sets no default isolation (nonisolated)
                  upcomingFeatures [] ← Feed/Package.swift: target Feed enables no upcoming feature
                  strictConcurrency complete ← Feed/Package.swift: swiftLanguageModes: [.v6] (Swift 6 mode checks concurrency completely)
                  deploymentTargets iOS 13, macOS 10.15 ← Feed/Package.swift: platforms: [.iOS(.v13), .macOS(.v10_15)]
                FeedTests tests /w/Feed/Tests/FeedTests
                  folder /w/Feed/Tests/FeedTests
                  languageMode 6 ← Feed/Package.swift: swiftLanguageModes: [.v6]
                  defaultIsolation nonisolated ← Feed/Package.swift: target FeedTests sets no default isolation (nonisolated)
                  upcomingFeatures [] ← Feed/Package.swift: target FeedTests enables no upcoming feature
                  strictConcurrency complete ← Feed/Package.swift: swiftLanguageModes: [.v6] (Swift 6 mode checks concurrency completely)
                  deploymentTargets iOS 13, macOS 10.15 ← Feed/Package.swift: platforms: [.iOS(.v13), .macOS(.v10_15)]
                """),
            // Tools 6.0 builds in Swift 6 mode, but for a target that asks for 5.
            Row("Shop", """
                // swift-tools-version: 6.0
                let package = Package(
                    name: "Shop",
                    platforms: [.iOS(.v15)],
                    targets: [
                        .target(name: "Cart", swiftSettings: [.swiftLanguageMode(.v5)]),
                        .target(name: "Checkout"),
                    ]
                )
                """, """
                Cart library /w/Shop/Sources/Cart
                  folder /w/Shop/Sources/Cart
                  languageMode 5 ← Shop/Package.swift: target Cart, .swiftLanguageMode(.v5)
                  defaultIsolation nonisolated ← Shop/Package.swift: target Cart sets no default isolation (nonisolated)
                  upcomingFeatures [] ← Shop/Package.swift: target Cart enables no upcoming feature
                  strictConcurrency minimal ← Shop/Package.swift: target Cart sets no strict concurrency (minimal in Swift 5 mode)
                  deploymentTargets iOS 15 ← Shop/Package.swift: platforms: [.iOS(.v15)]
                Checkout library /w/Shop/Sources/Checkout
                  folder /w/Shop/Sources/Checkout
                  languageMode 6 ← Shop/Package.swift: swift-tools-version 6.0
                  defaultIsolation nonisolated ← Shop/Package.swift: target Checkout sets no default isolation (nonisolated)
                  upcomingFeatures [] ← Shop/Package.swift: target Checkout enables no upcoming feature
                  strictConcurrency complete ← Shop/Package.swift: swift-tools-version 6.0 (Swift 6 mode checks concurrency completely)
                  deploymentTargets iOS 15 ← Shop/Package.swift: platforms: [.iOS(.v15)]
                """),
            // A list of versions: the highest; `.version("6")` is 6. A list a `#if` picks (two
            // declarations of one name, realm-swift's manifest) is the package built one way
            // or another: the highest of the branches, known only when each is; `nil` is no list.
            Row("Store", """
                // swift-tools-version:6.0
                #if compiler(>=6)
                let modes = [SwiftVersion.version("6")]
                #else
                let modes = [SwiftVersion.v5]
                #endif
                let package = Package(
                    name: "Store",
                    platforms: [.macOS(.v13)],
                    targets: [.target(name: "Store")],
                    swiftLanguageVersions: modes
                )
                """, files: ["Sources/Store/Store.swift"], """
                Store library /w/Store/Sources/Store
                  folder /w/Store/Sources/Store
                  languageMode 6 ← Store/Package.swift: swiftLanguageVersions: modes, by `#if` [SwiftVersion.version("6")] or [SwiftVersion.v5]
                  defaultIsolation nonisolated ← Store/Package.swift: target Store sets no default isolation (nonisolated)
                  upcomingFeatures [] ← Store/Package.swift: target Store enables no upcoming feature
                  strictConcurrency complete ← Store/Package.swift: swiftLanguageVersions: modes, by `#if` [SwiftVersion.version("6")] or [SwiftVersion.v5] (Swift 6 mode checks concurrency completely)
                  deploymentTargets macOS 13 ← Store/Package.swift: platforms: [.macOS(.v13)]
                """),
            Row("Picked", """
                // swift-tools-version:5.9
                #if os(Linux)
                let modes = [SwiftVersion.v5]
                #else
                let modes = supportedModes()
                #endif
                let package = Package(name: "Picked", targets: [.target(name: "Picked")], swiftLanguageVersions: modes)
                """, files: ["Sources/Picked/Picked.swift"], """
                Picked library /w/Picked/Sources/Picked
                  folder /w/Picked/Sources/Picked
                  languageMode nil
                  defaultIsolation nonisolated ← Picked/Package.swift: target Picked sets no default isolation (nonisolated)
                  upcomingFeatures [] ← Picked/Package.swift: target Picked enables no upcoming feature
                  strictConcurrency nil
                  deploymentTargets iOS 12, macOS 10.13, tvOS 12, watchOS 4 ← Picked/Package.swift: no platforms:, SwiftPM's defaults (iOS 12, macOS 10.13, tvOS 12, watchOS 4)
                """),
            Row("Both", """
                // swift-tools-version:5.9
                let package = Package(name: "Both", targets: [.target(name: "Both")], swiftLanguageVersions: [.v5, .version("6")])
                """, files: ["Sources/Both/Both.swift"], """
                Both library /w/Both/Sources/Both
                  folder /w/Both/Sources/Both
                  languageMode 6 ← Both/Package.swift: swiftLanguageVersions: [.v5, .version("6")]
                  defaultIsolation nonisolated ← Both/Package.swift: target Both sets no default isolation (nonisolated)
                  upcomingFeatures [] ← Both/Package.swift: target Both enables no upcoming feature
                  strictConcurrency complete ← Both/Package.swift: swiftLanguageVersions: [.v5, .version("6")] (Swift 6 mode checks concurrency completely)
                  deploymentTargets iOS 12, macOS 10.13, tvOS 12, watchOS 4 ← Both/Package.swift: no platforms:, SwiftPM's defaults (iOS 12, macOS 10.13, tvOS 12, watchOS 4)
                """),
            Row("Old", """
                // swift-tools-version:4.2
                let package = Package(name: "Old", targets: [.target(name: "Old")], swiftLanguageVersions: nil)
                """, """
                Old library /w/Old/Sources/Old
                  folder /w/Old/Sources/Old
                  languageMode 4 ← Old/Package.swift: swift-tools-version 4.2
                  defaultIsolation nonisolated ← Old/Package.swift: target Old sets no default isolation (nonisolated)
                  upcomingFeatures [] ← Old/Package.swift: target Old enables no upcoming feature
                  strictConcurrency minimal ← Old/Package.swift: target Old sets no strict concurrency (minimal in Swift 4 mode)
                  deploymentTargets iOS 12, macOS 10.13, tvOS 12, watchOS 4 ← Old/Package.swift: no platforms:, SwiftPM's defaults (iOS 12, macOS 10.13, tvOS 12, watchOS 4)
                """),
        ])
    }

    /// Default isolation and upcoming features, from a settings array shared through a
    /// top-level `let`, alone or with more.
    func testSharedSettings() {
        check([
            Row("App", """
                // swift-tools-version: 6.2
                import PackageDescription

                let approachable: [SwiftSetting] = [
                    .defaultIsolation(MainActor.self),
                    .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
                ]

                let package = Package(
                    name: "App",
                    targets: [
                        .target(name: "UI", swiftSettings: approachable),
                        .target(name: "Model", swiftSettings: approachable + [.enableUpcomingFeature("InferIsolatedConformances")]),
                        .target(name: "Engine", swiftSettings: [SwiftSetting.defaultIsolation(nil)]),
                    ]
                )
                """, """
                UI library /w/App/Sources/UI
                  folder /w/App/Sources/UI
                  languageMode 6 ← App/Package.swift: swift-tools-version 6.2
                  defaultIsolation MainActor ← App/Package.swift: target UI, .defaultIsolation(MainActor.self)
                  upcomingFeatures [NonisolatedNonsendingByDefault] ← App/Package.swift: target UI, .enableUpcomingFeature("NonisolatedNonsendingByDefault")
                  strictConcurrency complete ← App/Package.swift: swift-tools-version 6.2 (Swift 6 mode checks concurrency completely)
                  deploymentTargets iOS 12, macOS 10.13, tvOS 12, watchOS 4 ← App/Package.swift: no platforms:, SwiftPM's defaults (iOS 12, macOS 10.13, tvOS 12, watchOS 4)
                Model library /w/App/Sources/Model
                  folder /w/App/Sources/Model
                  languageMode 6 ← App/Package.swift: swift-tools-version 6.2
                  defaultIsolation MainActor ← App/Package.swift: target Model, .defaultIsolation(MainActor.self)
                  upcomingFeatures [InferIsolatedConformances, NonisolatedNonsendingByDefault] ← App/Package.swift: target Model, .enableUpcomingFeature("NonisolatedNonsendingByDefault"), .enableUpcomingFeature("InferIsolatedConformances")
                  strictConcurrency complete ← App/Package.swift: swift-tools-version 6.2 (Swift 6 mode checks concurrency completely)
                  deploymentTargets iOS 12, macOS 10.13, tvOS 12, watchOS 4 ← App/Package.swift: no platforms:, SwiftPM's defaults (iOS 12, macOS 10.13, tvOS 12, watchOS 4)
                Engine library /w/App/Sources/Engine
                  folder /w/App/Sources/Engine
                  languageMode 6 ← App/Package.swift: swift-tools-version 6.2
                  defaultIsolation nonisolated ← App/Package.swift: target Engine, SwiftSetting.defaultIsolation(nil)
                  upcomingFeatures [] ← App/Package.swift: target Engine enables no upcoming feature
                  strictConcurrency complete ← App/Package.swift: swift-tools-version 6.2 (Swift 6 mode checks concurrency completely)
                  deploymentTargets iOS 12, macOS 10.13, tvOS 12, watchOS 4 ← App/Package.swift: no platforms:, SwiftPM's defaults (iOS 12, macOS 10.13, tvOS 12, watchOS 4)
                """),
        ])
    }

    /// Compiler flags, experimental features, and settings under a `.when(…)` condition: a
    /// conditional value that may differ from the plain one leaves the fact unknown.
    func testFlagsAndConditions() {
        check([
            Row("Net", """
                // swift-tools-version:5.10
                let package = Package(
                    name: "Net",
                    platforms: [.macOS("12.0"), .iOS(.v15), .visionOS(.v1)],
                    targets: [
                        .target(name: "Strict", swiftSettings: [
                            .unsafeFlags(["-Xfrontend", "-strict-concurrency=complete", "-enable-upcoming-feature", "ExistentialAny"]),
                        ]),
                        .target(name: "Targeted", swiftSettings: [.enableExperimentalFeature("StrictConcurrency=targeted")]),
                        .target(name: "DebugOnly", swiftSettings: [
                            .enableUpcomingFeature("BareSlashRegexLiterals"),
                            .enableUpcomingFeature("ExistentialAny", .when(configuration: .debug)),
                            .define("NET_DEBUG", .when(configuration: .debug)),
                        ]),
                        .target(name: "LinuxSix", swiftSettings: [.unsafeFlags(["-swift-version", "6"], .when(platforms: [.linux]))]),
                        .target(name: "Six", swiftSettings: [.unsafeFlags(["-swift-version", "6", "-default-isolation", "MainActor"])]),
                    ]
                )
                """, """
                Strict library /w/Net/Sources/Strict
                  folder /w/Net/Sources/Strict
                  languageMode 5 ← Net/Package.swift: swift-tools-version 5.10
                  defaultIsolation nonisolated ← Net/Package.swift: target Strict sets no default isolation (nonisolated)
                  upcomingFeatures [ExistentialAny] ← Net/Package.swift: target Strict, .unsafeFlags(["-Xfrontend", "-strict-concurrency=complete", "-enable-upcoming-feature", "ExistentialAny"])
                  strictConcurrency complete ← Net/Package.swift: target Strict, .unsafeFlags(["-Xfrontend", "-strict-concurrency=complete", "-enable-upcoming-feature", "ExistentialAny"])
                  deploymentTargets iOS 15, macOS 12.0, visionOS 1 ← Net/Package.swift: platforms: [.macOS("12.0"), .iOS(.v15), .visionOS(.v1)]
                Targeted library /w/Net/Sources/Targeted
                  folder /w/Net/Sources/Targeted
                  languageMode 5 ← Net/Package.swift: swift-tools-version 5.10
                  defaultIsolation nonisolated ← Net/Package.swift: target Targeted sets no default isolation (nonisolated)
                  upcomingFeatures [] ← Net/Package.swift: target Targeted enables no upcoming feature
                  strictConcurrency targeted ← Net/Package.swift: target Targeted, .enableExperimentalFeature("StrictConcurrency=targeted")
                  deploymentTargets iOS 15, macOS 12.0, visionOS 1 ← Net/Package.swift: platforms: [.macOS("12.0"), .iOS(.v15), .visionOS(.v1)]
                DebugOnly library /w/Net/Sources/DebugOnly
                  folder /w/Net/Sources/DebugOnly
                  languageMode 5 ← Net/Package.swift: swift-tools-version 5.10
                  defaultIsolation nonisolated ← Net/Package.swift: target DebugOnly sets no default isolation (nonisolated)
                  upcomingFeatures nil
                  strictConcurrency minimal ← Net/Package.swift: target DebugOnly sets no strict concurrency (minimal in Swift 5 mode)
                  deploymentTargets iOS 15, macOS 12.0, visionOS 1 ← Net/Package.swift: platforms: [.macOS("12.0"), .iOS(.v15), .visionOS(.v1)]
                LinuxSix library /w/Net/Sources/LinuxSix
                  folder /w/Net/Sources/LinuxSix
                  languageMode nil
                  defaultIsolation nonisolated ← Net/Package.swift: target LinuxSix sets no default isolation (nonisolated)
                  upcomingFeatures [] ← Net/Package.swift: target LinuxSix enables no upcoming feature
                  strictConcurrency nil
                  deploymentTargets iOS 15, macOS 12.0, visionOS 1 ← Net/Package.swift: platforms: [.macOS("12.0"), .iOS(.v15), .visionOS(.v1)]
                Six library /w/Net/Sources/Six
                  folder /w/Net/Sources/Six
                  languageMode 6 ← Net/Package.swift: target Six, .unsafeFlags(["-swift-version", "6", "-default-isolation", "MainActor"])
                  defaultIsolation MainActor ← Net/Package.swift: target Six, .unsafeFlags(["-swift-version", "6", "-default-isolation", "MainActor"])
                  upcomingFeatures [] ← Net/Package.swift: target Six enables no upcoming feature
                  strictConcurrency complete ← Net/Package.swift: target Six, .unsafeFlags(["-swift-version", "6", "-default-isolation", "MainActor"]) (Swift 6 mode checks concurrency completely)
                  deploymentTargets iOS 15, macOS 12.0, visionOS 1 ← Net/Package.swift: platforms: [.macOS("12.0"), .iOS(.v15), .visionOS(.v1)]
                """),
        ])
    }

    /// Folders: `path:` (relative to the package), `exclude:` and `sources:` (relative to the
    /// target's folder), SwiftPM's default folders (`src` when there is no `Sources`; from
    /// tools 5.9 the predefined folder itself for the only target of its kind).
    func testFolders() {
        check([
            Row("Kit", """
                // swift-tools-version:5.7
                let package = Package(
                    name: "Kit",
                    platforms: [.iOS(.v14)],
                    targets: [
                        .target(name: "Core", path: "Modules/Core", exclude: ["Legacy", "README.md", "../Shared/Old"]),
                        .executableTarget(
                            name: "gen",
                            path: "Tools/gen",
                            exclude: ["Fixtures/Skip.swift"],
                            sources: ["main.swift", "Commands", "Fixtures"]
                        ),
                        .target(name: "Util"),
                        .testTarget(name: "UtilTests", path: "Tests"),
                    ]
                )
                """, files: [
                    "Modules/Core/A.swift", "Modules/Core/Legacy/Old.swift", "Tools/gen/main.swift", "Tools/gen/Commands/Run.swift",
                    "Tools/gen/Fixtures/Skip.swift", "src/Util/Util.swift", "Tests/UtilTests.swift",
                ], """
                Core library /w/Kit/Modules/Core
                  folder /w/Kit/Modules/Core except /w/Kit/Modules/Core/Legacy, /w/Kit/Modules/Core/README.md
                  languageMode 5 ← Kit/Package.swift: swift-tools-version 5.7
                  defaultIsolation nonisolated ← Kit/Package.swift: target Core sets no default isolation (nonisolated)
                  upcomingFeatures [] ← Kit/Package.swift: target Core enables no upcoming feature
                  strictConcurrency minimal ← Kit/Package.swift: target Core sets no strict concurrency (minimal in Swift 5 mode)
                  deploymentTargets iOS 14 ← Kit/Package.swift: platforms: [.iOS(.v14)]
                gen executable /w/Kit/Tools/gen
                  folder /w/Kit/Tools/gen/Commands
                  folder /w/Kit/Tools/gen/Fixtures except /w/Kit/Tools/gen/Fixtures/Skip.swift
                  file /w/Kit/Tools/gen/main.swift
                  languageMode 5 ← Kit/Package.swift: swift-tools-version 5.7
                  defaultIsolation nonisolated ← Kit/Package.swift: target gen sets no default isolation (nonisolated)
                  upcomingFeatures [] ← Kit/Package.swift: target gen enables no upcoming feature
                  strictConcurrency minimal ← Kit/Package.swift: target gen sets no strict concurrency (minimal in Swift 5 mode)
                  deploymentTargets iOS 14 ← Kit/Package.swift: platforms: [.iOS(.v14)]
                Util library /w/Kit/src/Util
                  folder /w/Kit/src/Util
                  languageMode 5 ← Kit/Package.swift: swift-tools-version 5.7
                  defaultIsolation nonisolated ← Kit/Package.swift: target Util sets no default isolation (nonisolated)
                  upcomingFeatures [] ← Kit/Package.swift: target Util enables no upcoming feature
                  strictConcurrency minimal ← Kit/Package.swift: target Util sets no strict concurrency (minimal in Swift 5 mode)
                  deploymentTargets iOS 14 ← Kit/Package.swift: platforms: [.iOS(.v14)]
                UtilTests tests /w/Kit/Tests
                  folder /w/Kit/Tests
                  languageMode 5 ← Kit/Package.swift: swift-tools-version 5.7
                  defaultIsolation nonisolated ← Kit/Package.swift: target UtilTests sets no default isolation (nonisolated)
                  upcomingFeatures [] ← Kit/Package.swift: target UtilTests enables no upcoming feature
                  strictConcurrency minimal ← Kit/Package.swift: target UtilTests sets no strict concurrency (minimal in Swift 5 mode)
                  deploymentTargets iOS 14 ← Kit/Package.swift: platforms: [.iOS(.v14)]
                """),
            Row("Solo", """
                // swift-tools-version:5.9
                let package = Package(name: "Solo", platforms: [.macOS(.v14)], targets: [.target(name: "Solo"), .testTarget(name: "SoloTests")])
                """, files: ["Sources/Solo.swift", "Tests/SoloTests/SoloTests.swift"], """
                Solo library /w/Solo/Sources
                  folder /w/Solo/Sources
                  languageMode 5 ← Solo/Package.swift: swift-tools-version 5.9
                  defaultIsolation nonisolated ← Solo/Package.swift: target Solo sets no default isolation (nonisolated)
                  upcomingFeatures [] ← Solo/Package.swift: target Solo enables no upcoming feature
                  strictConcurrency minimal ← Solo/Package.swift: target Solo sets no strict concurrency (minimal in Swift 5 mode)
                  deploymentTargets macOS 14 ← Solo/Package.swift: platforms: [.macOS(.v14)]
                SoloTests tests /w/Solo/Tests/SoloTests
                  folder /w/Solo/Tests/SoloTests
                  languageMode 5 ← Solo/Package.swift: swift-tools-version 5.9
                  defaultIsolation nonisolated ← Solo/Package.swift: target SoloTests sets no default isolation (nonisolated)
                  upcomingFeatures [] ← Solo/Package.swift: target SoloTests enables no upcoming feature
                  strictConcurrency minimal ← Solo/Package.swift: target SoloTests sets no strict concurrency (minimal in Swift 5 mode)
                  deploymentTargets macOS 14 ← Solo/Package.swift: platforms: [.macOS(.v14)]
                """),
            // Before tools 5.9 the only target still has its own folder.
            Row("Solo58", """
                // swift-tools-version:5.8
                let package = Package(name: "Solo58", platforms: [.macOS(.v14)], targets: [.target(name: "Solo58")])
                """, files: ["Sources/Solo.swift"], """
                Solo58 library /w/Solo58/Sources/Solo58
                  folder /w/Solo58/Sources/Solo58
                  languageMode 5 ← Solo58/Package.swift: swift-tools-version 5.8
                  defaultIsolation nonisolated ← Solo58/Package.swift: target Solo58 sets no default isolation (nonisolated)
                  upcomingFeatures [] ← Solo58/Package.swift: target Solo58 enables no upcoming feature
                  strictConcurrency minimal ← Solo58/Package.swift: target Solo58 sets no strict concurrency (minimal in Swift 5 mode)
                  deploymentTargets macOS 14 ← Solo58/Package.swift: platforms: [.macOS(.v14)]
                """),
        ])
    }

    /// Macros, plugins and system libraries are modules of kind `other`; a binary target
    /// compiles nothing.
    func testPluginsAndMacros() {
        check([
            Row("Macros", """
                // swift-tools-version: 5.9
                import CompilerPluginSupport
                import PackageDescription

                let package = Package(
                    name: "Macros",
                    platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6), .macCatalyst(.v13)],
                    targets: [
                        .macro(name: "MacrosImpl", dependencies: [.product(name: "SwiftSyntaxMacros", package: "swift-syntax")]),
                        .target(name: "Macros", dependencies: ["MacrosImpl"]),
                        .plugin(name: "Lint", capability: .buildTool()),
                        .systemLibrary(name: "CZlib", pkgConfig: "zlib"),
                        .binaryTarget(name: "Vendor", path: "Vendor.xcframework"),
                    ]
                )
                """, files: ["Sources/MacrosImpl/M.swift", "Sources/Macros/Macros.swift", "Plugins/Lint/Lint.swift", "Sources/CZlib/module.modulemap"], """
                MacrosImpl other /w/Macros/Sources/MacrosImpl
                  folder /w/Macros/Sources/MacrosImpl
                  languageMode 5 ← Macros/Package.swift: swift-tools-version 5.9
                  defaultIsolation nonisolated ← Macros/Package.swift: target MacrosImpl sets no default isolation (nonisolated)
                  upcomingFeatures [] ← Macros/Package.swift: target MacrosImpl enables no upcoming feature
                  strictConcurrency minimal ← Macros/Package.swift: target MacrosImpl sets no strict concurrency (minimal in Swift 5 mode)
                  deploymentTargets iOS 13, macCatalyst 13, macOS 10.15, tvOS 13, watchOS 6 ← Macros/Package.swift: platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6), .macCatalyst(.v13)]
                Macros library /w/Macros/Sources/Macros
                  folder /w/Macros/Sources/Macros
                  languageMode 5 ← Macros/Package.swift: swift-tools-version 5.9
                  defaultIsolation nonisolated ← Macros/Package.swift: target Macros sets no default isolation (nonisolated)
                  upcomingFeatures [] ← Macros/Package.swift: target Macros enables no upcoming feature
                  strictConcurrency minimal ← Macros/Package.swift: target Macros sets no strict concurrency (minimal in Swift 5 mode)
                  deploymentTargets iOS 13, macCatalyst 13, macOS 10.15, tvOS 13, watchOS 6 ← Macros/Package.swift: platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6), .macCatalyst(.v13)]
                Lint other /w/Macros/Plugins/Lint
                  folder /w/Macros/Plugins/Lint
                  languageMode 5 ← Macros/Package.swift: swift-tools-version 5.9
                  defaultIsolation nonisolated ← Macros/Package.swift: target Lint sets no default isolation (nonisolated)
                  upcomingFeatures [] ← Macros/Package.swift: target Lint enables no upcoming feature
                  strictConcurrency minimal ← Macros/Package.swift: target Lint sets no strict concurrency (minimal in Swift 5 mode)
                  deploymentTargets iOS 13, macCatalyst 13, macOS 10.15, tvOS 13, watchOS 6 ← Macros/Package.swift: platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6), .macCatalyst(.v13)]
                CZlib other /w/Macros/Sources/CZlib
                  folder /w/Macros/Sources/CZlib
                  languageMode 5 ← Macros/Package.swift: swift-tools-version 5.9
                  defaultIsolation nonisolated ← Macros/Package.swift: target CZlib sets no default isolation (nonisolated)
                  upcomingFeatures [] ← Macros/Package.swift: target CZlib enables no upcoming feature
                  strictConcurrency minimal ← Macros/Package.swift: target CZlib sets no strict concurrency (minimal in Swift 5 mode)
                  deploymentTargets iOS 13, macCatalyst 13, macOS 10.15, tvOS 13, watchOS 6 ← Macros/Package.swift: platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6), .macCatalyst(.v13)]
                """),
        ])
    }

    /// Targets held in variables and appended after the `Package(…)` call (in an `if` too);
    /// one a helper function builds is not read. Code after the call that changes a target's
    /// settings leaves its settings' facts unknown — only that target's when it is named,
    /// every target's when a loop reaches them — and one that changes the platforms, those.
    func testTargetsBuiltAroundThePackage() {
        check([
            Row("Browser", """
                // swift-tools-version:5.8
                import PackageDescription

                let enableTalk = true

                var app: Target = .target(
                    name: "App",
                    exclude: ["Resources/Scripts"],
                    swiftSettings: [.enableUpcomingFeature("ConciseMagicFile")]
                )

                func feature(_ name: String) -> Target {
                    .target(name: name, path: "Features/" + name)
                }

                var package = Package(
                    name: "Browser",
                    platforms: [.iOS(.v15)],
                    targets: [
                        .target(name: "Shared", swiftSettings: [.enableUpcomingFeature("ExistentialAny")]),
                        feature("Search"),
                    ]
                )

                app.dependencies.append("Shared")
                package.targets.append(app)
                if enableTalk {
                    package.targets.append(contentsOf: [
                        .target(name: "Talk", swiftSettings: [.enableUpcomingFeature("BareSlashRegexLiterals")]),
                        .testTarget(name: "TalkTests"),
                    ])
                }
                app.swiftSettings?.append(.enableUpcomingFeature("ForwardTrailingClosures"))
                """, """
                Shared library /w/Browser/Sources/Shared
                  folder /w/Browser/Sources/Shared
                  languageMode 5 ← Browser/Package.swift: swift-tools-version 5.8
                  defaultIsolation nonisolated ← Browser/Package.swift: target Shared sets no default isolation (nonisolated)
                  upcomingFeatures [ExistentialAny] ← Browser/Package.swift: target Shared, .enableUpcomingFeature("ExistentialAny")
                  strictConcurrency minimal ← Browser/Package.swift: target Shared sets no strict concurrency (minimal in Swift 5 mode)
                  deploymentTargets iOS 15 ← Browser/Package.swift: platforms: [.iOS(.v15)]
                App library /w/Browser/Sources/App
                  folder /w/Browser/Sources/App except /w/Browser/Sources/App/Resources/Scripts
                  languageMode nil
                  defaultIsolation nil
                  upcomingFeatures nil
                  strictConcurrency nil
                  deploymentTargets iOS 15 ← Browser/Package.swift: platforms: [.iOS(.v15)]
                Talk library /w/Browser/Sources/Talk
                  folder /w/Browser/Sources/Talk
                  languageMode 5 ← Browser/Package.swift: swift-tools-version 5.8
                  defaultIsolation nonisolated ← Browser/Package.swift: target Talk sets no default isolation (nonisolated)
                  upcomingFeatures [BareSlashRegexLiterals] ← Browser/Package.swift: target Talk, .enableUpcomingFeature("BareSlashRegexLiterals")
                  strictConcurrency minimal ← Browser/Package.swift: target Talk sets no strict concurrency (minimal in Swift 5 mode)
                  deploymentTargets iOS 15 ← Browser/Package.swift: platforms: [.iOS(.v15)]
                TalkTests tests /w/Browser/Tests/TalkTests
                  folder /w/Browser/Tests/TalkTests
                  languageMode 5 ← Browser/Package.swift: swift-tools-version 5.8
                  defaultIsolation nonisolated ← Browser/Package.swift: target TalkTests sets no default isolation (nonisolated)
                  upcomingFeatures [] ← Browser/Package.swift: target TalkTests enables no upcoming feature
                  strictConcurrency minimal ← Browser/Package.swift: target TalkTests sets no strict concurrency (minimal in Swift 5 mode)
                  deploymentTargets iOS 15 ← Browser/Package.swift: platforms: [.iOS(.v15)]
                """),
            Row("Lib", """
                // swift-tools-version:5.9
                let package = Package(
                    name: "Lib",
                    platforms: [.iOS(.v16)],
                    targets: [
                        .target(name: "Lib", swiftSettings: [.enableUpcomingFeature("ExistentialAny")]),
                        .testTarget(name: "LibTests"),
                    ],
                    swiftLanguageVersions: [.v5]
                )
                for target in package.targets {
                    target.swiftSettings = (target.swiftSettings ?? []) + [.enableExperimentalFeature("StrictConcurrency")]
                }
                package.platforms = [.iOS(.v17)]
                """, files: ["Sources/Lib/Lib.swift", "Tests/LibTests/LibTests.swift"], """
                Lib library /w/Lib/Sources/Lib
                  folder /w/Lib/Sources/Lib
                  languageMode nil
                  defaultIsolation nil
                  upcomingFeatures nil
                  strictConcurrency nil
                  deploymentTargets nil
                LibTests tests /w/Lib/Tests/LibTests
                  folder /w/Lib/Tests/LibTests
                  languageMode nil
                  defaultIsolation nil
                  upcomingFeatures nil
                  strictConcurrency nil
                  deploymentTargets nil
                """),
        ])
    }

    /// A manifest SwiftPM could not load is an error naming why, never a crash.
    func testMalformedManifests() {
        let rows: [(String, String, UInt)] = [
            ("", "no `// swift-tools-version:` comment, which SwiftPM requires", #line),
            ("let package = Package(name: \"A\")", "no `// swift-tools-version:` comment, which SwiftPM requires", #line),
            ("// swift-tools-version:5.9\nlet x = 1\n", "no `Package(…)` call", #line),
            ("// swift-tools-version:5.9\nlet package = Package(\n    name: \"A\",\n    targets: [\n", "unbalanced `(` on line 2", #line),
            ("// swift-tools-version:5.9\nlet package = Package(name: \"A\"))\n", "unbalanced `)` on line 2", #line),
            (
                "// swift-tools-version:5.9\n#if os(Linux)\nlet package = Package(name: \"A\")\n#else\nlet package = Package(name: \"B\")\n#endif\n",
                "2 `Package(…)` calls: which one SwiftPM loads depends on how the manifest runs", #line
            ),
        ]
        for (text, message, line) in rows {
            XCTAssertThrowsError(try PackageManifest.modules(manifest: "/w/A/Package.swift", bytes: Array(text.utf8), disk: .inMemory([:])), line: line) {
                XCTAssertEqual(($0 as? ProjectFileError)?.message, message, line: line)
            }
        }
        // Bytes that are not a manifest at all.
        let noise: [UInt8] = [0xFF, 0xFE, 0x00, 0x28, 0x22, 0x5C, 0xE2, 0x80]
        XCTAssertThrowsError(try PackageManifest.modules(manifest: "/w/A/Package.swift", bytes: noise, disk: .inMemory([:])))
    }

    /// Every prefix of a manifest that names its lists and targets through constants (one
    /// that names itself too) is read or refused, never a crash or a loop.
    func testManifestPrefixesNeverCrash() {
        let manifest = Array("""
            // swift-tools-version:5.9
            let loop = loop
            let shared: [SwiftSetting] = shared + [.enableUpcomingFeature("ExistentialAny")]
            var app: Target = .target(name: "App", swiftSettings: shared)
            let all: [Target] = [app, .testTarget(name: "AppTests", swiftSettings: [loop])]
            let package = Package(name: "A", platforms: loop, targets: all + loop, swiftLanguageVersions: [loop])
            package.targets += loop
            package.targets.append(contentsOf: package.targets)
            """.utf8)
        for length in 0...manifest.count {
            _ = try? PackageManifest.modules(manifest: "/w/A/Package.swift", bytes: Array(manifest[..<length]), disk: .inMemory([:]))
        }
        let modules = try? PackageManifest.modules(manifest: "/w/A/Package.swift", bytes: manifest, disk: .inMemory([:]))
        XCTAssertEqual(modules?.map(\.facts.name), ["App", "AppTests"])
        XCTAssertEqual(modules?.map { $0.facts.upcomingFeatures == nil }, [true, true])
    }

    /// Every `Package.swift` below `PACKAGE_MANIFEST_CORPUS` (a folder of real repositories,
    /// not in the repository), read from disk: per manifest, the modules found and the facts
    /// known, or the error; written to `PACKAGE_MANIFEST_REPORT` when set. Skipped without it.
    func testCorpusManifests() throws {
        let environment = ProcessInfo.processInfo.environment
        guard let corpus = environment["PACKAGE_MANIFEST_CORPUS"] else { throw XCTSkip("PACKAGE_MANIFEST_CORPUS is not set") }
        let fileManager = FileManager.default
        let disk = ProjectDisk(
            read: { path in FileManager.default.contents(atPath: path).map { [UInt8]($0) } },
            isFolder: { path in
                var isFolder: ObjCBool = false
                return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
            })
        let manifests = (fileManager.enumerator(atPath: corpus)?.allObjects as? [String] ?? [])
            .filter { $0 == "Package.swift" || $0.hasSuffix("/Package.swift") }.sorted()
        var lines: [String] = []
        let start = Date()
        for manifest in manifests {
            let path = corpus + "/" + manifest
            let bytes = fileManager.contents(atPath: path).map { [UInt8]($0) } ?? []
            do {
                let modules = try PackageManifest.modules(manifest: path, bytes: bytes, disk: disk)
                let facts = modules.map { module -> Int in
                    let f = module.facts
                    return [f.languageMode != nil, f.defaultIsolation != nil, f.upcomingFeatures != nil, f.strictConcurrency != nil, f.deploymentTargets != nil].filter { $0 }.count
                }
                lines.append("\(manifest): \(modules.count) modules, \(facts.reduce(0, +))/\(modules.count * 5) facts known")
                for module in modules { lines.append(describe(module).replacingOccurrences(of: corpus + "/", with: "")) }
            } catch {
                lines.append("\(manifest): error: \(error.message)")
            }
        }
        lines.append("\(manifests.count) manifests in \(String(format: "%.3f", Date().timeIntervalSince(start))) s")
        let report = lines.joined(separator: "\n") + "\n"
        if let output = environment["PACKAGE_MANIFEST_REPORT"] {
            try report.write(toFile: output, atomically: true, encoding: .utf8)
        } else {
            print(report)
        }
    }
}
