import XCTest

@testable import Core
@testable import Project

/// XcodeGen specs read as modules: for each fixture (a `project.yml`, the files it includes,
/// the `.xcconfig` files and the source folders, in memory), every module's name, kind, files,
/// folders and facts with their origins.
final class XcodeGenProjectTests: XCTestCase {
    typealias Fact = ModuleFacts.Fact

    static let market = """
        name: Market
        options:
          deploymentTarget:
            iOS: 15.0
            macOS: "12.0"
        configs:
          Debug: debug
          Release: release
          Release-Staging: release
        settingGroups:
          shared:
            SWIFT_STRICT_CONCURRENCY: targeted
        settings:
          groups: [shared]
          base:
            SWIFT_VERSION: 5.9
        targets:
          Market:
            type: application
            platform: iOS
            deploymentTarget: "16.0"
            sources:
              - path: Market
                excludes:
                  - "Generated/*"
                  - "**/*.md"
                  - Legacy/Old.swift
              - path: Shared/Formatter.swift
              - path: Resources
                type: folder
            settings:
              base:
                SWIFT_DEFAULT_ACTOR_ISOLATION: MainActor
                SWIFT_UPCOMING_FEATURE_EXISTENTIAL_ANY: true
              configs:
                Release:
                  SWIFT_VERSION: 6
          MarketTests:
            type: bundle.unit-test
            platform: iOS
            sources: [MarketTests]
            configFiles:
              Debug: Config/Tests.xcconfig
              Release: Config/Tests.xcconfig
          MarketKit:
            type: framework
            platform: [iOS, macOS]
            deploymentTarget:
              iOS: 14.0
            sources:
              - Kit/Sources
              - Kit/$platform
              - path: Kit/Extra
                excludes: ["**/*Tests.swift"]
          MarketWidget:
            type: app-extension
            platform: auto
            supportedDestinations: [macCatalyst, iOS]
            deploymentTarget: 17.0
            sources: [Widget]

        """

    static let marketFiles: [String: String] = [
        "/w/Market/project.yml": market,
        "/w/Market/Config/Tests.xcconfig": "SWIFT_VERSION = 6.0\nSDKROOT = iphoneos\n",
        "/w/Market/Market/App.swift": "", "/w/Market/MarketTests/T.swift": "", "/w/Market/Kit/Sources/K.swift": "",
        "/w/Market/Kit/iOS/P.swift": "", "/w/Market/Kit/macOS/P.swift": "", "/w/Market/Kit/Extra/E.swift": "",
        "/w/Market/Widget/W.swift": "", "/w/Market/Resources/x.png": "", "/w/Market/Shared/Formatter.swift": "",
    ]

    func testTargetsSourcesAndSettings() throws {
        let spec = "/w/Market/project.yml"
        func subject(_ target: String) -> String { "project.yml: target \(target)" }
        let nonisolated = { (target: String) in Fact(ModuleFacts.DefaultIsolation.nonisolated, from: "\(subject(target)), SWIFT_DEFAULT_ACTOR_ISOLATION not set (nonisolated)") }
        let noFeature = { (target: String) in Fact([String](), from: "\(subject(target)), no upcoming feature on") }
        let kit = { (platform: String, version: String, origin: String) in
            ProjectModule(
                facts: ModuleFacts(
                    name: "MarketKit", kind: .framework, root: "/w/Market/Kit/Sources", projectFile: spec, listsFiles: false,
                    languageMode: Fact(5, from: "\(subject("MarketKit_\(platform)")), SWIFT_VERSION = 5.9 (settings)"),
                    defaultIsolation: nonisolated("MarketKit_\(platform)"), upcomingFeatures: noFeature("MarketKit_\(platform)"),
                    strictConcurrency: Fact("targeted", from: "\(subject("MarketKit_\(platform)")), SWIFT_STRICT_CONCURRENCY = targeted (settingGroups.shared)"),
                    deploymentTargets: Fact(
                        PlatformVersions(versions: [platform: PlatformVersionText.parse(version) ?? []]),
                        from: "\(subject("MarketKit_\(platform)")), \(platform == "iOS" ? "IPHONEOS" : "MACOSX")_DEPLOYMENT_TARGET = \(version) (\(origin))")),
                folders: [.init(path: "/w/Market/Kit/Sources"), .init(path: "/w/Market/Kit/\(platform)")])
        }
        try assertModules(spec, Self.marketFiles, [
            ProjectModule(
                facts: ModuleFacts(
                    name: "Market", kind: .application, root: "/w/Market", projectFile: spec, listsFiles: false,
                    languageMode: Fact(6, from: "\(subject("Market")), SWIFT_VERSION = 6 (targets.Market.settings.configs.Release) in Release"),
                    defaultIsolation: Fact(.mainActor, from: "\(subject("Market")), SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor (targets.Market.settings)"),
                    upcomingFeatures: Fact(["ExistentialAny"], from: "\(subject("Market")), SWIFT_UPCOMING_FEATURE_EXISTENTIAL_ANY = YES (targets.Market.settings)"),
                    strictConcurrency: Fact("complete", from: "\(subject("Market")), Swift 6 language mode: SWIFT_VERSION = 6 (targets.Market.settings.configs.Release) in Release"),
                    deploymentTargets: Fact(PlatformVersions(versions: ["iOS": [16, 0]]), from: "\(subject("Market")), IPHONEOS_DEPLOYMENT_TARGET = 16.0 (targets.Market.deploymentTarget)")),
                files: ["/w/Market/Shared/Formatter.swift"],
                folders: [.init(path: "/w/Market/Market", excluded: ["/w/Market/Market/Generated", "/w/Market/Market/Legacy/Old.swift"])]),
            ProjectModule(
                facts: ModuleFacts(
                    name: "MarketTests", kind: .tests, root: "/w/Market/MarketTests", projectFile: spec, listsFiles: false,
                    languageMode: Fact(6, from: "\(subject("MarketTests")), SWIFT_VERSION = 6.0 (Config/Tests.xcconfig) in Debug"),
                    defaultIsolation: nonisolated("MarketTests"), upcomingFeatures: noFeature("MarketTests"),
                    strictConcurrency: Fact("complete", from: "\(subject("MarketTests")), Swift 6 language mode: SWIFT_VERSION = 6.0 (Config/Tests.xcconfig) in Debug"),
                    deploymentTargets: Fact(PlatformVersions(versions: ["iOS": [15, 0]]), from: "\(subject("MarketTests")), IPHONEOS_DEPLOYMENT_TARGET = 15.0 (options.deploymentTarget)")),
                folders: [.init(path: "/w/Market/MarketTests")]),
            kit("iOS", "14.0", "targets.MarketKit_iOS.deploymentTarget"),
            kit("macOS", "12.0", "options.deploymentTarget"),
            ProjectModule(
                facts: ModuleFacts(
                    name: "MarketWidget", kind: .extensionBundle, root: "/w/Market/Widget", projectFile: spec, listsFiles: false,
                    languageMode: Fact(5, from: "\(subject("MarketWidget")), SWIFT_VERSION = 5.9 (settings)"),
                    defaultIsolation: nonisolated("MarketWidget"), upcomingFeatures: noFeature("MarketWidget"),
                    strictConcurrency: Fact("targeted", from: "\(subject("MarketWidget")), SWIFT_STRICT_CONCURRENCY = targeted (settingGroups.shared)"),
                    deploymentTargets: Fact(
                        PlatformVersions(versions: ["iOS": [17, 0], "macCatalyst": [17, 0]]),
                        from: "\(subject("MarketWidget")), IPHONEOS_DEPLOYMENT_TARGET = 17.0 (targets.MarketWidget.deploymentTarget); "
                            + "\(subject("MarketWidget")), macCatalyst from IPHONEOS_DEPLOYMENT_TARGET = 17.0 (targets.MarketWidget.deploymentTarget)")),
                folders: [.init(path: "/w/Market/Widget")]),
        ])
    }

    /// An included spec from another folder (its paths are its folder's), a target template
    /// (`${target_name}`; its lists joined with the target's), XcodeGen's default Swift version.
    func testIncludesAndTemplates() throws {
        let spec = "/w/Big/project.yml"
        let files = [
            spec: """
                include:
                  - path: specs/base.yml
                  - specs/missing.yml
                name: Big
                targets:
                  Feature:
                    templates: [Module]
                    sources: [Extra/Feature]
                    settings:
                      base:
                        SWIFT_STRICT_CONCURRENCY: complete
                """,
            "/w/Big/specs/base.yml": """
                options:
                  deploymentTarget: {iOS: "16.4"}
                targetTemplates:
                  Module:
                    type: framework
                    platform: iOS
                    sources:
                      - path: ../Modules/${target_name}
                    settings:
                      base:
                        SWIFT_VERSION: "6.0"
                        OTHER_SWIFT_FLAGS: [-enable-upcoming-feature, InferIsolatedConformances]
                targets:
                  Shell:
                    type: application
                    platform: iOS
                    sources: [../App]
                """,
            "/w/Big/Modules/Feature/F.swift": "", "/w/Big/Extra/Feature/G.swift": "", "/w/Big/App/A.swift": "",
        ]
        let feature = "project.yml: target Feature"
        let shell = "project.yml: target Shell"
        try assertModules(spec, files, [
            ProjectModule(
                facts: ModuleFacts(
                    name: "Shell", kind: .application, root: "/w/Big/App", projectFile: spec, listsFiles: false,
                    languageMode: Fact(5, from: "\(shell), SWIFT_VERSION = 5.0 (XcodeGen's default)"),
                    defaultIsolation: Fact(.nonisolated, from: "\(shell), SWIFT_DEFAULT_ACTOR_ISOLATION not set (nonisolated)"),
                    upcomingFeatures: Fact([], from: "\(shell), no upcoming feature on"),
                    strictConcurrency: Fact("minimal", from: "\(shell), SWIFT_STRICT_CONCURRENCY not set (minimal)"),
                    deploymentTargets: Fact(PlatformVersions(versions: ["iOS": [16, 4]]), from: "\(shell), IPHONEOS_DEPLOYMENT_TARGET = 16.4 (options.deploymentTarget)")),
                folders: [.init(path: "/w/Big/App")]),
            ProjectModule(
                facts: ModuleFacts(
                    name: "Feature", kind: .framework, root: "/w/Big/Modules/Feature", projectFile: spec, listsFiles: false,
                    languageMode: Fact(6, from: "\(feature), SWIFT_VERSION = 6.0 (targets.Feature.settings)"),
                    defaultIsolation: Fact(.nonisolated, from: "\(feature), SWIFT_DEFAULT_ACTOR_ISOLATION not set (nonisolated)"),
                    upcomingFeatures: Fact(["InferIsolatedConformances"], from: "\(feature), -enable-upcoming-feature InferIsolatedConformances in OTHER_SWIFT_FLAGS (targets.Feature.settings)"),
                    strictConcurrency: Fact("complete", from: "\(feature), Swift 6 language mode: SWIFT_VERSION = 6.0 (targets.Feature.settings)"),
                    deploymentTargets: Fact(PlatformVersions(versions: ["iOS": [16, 4]]), from: "\(feature), IPHONEOS_DEPLOYMENT_TARGET = 16.4 (options.deploymentTarget)")),
                folders: [.init(path: "/w/Big/Modules/Feature"), .init(path: "/w/Big/Extra/Feature")]),
        ])
    }

    func testMalformedSpecsAndWhatIsNotKnown() throws {
        let cases: [([String: String], String)] = [
            (["/w/p/project.yml": "name: A\ntargets:\n  App:\n   type: application\n  bad"], "line 5: expected 'key: value'"),
            (["/w/p/project.yml": "targets: &t\n  App: {}"], "line 1: anchors, aliases and tags are not supported"),
            (["/w/p/project.yml": "include: [other.yml]", "/w/p/other.yml": "targets:\n  - [a"], "other.yml: line 2: a '[' not closed"),
        ]
        for (files, message) in cases {
            let text = files["/w/p/project.yml"] ?? ""
            XCTAssertThrowsError(try XcodeGenProject.modules(specFile: "/w/p/project.yml", bytes: Array(text.utf8), disk: .inMemory(files)), text) { error in
                XCTAssertEqual((error as? ProjectFileError)?.message, message, text)
            }
        }
        // Without presets nothing sets SDKROOT or SWIFT_VERSION; an exclude that cannot be told
        // by path leaves its folder out, and a target with no sources left is no module.
        let spec = """
            options: {settingPresets: none}
            targets:
              Tool:
                type: tool
                platform: macOS
                sources: [Tool, Tool/main.swift, Missing]
              Filtered:
                type: framework
                platform: iOS
                sources:
                  - path: Lib
                    excludes: ["Internal/**/*.swift"]
                  - path: Lib
                    includes: ["*.swift"]
            """
        let modules = try XcodeGenProject.modules(
            specFile: "/w/p/project.yml", bytes: Array(spec.utf8), disk: .inMemory(["/w/p/Tool/main.swift": "", "/w/p/Lib/L.swift": ""]))
        XCTAssertEqual(modules.map(\.facts.name), ["Tool"])
        XCTAssertEqual(modules.first?.facts.kind, .executable)
        XCTAssertEqual(modules.first?.facts.languageMode, nil)
        XCTAssertEqual(modules.first?.facts.deploymentTargets, nil)
        XCTAssertEqual(modules.first?.files, ["/w/p/Tool/main.swift"])
        XCTAssertEqual(modules.first?.folders, [.init(path: "/w/p/Tool")])
    }

    func testExcludeGlobs() {
        let cases: [(String, XcodeGenSources.Exclusion)] = [
            ("Legacy/Old.swift", .path("Legacy/Old.swift")),
            ("Generated/*", .path("Generated")),
            ("Generated/**", .path("Generated")),
            ("**/*.md", .noSwiftFile),
            ("*.plist", .noSwiftFile),
            ("**/*Tests.swift", .unknown),
            ("*", .unknown),
            ("Sources/*/Mocks", .unknown),
            ("*.swift", .unknown),
            ("Docs/*.sw?", .unknown),
        ]
        for (pattern, expected) in cases {
            XCTAssertEqual(XcodeGenSources.exclusion(pattern), expected, pattern)
        }
    }

    private func assertModules(_ spec: String, _ files: [String: String], _ expected: [ProjectModule], file: StaticString = #filePath, line: UInt = #line) throws {
        let modules = try XcodeGenProject.modules(specFile: spec, bytes: Array((files[spec] ?? "").utf8), disk: .inMemory(files))
        assertSameModules(modules, expected, file: file, line: line)
    }
}
