import XCTest

@testable import Project

/// Build settings as Xcode layers them: `$(inherited)` and references across levels and
/// `.xcconfig` files, operators, conditions, unknowns; the `.xcconfig` reader; the Swift flags.
final class BuildSettingsTests: XCTestCase {
    private static func table(_ origin: String, _ pairs: KeyValuePairs<String, String>) -> BuildSettings.Level {
        .table(pairs.compactMap { SettingAssignment(key: $0.key, value: $0.value, origin: origin) })
    }

    private static func file(_ origin: String, _ pairs: KeyValuePairs<String, String>) -> BuildSettings.Level {
        .file(pairs.compactMap { SettingAssignment(key: $0.key, value: $0.value, origin: origin) })
    }

    private static let defaults = BuildSettings.xcodeDefaults(target: "App", project: "Proj", configuration: "Debug", sourceRoot: "/p")

    func testValuesAcrossLevels() {
        let settings = BuildSettings(
            levels: [
                Self.file("Base.xcconfig", [
                    "FLAGS": "-a", "FLAGS": "$(inherited) -b", "VERSION_1600": "5.7", "VERSION": "$(VERSION_$(XCODE_VERSION_MAJOR))",
                    "TARGET[sdk=iphonesimulator*]": "12.0", "TARGET": "13.0", "LIST": "$(MISSING) -x",
                ]),
                Self.table("project level", [
                    "FLAGS": "$(inherited) -c", "NAME": "My App-2", "TARGET[sdk=iphonesimulator*]": "11.0", "TARGET[sdk=iphoneos*]": "$(inherited)",
                ]),
                Self.table("target level", [
                    "FLAGS": "${inherited} -d", "MODULE": "$(NAME:c99extidentifier)", "UPPER": "$(NAME:upper)", "DEFAULTED": "$(UNSET:default=yes)",
                    "SELF": "$(SELF) more", "LOOP_A": "$(LOOP_B)", "LOOP_B": "$(LOOP_A)", "ODD": "$(NAME:base)", "ARCH[arch=arm64]": "arm",
                    "CONFIGURED[config=Release]": "release", "CONFIGURED": "other", "PRODUCT_NAME": "Shop",
                ]),
            ],
            defaults: Self.defaults)
        let debug = SettingContext(configuration: "Debug")
        let simulator = SettingContext(configuration: "Debug", parameters: ["sdk": "iphonesimulator"])
        let device = SettingContext(configuration: "Debug", parameters: ["sdk": "iphoneos"])
        let cases: [(String, SettingContext, SettingValue)] = [
            // A file chains its assignments; a table inherits from the level below.
            ("FLAGS", debug, .set("-a -b -c -d", origin: "target level")),
            ("VERSION", debug, .unknown),
            ("TARGET", debug, .set("13.0", origin: "Base.xcconfig")),
            // The table's assignment with the most matching conditions wins.
            ("TARGET", simulator, .set("11.0", origin: "project level, [sdk=iphonesimulator*]")),
            ("TARGET", device, .set("13.0", origin: "project level, [sdk=iphoneos*]")),
            ("LIST", debug, .unknown),
            ("MODULE", debug, .set("My_App_2", origin: "target level")),
            ("UPPER", debug, .set("MY APP-2", origin: "target level")),
            ("DEFAULTED", debug, .set("yes", origin: "target level")),
            // `$(SELF)` in SELF is its inherited value, here nothing.
            ("SELF", debug, .set(" more", origin: "target level")),
            ("LOOP_A", debug, .unknown),
            ("ODD", debug, .unknown),
            ("ARCH", debug, .notSet),
            ("ARCH", SettingContext(configuration: "Debug", parameters: ["arch": "arm64"]), .set("arm", origin: "target level, [arch=arm64]")),
            ("CONFIGURED", debug, .set("other", origin: "target level")),
            ("CONFIGURED", SettingContext(configuration: "Release"), .set("release", origin: "target level, [config=Release]")),
            ("PRODUCT_MODULE_NAME", debug, .set("Shop", origin: "Xcode's default")),
            ("TARGET_NAME", debug, .set("App", origin: "Xcode's default")),
            ("NOT_SET", debug, .notSet),
        ]
        for (name, context, expected) in cases {
            XCTAssertEqual(settings.value(of: name, in: context), expected, "\(name) in \(context)")
        }
        XCTAssertEqual(settings.value(of: "LIST", in: debug, lenient: true), .set(" -x", origin: "Base.xcconfig"))
        XCTAssertEqual(settings.conditionPatterns, ["sdk": ["iphonesimulator*", "iphoneos*"], "arch": ["arm64"]])
    }

    /// What a file that could not be read might set is unknown: anything found only below
    /// it, or not found at all; what the levels above set is known.
    func testLevelsBelowAnUnreadableFile() {
        let settings = BuildSettings(
            levels: [
                Self.table("project level", ["FLAGS": "-a", "NAME": "App", "VERSION": "5.0"]),
                .unreadable("Pods.xcconfig"),
                Self.table("target level", ["FLAGS": "$(inherited) -b", "MODULE": "$(NAME)", "OWN": "x", "VERSION": "6.0", "DEFAULTED": "$(UNSET:default=y)"]),
            ],
            defaults: Self.defaults)
        let debug = SettingContext(configuration: "Debug")
        let cases: [(String, SettingValue)] = [
            ("FLAGS", .unknown), ("MODULE", .unknown), ("NAME", .unknown), ("NOT_SET", .unknown), ("DEFAULTED", .unknown),
            ("OWN", .set("x", origin: "target level")), ("VERSION", .set("6.0", origin: "target level")),
        ]
        for (name, expected) in cases {
            XCTAssertEqual(settings.value(of: name, in: debug), expected, name)
        }
    }

    func testConditionalKeys() {
        let cases: [(String, String?, [SettingAssignment.Condition])] = [
            ("KEY", "KEY", []),
            ("KEY[sdk=iphoneos*]", "KEY", [.init(parameter: "sdk", pattern: "iphoneos*")]),
            ("KEY[config=Debug][arch=*]", "KEY", [.init(parameter: "config", pattern: "Debug"), .init(parameter: "arch", pattern: "*")]),
            ("KEY[sdk]", nil, []),
            ("KEY[sdk=x", nil, []),
            ("1KEY", nil, []),
            ("KE Y", nil, []),
        ]
        for (key, name, conditions) in cases {
            let assignment = SettingAssignment(key: key, value: "v", origin: "o")
            XCTAssertEqual(assignment?.name, name, key)
            XCTAssertEqual(assignment?.conditions ?? [], conditions, key)
        }
    }

    func testXCConfigFilesAndTheirIncludes() {
        let disk = ProjectDisk.inMemory([
            "/p/Config/App.xcconfig": """
                // The app
                #include "Shared/Base.xcconfig"
                #include? "Local.xcconfig"
                #include "Missing.xcconfig"
                SWIFT_VERSION = 6.0 // trailing comment
                OTHER_SWIFT_FLAGS[config=Debug][sdk=*] = $(inherited) -DDEBUG;
                not an assignment
                """,
            "/p/Config/Shared/Base.xcconfig": "IPHONEOS_DEPLOYMENT_TARGET = 13.0\r\n#include \"Config/Cycle.xcconfig\"\r\n",
            "/p/Config/Cycle.xcconfig": "#include \"App.xcconfig\"\nCYCLE = YES\n",
        ])
        var reader = XCConfigReader(disk: disk, projectFolder: "/p")
        let levels = reader.levels(at: "/p/Config/App.xcconfig")
        let described = levels.map { level -> String in
            switch level {
            case .file(let assignments), .table(let assignments):
                assignments.map { "\($0.name)\($0.conditions.map { "[\($0.parameter)=\($0.pattern)]" }.joined()) = \($0.value) (\($0.origin))" }
                    .joined(separator: "; ")
            case .unreadable(let name): "unreadable \(name)"
            }
        }
        XCTAssertEqual(described, [
            "IPHONEOS_DEPLOYMENT_TARGET = 13.0 (Config/Shared/Base.xcconfig); CYCLE = YES (Config/Cycle.xcconfig)",
            "unreadable Config/Missing.xcconfig",
            "SWIFT_VERSION = 6.0 (Config/App.xcconfig); OTHER_SWIFT_FLAGS[config=Debug][sdk=*] = $(inherited) -DDEBUG (Config/App.xcconfig)",
        ])
        XCTAssertEqual(reader.levels(at: "/p/None.xcconfig").count, 1)
    }

    func testSwiftFlags() {
        let cases: [(String, SwiftFlags)] = [
            ("", SwiftFlags("")),
            ("-swift-version 6 -enable-upcoming-feature ExistentialAny -enable-upcoming-feature MemberImportVisibility:migrate",
             flags(version: "6", features: ["ExistentialAny"])),
            ("-Xfrontend -strict-concurrency=targeted -D DEBUG", flags(strict: "targeted")),
            ("-enable-upcoming-feature StrictConcurrency -default-isolation MainActor", flags(strict: "complete", isolation: "MainActor")),
            ("-enable-experimental-feature StrictConcurrency=targeted -language-mode 5", flags(version: "5", strict: "targeted")),
            ("\"-default-isolation=nonisolated\" -warn-concurrency", flags(strict: "complete", isolation: "nonisolated")),
        ]
        for (text, expected) in cases {
            XCTAssertEqual(SwiftFlags(text), expected, text)
        }
        XCTAssertEqual(SwiftFlags.words("a \"b c\" 'd e' f\\ g  "), ["a", "b c", "d e", "f g"])
        XCTAssertEqual(["4", "4.2", "5", "5.0", "6.0", "6.2", "3.0", "7", "five", "5.", ""].map(LanguageModeSetting.major), [4, 4, 5, 5, 6, 6, nil, nil, nil, nil, nil])
    }

    private func flags(version: String? = nil, features: [String] = [], strict: String? = nil, isolation: String? = nil) -> SwiftFlags {
        var flags = SwiftFlags("")
        flags.languageVersion = version
        flags.upcomingFeatures = features
        flags.strictConcurrency = strict
        flags.defaultIsolation = isolation
        return flags
    }
}
