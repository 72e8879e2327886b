import XCTest

@testable import Core
@testable import Project

/// Xcode projects read as modules: for each fixture (a `project.pbxproj` and the `.xcconfig`
/// files beside it, in memory), every module's name, kind, files, folders and facts with
/// their origins.
final class XcodeProjectTests: XCTestCase {
    typealias Fact = ModuleFacts.Fact

    /// An iOS 13 app whose settings come through an `.xcconfig` chain (`#include`,
    /// `$(inherited)`) at project and target level, with files through nested groups, one
    /// from `SOURCE_ROOT`, and its unit tests.
    static let shop = """
        // !$*UTF8*$!
        {
            archiveVersion = 1;
            objectVersion = 56;
            objects = {
                P0 /* Project object */ = {isa = PBXProject; buildConfigurationList = PL; mainGroup = G0; projectDirPath = ""; targets = (T1, T2, T3); };
                G0 = {isa = PBXGroup; children = (G1, G3, G4, F3, X1, X2); sourceTree = "<group>"; };
                G1 /* App */ = {isa = PBXGroup; children = (F1, G2, F4); path = App; sourceTree = "<group>"; };
                G2 /* Views */ = {isa = PBXGroup; children = (F2); path = Views; sourceTree = "<group>"; };
                G3 /* AppTests */ = {isa = PBXGroup; children = (F6); path = AppTests; sourceTree = "<group>"; };
                G4 /* Products */ = {isa = PBXGroup; children = (F5); name = Products; sourceTree = "<group>"; };
                F1 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = AppDelegate.swift; sourceTree = "<group>"; };
                F2 = {isa = PBXFileReference; path = "Feed View.swift"; sourceTree = "<group>"; };
                F3 = {isa = PBXFileReference; path = Generated/API.swift; sourceTree = SOURCE_ROOT; };
                F4 = {isa = PBXFileReference; path = Legacy.m; sourceTree = "<group>"; };
                F5 = {isa = PBXFileReference; path = Shop.app; sourceTree = BUILT_PRODUCTS_DIR; };
                F6 = {isa = PBXFileReference; path = ShopTests.swift; sourceTree = "<group>"; };
                X1 = {isa = PBXFileReference; path = Config/Base.xcconfig; sourceTree = "<group>"; };
                X2 = {isa = PBXFileReference; name = App.xcconfig; path = Config/App.xcconfig; sourceTree = "<group>"; };
                B1 = {isa = PBXBuildFile; fileRef = F1; };
                B2 = {isa = PBXBuildFile; fileRef = F2; };
                B3 = {isa = PBXBuildFile; fileRef = F3; };
                B4 = {isa = PBXBuildFile; fileRef = F4; };
                B5 = {isa = PBXBuildFile; fileRef = F5; };
                B6 = {isa = PBXBuildFile; fileRef = F6; };
                S1 /* Sources */ = {isa = PBXSourcesBuildPhase; files = (B1, B2, B3, B4, B5, BX); };
                S2 /* Sources */ = {isa = PBXSourcesBuildPhase; files = (B6); };
                R1 /* Resources */ = {isa = PBXResourcesBuildPhase; files = (B6); };
                T1 /* Shop */ = {isa = PBXNativeTarget; buildConfigurationList = TL1; buildPhases = (S1, R1); name = Shop; productType = "com.apple.product-type.application"; };
                T2 /* ShopTests */ = {isa = PBXNativeTarget; buildConfigurationList = TL2; buildPhases = (S2); name = ShopTests; productType = "com.apple.product-type.bundle.unit-test"; };
                T3 /* Lint */ = {isa = PBXAggregateTarget; buildConfigurationList = TL2; buildPhases = (S2); name = Lint; };
                PL = {isa = XCConfigurationList; buildConfigurations = (PD, PR); defaultConfigurationName = Release; };
                PD /* Debug */ = {isa = XCBuildConfiguration; baseConfigurationReference = X1; buildSettings = {SDKROOT = iphoneos; SWIFT_STRICT_CONCURRENCY = targeted; }; name = Debug; };
                PR /* Release */ = {isa = XCBuildConfiguration; baseConfigurationReference = X1; buildSettings = {SDKROOT = iphoneos; SWIFT_STRICT_CONCURRENCY = targeted; }; name = Release; };
                TL1 = {isa = XCConfigurationList; buildConfigurations = (TD1, TR1); defaultConfigurationName = Release; };
                TD1 /* Debug */ = {isa = XCBuildConfiguration; baseConfigurationReference = X2; buildSettings = {OTHER_SWIFT_FLAGS = ("$(inherited)", "-DDEBUG"); PRODUCT_NAME = "Shop App"; }; name = Debug; };
                TR1 /* Release */ = {isa = XCBuildConfiguration; baseConfigurationReference = X2; buildSettings = {PRODUCT_NAME = "Shop App"; }; name = Release; };
                TL2 = {isa = XCConfigurationList; buildConfigurations = (TD2); defaultConfigurationName = Debug; };
                TD2 /* Debug */ = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 15.0; }; name = Debug; };
            };
            rootObject = P0 /* Project object */;
        }
        """

    static let shopFiles: [String: String] = [
        "/w/Shop/Shop.xcodeproj/project.pbxproj": shop,
        "/w/Shop/Config/Base.xcconfig": """
            // Shared by every target
            #include "Shared.xcconfig"
            IPHONEOS_DEPLOYMENT_TARGET = 13.0
            OTHER_SWIFT_FLAGS = $(inherited) -DBASE
            """,
        "/w/Shop/Config/Shared.xcconfig": "SWIFT_VERSION = 5.0;\nOTHER_SWIFT_FLAGS = -enable-upcoming-feature ExistentialAny\n",
        "/w/Shop/Config/App.xcconfig": "#include \"Base.xcconfig\"\nOTHER_SWIFT_FLAGS = $(inherited) -DAPP\n",
    ]

    func testAnAppWithAnXCConfigChain() throws {
        let project = "/w/Shop/Shop.xcodeproj/project.pbxproj"
        let subject = "Shop.xcodeproj: target Shop"
        let tests = "Shop.xcodeproj: target ShopTests"
        try assertModules(project, Self.shopFiles, [
            ProjectModule(
                facts: ModuleFacts(
                    name: "Shop_App", kind: .application, root: "/w/Shop", projectFile: project, listsFiles: true,
                    languageMode: Fact(5, from: "\(subject), SWIFT_VERSION = 5.0 (Config/Shared.xcconfig)"),
                    defaultIsolation: Fact(.nonisolated, from: "\(subject), SWIFT_DEFAULT_ACTOR_ISOLATION not set (nonisolated)"),
                    upcomingFeatures: Fact(["ExistentialAny"], from: "\(subject), -enable-upcoming-feature ExistentialAny in OTHER_SWIFT_FLAGS (Config/App.xcconfig)"),
                    strictConcurrency: Fact("targeted", from: "\(subject), SWIFT_STRICT_CONCURRENCY = targeted (project level)"),
                    deploymentTargets: Fact(PlatformVersions(versions: ["iOS": [13, 0]]), from: "\(subject), IPHONEOS_DEPLOYMENT_TARGET = 13.0 (Config/Base.xcconfig)")),
                files: ["/w/Shop/App/AppDelegate.swift", "/w/Shop/App/Views/Feed View.swift", "/w/Shop/Generated/API.swift"]),
            ProjectModule(
                facts: ModuleFacts(
                    name: "ShopTests", kind: .tests, root: "/w/Shop/AppTests", projectFile: project, listsFiles: true,
                    languageMode: Fact(5, from: "\(tests), SWIFT_VERSION = 5.0 (Config/Shared.xcconfig)"),
                    defaultIsolation: Fact(.nonisolated, from: "\(tests), SWIFT_DEFAULT_ACTOR_ISOLATION not set (nonisolated)"),
                    upcomingFeatures: Fact(["ExistentialAny"], from: "\(tests), -enable-upcoming-feature ExistentialAny in OTHER_SWIFT_FLAGS (Config/Base.xcconfig)"),
                    strictConcurrency: Fact("targeted", from: "\(tests), SWIFT_STRICT_CONCURRENCY = targeted (project level)"),
                    deploymentTargets: Fact(PlatformVersions(versions: ["iOS": [15, 0]]), from: "\(tests), IPHONEOS_DEPLOYMENT_TARGET = 15.0 (target level)")),
                files: ["/w/Shop/AppTests/ShopTests.swift"]),
        ])
    }

    /// An Xcode 16 app of synchronized folders: an exception set leaves files and a folder
    /// out of the app and adds one to the tests; the `.xcconfig` is in a synchronized folder;
    /// Swift 6 with MainActor isolation and approachable concurrency; iOS and macOS.
    static let notes = """
        // !$*UTF8*$!
        {
            objects = {
                P0 = {isa = PBXProject; buildConfigurationList = PL; mainGroup = G0; targets = (T1, T2); };
                G0 = {isa = PBXGroup; children = (R1, R2, R3); sourceTree = "<group>"; };
                R1 /* Notes */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E1, E2); path = Notes; sourceTree = "<group>"; };
                R2 /* NotesTests */ = {isa = PBXFileSystemSynchronizedRootGroup; explicitFileTypes = {}; explicitFolders = (); path = NotesTests; sourceTree = "<group>"; };
                R3 /* Config */ = {isa = PBXFileSystemSynchronizedRootGroup; path = Config; sourceTree = "<group>"; };
                E1 /* Exceptions for "Notes" folder in "Notes" target */ = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Info.plist, Legacy/Old.swift, Generated, ); target = T1; };
                E2 /* Exceptions for "Notes" folder in "NotesTests" target */ = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Helpers/Formatter.swift, Helpers/Colors.xcassets); target = T2; };
                S1 = {isa = PBXSourcesBuildPhase; files = (); };
                T1 /* Notes */ = {isa = PBXNativeTarget; buildConfigurationList = TL1; buildPhases = (S1); fileSystemSynchronizedGroups = (R1); name = Notes; productType = "com.apple.product-type.application"; };
                T2 /* NotesTests */ = {isa = PBXNativeTarget; buildConfigurationList = TL2; buildPhases = (S1); fileSystemSynchronizedGroups = (R2); name = NotesTests; productType = "com.apple.product-type.bundle.unit-test"; };
                PL = {isa = XCConfigurationList; buildConfigurations = (PD); };
                PD = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 17.0; SWIFT_VERSION = 5.0; }; name = Debug; };
                TL1 = {isa = XCConfigurationList; buildConfigurations = (TD1); };
                TD1 = {isa = XCBuildConfiguration; baseConfigurationReferenceAnchor = R3; baseConfigurationReferenceRelativePath = Notes.xcconfig; buildSettings = {
                    SUPPORTED_PLATFORMS = "iphoneos iphonesimulator macosx";
                    IPHONEOS_DEPLOYMENT_TARGET = 18.0;
                    MACOSX_DEPLOYMENT_TARGET = 15.0;
                    SWIFT_UPCOMING_FEATURE_MEMBER_IMPORT_VISIBILITY = YES;
                    SWIFT_UPCOMING_FEATURE_INFER_ISOLATED_CONFORMANCES = NO;
                }; name = Debug; };
                TL2 = {isa = XCConfigurationList; buildConfigurations = (TD2); };
                TD2 = {isa = XCBuildConfiguration; buildSettings = {}; name = Debug; };
            };
            rootObject = P0;
        }
        """

    func testSynchronizedFoldersWithExceptions() throws {
        let project = "/w/Notes/Notes.xcodeproj/project.pbxproj"
        let files = [
            project: Self.notes,
            "/w/Notes/Config/Notes.xcconfig": "SWIFT_VERSION = 6.0\nSWIFT_DEFAULT_ACTOR_ISOLATION = MainActor\nSWIFT_APPROACHABLE_CONCURRENCY = YES\n",
        ]
        let app = "Notes.xcodeproj: target Notes"
        let tests = "Notes.xcodeproj: target NotesTests"
        let approachable = "SWIFT_APPROACHABLE_CONCURRENCY = YES (Config/Notes.xcconfig)"
        try assertModules(project, files, [
            ProjectModule(
                facts: ModuleFacts(
                    name: "Notes", kind: .application, root: "/w/Notes/Notes", projectFile: project, listsFiles: false,
                    languageMode: Fact(6, from: "\(app), SWIFT_VERSION = 6.0 (Config/Notes.xcconfig)"),
                    defaultIsolation: Fact(.mainActor, from: "\(app), SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor (Config/Notes.xcconfig)"),
                    upcomingFeatures: Fact(
                        ["DisableOutwardActorInference", "GlobalActorIsolatedTypesUsability", "InferSendableFromCaptures", "MemberImportVisibility", "NonisolatedNonsendingByDefault"],
                        from: "\(app), \(approachable), SWIFT_UPCOMING_FEATURE_MEMBER_IMPORT_VISIBILITY = YES (target level)"),
                    strictConcurrency: Fact("complete", from: "\(app), Swift 6 language mode: SWIFT_VERSION = 6.0 (Config/Notes.xcconfig)"),
                    deploymentTargets: Fact(
                        PlatformVersions(versions: ["iOS": [18, 0], "macOS": [15, 0]]),
                        from: "\(app), IPHONEOS_DEPLOYMENT_TARGET = 18.0 (target level); \(app), MACOSX_DEPLOYMENT_TARGET = 15.0 (target level)")),
                folders: [.init(path: "/w/Notes/Notes", excluded: ["/w/Notes/Notes/Info.plist", "/w/Notes/Notes/Legacy/Old.swift", "/w/Notes/Notes/Generated"])]),
            ProjectModule(
                facts: ModuleFacts(
                    name: "NotesTests", kind: .tests, root: "/w/Notes", projectFile: project, listsFiles: false,
                    languageMode: Fact(5, from: "\(tests), SWIFT_VERSION = 5.0 (project level)"),
                    defaultIsolation: Fact(.nonisolated, from: "\(tests), SWIFT_DEFAULT_ACTOR_ISOLATION not set (nonisolated)"),
                    upcomingFeatures: Fact([], from: "\(tests), no upcoming feature on"),
                    strictConcurrency: Fact("minimal", from: "\(tests), SWIFT_STRICT_CONCURRENCY not set (minimal)"),
                    deploymentTargets: Fact(PlatformVersions(versions: ["iOS": [17, 0]]), from: "\(tests), IPHONEOS_DEPLOYMENT_TARGET = 17.0 (project level)")),
                files: ["/w/Notes/Notes/Helpers/Formatter.swift"],
                folders: [.init(path: "/w/Notes/NotesTests")]),
        ])
    }

    /// Configurations that disagree are combined the conservative way; a framework for iOS
    /// and Mac Catalyst; a macOS app without `SWIFT_VERSION`; a command-line tool without a
    /// deployment target; a target whose CocoaPods `.xcconfig` is missing; a target of
    /// Objective-C only (left out).
    static let kit = """
        {
            objects = {
                P0 = {isa = PBXProject; buildConfigurationList = PL; mainGroup = G0; projectDirPath = ..; targets = (T1, T2, T3, T4, T5, T6); };
                G0 = {isa = PBXGroup; children = (F1, F2, F3, F4, F5, F6, X1); sourceTree = "<group>"; };
                F1 = {isa = PBXFileReference; path = Sources/KitUI/Button.swift; sourceTree = "<group>"; };
                F2 = {isa = PBXFileReference; path = Sources/KitCore/Store.swift; sourceTree = "<group>"; };
                F3 = {isa = PBXFileReference; path = Demo/main.swift; sourceTree = "<group>"; };
                F4 = {isa = PBXFileReference; path = /opt/tools/kitgen.swift; sourceTree = "<absolute>"; };
                F5 = {isa = PBXFileReference; path = Pods/Pods.swift; sourceTree = "<group>"; };
                F6 = {isa = PBXFileReference; path = ObjC/Thing.m; sourceTree = "<group>"; };
                X1 = {isa = PBXFileReference; path = "Pods/Target Support Files/Pods-KitPods.debug.xcconfig"; sourceTree = "<group>"; };
                B1 = {isa = PBXBuildFile; fileRef = F1; };
                B2 = {isa = PBXBuildFile; fileRef = F2; };
                B3 = {isa = PBXBuildFile; fileRef = F3; };
                B4 = {isa = PBXBuildFile; fileRef = F4; };
                B5 = {isa = PBXBuildFile; fileRef = F5; };
                B6 = {isa = PBXBuildFile; fileRef = F6; };
                S1 = {isa = PBXSourcesBuildPhase; files = (B1); };
                S2 = {isa = PBXSourcesBuildPhase; files = (B2); };
                S3 = {isa = PBXSourcesBuildPhase; files = (B3); };
                S4 = {isa = PBXSourcesBuildPhase; files = (B4); };
                S5 = {isa = PBXSourcesBuildPhase; files = (B5); };
                S6 = {isa = PBXSourcesBuildPhase; files = (B6); };
                T1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (S1); name = KitUI; productType = "com.apple.product-type.framework"; };
                T2 = {isa = PBXNativeTarget; buildConfigurationList = L2; buildPhases = (S2); name = KitCore; productType = "com.apple.product-type.framework"; };
                T3 = {isa = PBXNativeTarget; buildConfigurationList = L3; buildPhases = (S3); name = "Kit Demo"; productType = "com.apple.product-type.application"; };
                T4 = {isa = PBXNativeTarget; buildConfigurationList = L4; buildPhases = (S4); name = kitgen; productType = "com.apple.product-type.tool"; };
                T5 = {isa = PBXNativeTarget; buildConfigurationList = L5; buildPhases = (S5); name = KitPods; productType = "com.apple.product-type.library.static"; };
                T6 = {isa = PBXNativeTarget; buildConfigurationList = L4; buildPhases = (S6); name = Legacy; productType = "com.apple.product-type.framework"; };
                PL = {isa = XCConfigurationList; buildConfigurations = (PD, PR); };
                PD = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; }; name = Debug; };
                PR = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; }; name = Release; };
                L1 = {isa = XCConfigurationList; buildConfigurations = (C1); };
                C1 = {isa = XCBuildConfiguration; buildSettings = {SUPPORTS_MACCATALYST = YES; IPHONEOS_DEPLOYMENT_TARGET = 14.0; SWIFT_VERSION = 5; PRODUCT_MODULE_NAME = KitUIModule; }; name = Release; };
                L2 = {isa = XCConfigurationList; buildConfigurations = (C2D, C2R); defaultConfigurationName = Release; };
                C2D = {isa = XCBuildConfiguration; buildSettings = {
                    SWIFT_VERSION = 6.0; SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor; IPHONEOS_DEPLOYMENT_TARGET = 15.0;
                    SWIFT_UPCOMING_FEATURE_EXISTENTIAL_ANY = YES; SWIFT_UPCOMING_FEATURE_GLOBAL_CONCURRENCY = YES; }; name = Debug; };
                C2R = {isa = XCBuildConfiguration; buildSettings = {
                    SWIFT_VERSION = 5.0; IPHONEOS_DEPLOYMENT_TARGET = 14.0; "IPHONEOS_DEPLOYMENT_TARGET[sdk=iphonesimulator*]" = 12.0;
                    OTHER_SWIFT_FLAGS = "-enable-upcoming-feature ExistentialAny"; }; name = Release; };
                L3 = {isa = XCConfigurationList; buildConfigurations = (C3); };
                C3 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = macosx; MACOSX_DEPLOYMENT_TARGET = 13.0; }; name = Debug; };
                L4 = {isa = XCConfigurationList; buildConfigurations = (C4); };
                C4 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = macosx; SWIFT_VERSION = 5.0; }; name = Debug; };
                L5 = {isa = XCConfigurationList; buildConfigurations = (C5); };
                C5 = {isa = XCBuildConfiguration; baseConfigurationReference = X1; buildSettings = {SWIFT_VERSION = 5.0; IPHONEOS_DEPLOYMENT_TARGET = 15.0; }; name = Debug; };
            };
            rootObject = P0;
        }
        """

    func testConfigurationsAndPlatforms() throws {
        let project = "/w/Kit/Xcode/Kit.xcodeproj/project.pbxproj"
        func subject(_ target: String) -> String { "Kit.xcodeproj: target \(target)" }
        let notSet = { (target: String) in Fact(ModuleFacts.DefaultIsolation.nonisolated, from: "\(subject(target)), SWIFT_DEFAULT_ACTOR_ISOLATION not set (nonisolated)") }
        let noFeature = { (target: String) in Fact([String](), from: "\(subject(target)), no upcoming feature on") }
        let minimal = { (target: String) in Fact("minimal", from: "\(subject(target)), SWIFT_STRICT_CONCURRENCY not set (minimal)") }
        try assertModules(project, [project: Self.kit], [
            ProjectModule(
                facts: ModuleFacts(
                    name: "KitUIModule", kind: .framework, root: "/w/Kit/Sources/KitUI", projectFile: project, listsFiles: true,
                    languageMode: Fact(5, from: "\(subject("KitUI")), SWIFT_VERSION = 5 (target level)"),
                    defaultIsolation: notSet("KitUI"), upcomingFeatures: noFeature("KitUI"), strictConcurrency: minimal("KitUI"),
                    deploymentTargets: Fact(
                        PlatformVersions(versions: ["iOS": [14, 0], "macCatalyst": [14, 0]]),
                        from: "\(subject("KitUI")), IPHONEOS_DEPLOYMENT_TARGET = 14.0 (target level); "
                            + "\(subject("KitUI")), macCatalyst from IPHONEOS_DEPLOYMENT_TARGET = 14.0 (target level)")),
                files: ["/w/Kit/Sources/KitUI/Button.swift"]),
            ProjectModule(
                facts: ModuleFacts(
                    name: "KitCore", kind: .framework, root: "/w/Kit/Sources/KitCore", projectFile: project, listsFiles: true,
                    languageMode: Fact(6, from: "\(subject("KitCore")), SWIFT_VERSION = 6.0 (target level) in Debug"),
                    upcomingFeatures: Fact(["ExistentialAny"], from: "\(subject("KitCore")), -enable-upcoming-feature ExistentialAny in OTHER_SWIFT_FLAGS (target level)"),
                    strictConcurrency: Fact("complete", from: "\(subject("KitCore")), Swift 6 language mode: SWIFT_VERSION = 6.0 (target level) in Debug"),
                    deploymentTargets: Fact(PlatformVersions(versions: ["iOS": [12, 0]]), from: "\(subject("KitCore")), IPHONEOS_DEPLOYMENT_TARGET = 12.0 (target level, [sdk=iphonesimulator*]) in Release")),
                files: ["/w/Kit/Sources/KitCore/Store.swift"]),
            ProjectModule(
                facts: ModuleFacts(
                    name: "Kit_Demo", kind: .application, root: "/w/Kit/Demo", projectFile: project, listsFiles: true,
                    defaultIsolation: notSet("Kit Demo"), upcomingFeatures: noFeature("Kit Demo"),
                    deploymentTargets: Fact(PlatformVersions(versions: ["macOS": [13, 0]]), from: "\(subject("Kit Demo")), MACOSX_DEPLOYMENT_TARGET = 13.0 (target level)")),
                files: ["/w/Kit/Demo/main.swift"]),
            ProjectModule(
                facts: ModuleFacts(
                    name: "kitgen", kind: .executable, root: "/opt/tools", projectFile: project, listsFiles: true,
                    languageMode: Fact(5, from: "\(subject("kitgen")), SWIFT_VERSION = 5.0 (target level)"),
                    defaultIsolation: notSet("kitgen"), upcomingFeatures: noFeature("kitgen"), strictConcurrency: minimal("kitgen")),
                files: ["/opt/tools/kitgen.swift"]),
            ProjectModule(
                facts: ModuleFacts(name: "KitPods", kind: .library, root: "/w/Kit/Pods", projectFile: project, listsFiles: true),
                files: ["/w/Kit/Pods/Pods.swift"]),
        ])
    }

    func testMalformedProjects() {
        let cases: [(String, String)] = [
            ("{ objects = { A = {isa = PBXProject; }; }; rootObject = A; ", "line 1: the dictionary opened on line 1 is not closed"),
            ("{\n objects = {\n A = {isa = PBXProject\n }; }; rootObject = A; }", "line 4: expected ';' after the value of 'isa', found '}'"),
            ("{ rootObject = A; }", "no 'objects' dictionary in the project file"),
            ("{ objects = { A = {isa = PBXGroup; }; }; rootObject = A; }", "the project file's 'rootObject' is not a PBXProject"),
            ("( a, b )", "no 'objects' dictionary in the project file"),
        ]
        for (text, message) in cases {
            XCTAssertThrowsError(try XcodeProject.modules(projectFile: "/w/A.xcodeproj/project.pbxproj", bytes: Array(text.utf8), disk: .inMemory([:])), text) { error in
                XCTAssertEqual((error as? ProjectFileError)?.message, message, text)
            }
        }
        // References to objects that are not there, a cycle of groups: nothing to read, no error.
        let dangling = """
            { objects = {
                P = {isa = PBXProject; mainGroup = G; targets = (T, Missing, 42); };
                G = {isa = PBXGroup; children = (H); path = a; sourceTree = "<group>"; };
                H = {isa = PBXGroup; children = (G, F); path = b; sourceTree = "<group>"; };
                F = {isa = PBXFileReference; path = x.swift; sourceTree = "<group>"; };
                B = {isa = PBXBuildFile; fileRef = F; };
                S = {isa = PBXSourcesBuildPhase; files = (B, Gone); };
                T = {isa = PBXNativeTarget; buildConfigurationList = Nowhere; buildPhases = (S, Other); name = T; };
            }; rootObject = P; }
            """
        XCTAssertEqual(try XcodeProject.modules(projectFile: "/w/A.xcodeproj/project.pbxproj", bytes: Array(dangling.utf8), disk: .inMemory([:])), [])
    }

    private func assertModules(_ project: String, _ files: [String: String], _ expected: [ProjectModule], file: StaticString = #filePath, line: UInt = #line) throws {
        let modules = try XcodeProject.modules(projectFile: project, bytes: Array((files[project] ?? "").utf8), disk: .inMemory(files))
        assertSameModules(modules, expected, file: file, line: line)
    }
}

/// `modules` are `expected`, compared fact by fact first so that a failure says which.
func assertSameModules(_ modules: [ProjectModule], _ expected: [ProjectModule], file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(modules.map(\.facts.name), expected.map(\.facts.name), file: file, line: line)
    for (module, expected) in zip(modules, expected) {
        let name = module.facts.name
        XCTAssertEqual(module.facts.kind, expected.facts.kind, name, file: file, line: line)
        XCTAssertEqual(module.facts.root, expected.facts.root, name, file: file, line: line)
        XCTAssertEqual(module.facts.listsFiles, expected.facts.listsFiles, name, file: file, line: line)
        XCTAssertEqual(module.facts.languageMode, expected.facts.languageMode, name, file: file, line: line)
        XCTAssertEqual(module.facts.defaultIsolation, expected.facts.defaultIsolation, name, file: file, line: line)
        XCTAssertEqual(module.facts.upcomingFeatures, expected.facts.upcomingFeatures, name, file: file, line: line)
        XCTAssertEqual(module.facts.strictConcurrency, expected.facts.strictConcurrency, name, file: file, line: line)
        XCTAssertEqual(module.facts.deploymentTargets, expected.facts.deploymentTargets, name, file: file, line: line)
        XCTAssertEqual(module, expected, name, file: file, line: line)
    }
}
