import Core
import Project
import XCTest

/// Which module builds each file of a run (`ProjectMap`): the project files of the nearest
/// folder above it that build it, their facts shared when several targets do, none when no
/// project builds it, and a problem (never a crash) for a project file that cannot be read.
final class ProjectMapTests: XCTestCase {
    private let manifest = """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "Shop",
            platforms: [.iOS(.v15)],
            targets: [
                .target(name: "Cart", swiftSettings: [.swiftLanguageMode(.v5)]),
                .target(name: "Feed", path: "Modules/Feed"),
                .testTarget(name: "CartTests", dependencies: ["Cart"]),
            ]
        )
        """

    private func facts(_ files: [String: String], run paths: [String], in folder: String = "/repo") -> ProjectFacts {
        ProjectMap.facts(of: paths, disk: .inMemory(files), currentFolder: folder)
    }

    /// Each file's module, its root as the run names paths, and the facts that decide rewrites.
    func testFilesFindTheirModules() {
        let files = [
            "/repo/Shop/Package.swift": manifest,
            "/repo/Shop/Sources/Cart/Cart.swift": "",
            "/repo/Shop/Modules/Feed/Feed.swift": "",
            "/repo/Shop/Tests/CartTests/CartTests.swift": "",
            "/repo/Shop/Scripts/tool.swift": "",
            "/repo/Other/loose.swift": "",
        ]
        let paths = ["Shop/Sources/Cart/Cart.swift", "Shop/Modules/Feed/Feed.swift", "Shop/Tests/CartTests/CartTests.swift",
                     "Shop/Scripts/tool.swift", "Other/loose.swift"]
        let project = facts(files, run: paths)
        let rows: [(String, String?, String?, ModuleFacts.Kind?, Int?, UInt)] = [
            ("Shop/Sources/Cart/Cart.swift", "Cart", "Shop/Sources/Cart", .library, 5, #line),
            ("Shop/Modules/Feed/Feed.swift", "Feed", "Shop/Modules/Feed", .library, 6, #line),
            ("Shop/Tests/CartTests/CartTests.swift", "CartTests", "Shop/Tests/CartTests", .tests, 6, #line),
            // In the package's folder but in none of its targets; and in no package at all.
            ("Shop/Scripts/tool.swift", nil, nil, nil, nil, #line),
            ("Other/loose.swift", nil, nil, nil, nil, #line),
        ]
        for (path, name, root, kind, mode, line) in rows {
            let module = project.module(ofPath: path)
            XCTAssertEqual(module?.name, name, path, line: line)
            XCTAssertEqual(module?.root, root, path, line: line)
            XCTAssertEqual(module?.kind, kind, path, line: line)
            XCTAssertEqual(module?.languageMode?.value, mode, path, line: line)
        }
        XCTAssertEqual(project.module(ofPath: paths[0])?.deploymentTargets?.value, PlatformVersions(versions: ["iOS": [15]]))
        XCTAssertEqual(project.modules.count, 3)
        XCTAssertTrue(project.problems.isEmpty)
    }

    /// Files of one folder that a target leaves out, or that a target lists one by one, each
    /// get their own answer (a folder's answer is shared only when it cannot differ).
    func testFilesOfOneFolderApart() {
        let split = """
            // swift-tools-version: 5.9
            import PackageDescription

            let package = Package(
                name: "Split",
                targets: [
                    .target(name: "Core", path: "Sources/Shared", exclude: ["Legacy.swift"]),
                    .target(name: "Extras", path: "Sources/Extras", sources: ["Listed.swift"]),
                ]
            )
            """
        let files = [
            "/repo/Split/Package.swift": split,
            "/repo/Split/Sources/Shared/Model.swift": "",
            "/repo/Split/Sources/Shared/Legacy.swift": "",
            "/repo/Split/Sources/Shared/Nested/Deep.swift": "",
            "/repo/Split/Sources/Extras/Listed.swift": "",
            "/repo/Split/Sources/Extras/Unlisted.swift": "",
        ]
        let paths = ["Split/Sources/Shared/Model.swift", "Split/Sources/Shared/Legacy.swift", "Split/Sources/Shared/Nested/Deep.swift",
                     "Split/Sources/Extras/Listed.swift", "Split/Sources/Extras/Unlisted.swift"]
        let project = facts(files, run: paths)
        let rows: [(String, String?, UInt)] = [
            ("Split/Sources/Shared/Model.swift", "Core", #line),
            ("Split/Sources/Shared/Legacy.swift", nil, #line),
            ("Split/Sources/Shared/Nested/Deep.swift", "Core", #line),
            ("Split/Sources/Extras/Listed.swift", "Extras", #line),
            ("Split/Sources/Extras/Unlisted.swift", nil, #line),
        ]
        for (path, name, line) in rows { XCTAssertEqual(project.module(ofPath: path)?.name, name, path, line: line) }
    }

    /// Absolute paths stay absolute; `..` and `.` are resolved against the current folder.
    func testPathsAsTheRunNamesThem() {
        let files = ["/repo/Shop/Package.swift": manifest, "/repo/Shop/Sources/Cart/Cart.swift": ""]
        XCTAssertEqual(facts(files, run: ["/repo/Shop/Sources/Cart/Cart.swift"]).module(ofPath: "/repo/Shop/Sources/Cart/Cart.swift")?.root,
                       "/repo/Shop/Sources/Cart")
        XCTAssertEqual(facts(files, run: ["../Shop/Sources/Cart/Cart.swift"], in: "/repo/Other").module(ofPath: "../Shop/Sources/Cart/Cart.swift")?.root,
                       "../Shop/Sources/Cart")
        XCTAssertEqual(facts(files, run: ["./Cart.swift"], in: "/repo/Shop/Sources/Cart").module(ofPath: "./Cart.swift")?.root, ".")
    }

    /// A nested package is nearer than the one above it: its targets build its files.
    func testTheNearestProjectWins() {
        let inner = manifest.replacingOccurrences(of: "name: \"Shop\"", with: "name: \"Inner\"")
            .replacingOccurrences(of: ".iOS(.v15)", with: ".iOS(.v13)")
        let files = [
            "/repo/Package.swift": manifest.replacingOccurrences(of: "path: \"Modules/Feed\"", with: "path: \"Shop/Sources/Cart\""),
            "/repo/Shop/Package.swift": inner,
            "/repo/Shop/Sources/Cart/Cart.swift": "",
        ]
        let module = facts(files, run: ["Shop/Sources/Cart/Cart.swift"]).module(ofPath: "Shop/Sources/Cart/Cart.swift")
        XCTAssertEqual(module?.name, "Cart")
        XCTAssertEqual(module?.deploymentTargets?.value, PlatformVersions(versions: ["iOS": [13]]))
    }

    /// A malformed manifest is a problem naming it; its files are in no module.
    func testAMalformedProjectFileIsAProblemNotACrash() {
        let files = ["/repo/Shop/Package.swift": "// swift-tools-version: 6.0\nlet package = Package(name: \"Shop\", targets: [", "/repo/Shop/Sources/Cart/Cart.swift": ""]
        let project = facts(files, run: ["Shop/Sources/Cart/Cart.swift"])
        XCTAssertNil(project.module(ofPath: "Shop/Sources/Cart/Cart.swift"))
        XCTAssertEqual(project.problems.map(\.file), ["/repo/Shop/Package.swift"])
        XCTAssertTrue(project.problems[0].message.hasSuffix("; its files are judged one by one"), project.problems[0].message)
    }

    /// A file several targets build gets what they all agree on: the earliest deployment
    /// target of each platform, the highest language mode, the strictest checking, the
    /// isolation only if shared.
    func testAFileOfSeveralTargetsGetsTheirSharedFacts() {
        func module(_ name: String, _ targets: [String: [Int]], mode: Int, isolation: ModuleFacts.DefaultIsolation?) -> ModuleFacts {
            ModuleFacts(
                name: name, kind: .application, root: "/repo/" + name,
                languageMode: .init(mode, from: name), defaultIsolation: isolation.map { .init($0, from: name) },
                deploymentTargets: .init(PlatformVersions(versions: targets), from: name))
        }
        var app = module("App", ["iOS": [16]], mode: 5, isolation: .mainActor)
        app.strictConcurrency = .init("complete", from: "App")
        var widget = module("Widget", ["iOS": [17], "macOS": [14]], mode: 6, isolation: .mainActor)
        widget.strictConcurrency = .init("minimal", from: "Widget")
        let shared = ModuleFacts.shared(by: [app, widget])
        XCTAssertEqual(shared.name, "App, Widget")
        XCTAssertEqual(shared.root, "/repo")
        XCTAssertEqual(shared.deploymentTargets?.value, PlatformVersions(versions: ["iOS": [16], "macOS": [14]]))
        XCTAssertEqual(shared.languageMode?.value, 6)
        XCTAssertEqual(shared.defaultIsolation?.value, .mainActor)
        XCTAssertEqual(shared.strictConcurrency?.value, "complete")
        let other = module("Clip", ["iOS": [16]], mode: 5, isolation: nil)
        XCTAssertNil(ModuleFacts.shared(by: [app, other]).defaultIsolation)
        // A build of unknown mode beside one in Swift 6: the highest is 6 whatever the other's
        // (realm-swift's tests, built by its Xcode project and by its package); beside one in
        // Swift 5, not known.
        var unknown = module("Tests", ["iOS": [16]], mode: 5, isolation: nil)
        unknown.languageMode = nil
        XCTAssertEqual(ModuleFacts.shared(by: [unknown, widget]).languageMode?.value, 6)
        XCTAssertEqual(ModuleFacts.shared(by: [widget, unknown]).languageMode?.value, 6)
        XCTAssertNil(ModuleFacts.shared(by: [unknown, app]).languageMode)
    }

    /// The Swift files of a file's module that the run does not hold: those its folders and
    /// its list name on disk, but not a path it leaves out, a folder no run enters, a listed
    /// file that is not there; none when the run holds them all; unknown without a project.
    func testFilesOutsideTheRunOfAModule() {
        let xcode = """
            // !$*UTF8*$!
            { objects = {
                P = { isa = PBXProject; buildConfigurationList = PL; mainGroup = G; targets = (T); };
                PL = { isa = XCConfigurationList; buildConfigurations = (PC); };
                PC = { isa = XCBuildConfiguration; name = Debug; buildSettings = { }; };
                G = { isa = PBXGroup; children = (A, B, Gone); sourceTree = "<group>"; };
                A = { isa = PBXFileReference; path = App.swift; sourceTree = "<group>"; };
                B = { isa = PBXFileReference; path = Net/API.swift; sourceTree = "<group>"; };
                Gone = { isa = PBXFileReference; path = Gone.swift; sourceTree = "<group>"; };
                T = { isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application";
                      buildConfigurationList = PL; buildPhases = (S); };
                S = { isa = PBXSourcesBuildPhase; files = (SA, SB, SG); };
                SA = { isa = PBXBuildFile; fileRef = A; };
                SB = { isa = PBXBuildFile; fileRef = B; };
                SG = { isa = PBXBuildFile; fileRef = Gone; };
            }; rootObject = P; }
            """
        let files = [
            "/repo/Shop/Package.swift": manifest,
            "/repo/Shop/Sources/Cart/Cart.swift": "",
            "/repo/Shop/Sources/Cart/Model/Item.swift": "",
            "/repo/Shop/Sources/Cart/.build/Generated.swift": "",
            "/repo/Shop/Sources/Cart/Pods/Pod.swift": "",
            "/repo/Shop/Sources/Cart/notes.md": "",
            "/repo/Shop/Modules/Feed/Feed.swift": "",
            "/repo/App/App.xcodeproj/project.pbxproj": xcode,
            "/repo/App/App.swift": "",
            "/repo/App/Net/API.swift": "",
            "/repo/App/Unlisted.swift": "",
            "/repo/Other/loose.swift": "",
        ]
        let rows: [(run: [String], file: String, outside: [String]?, UInt)] = [
            (["Shop/Sources/Cart/Cart.swift"], "Shop/Sources/Cart/Cart.swift", ["Shop/Sources/Cart/Model/Item.swift"], #line),
            (["Shop/Sources/Cart/Cart.swift", "Shop/Sources/Cart/Model/Item.swift"], "Shop/Sources/Cart/Cart.swift", [], #line),
            // Named another way: the same file.
            (["Shop/Sources/Cart/Cart.swift", "./Shop/Sources/Cart/../Cart/Model/Item.swift"], "Shop/Sources/Cart/Cart.swift", [], #line),
            (["Shop/Modules/Feed/Feed.swift"], "Shop/Modules/Feed/Feed.swift", [], #line),
            // A target listing files: those listed and there, not Gone.swift nor an unlisted one.
            (["App/Net/API.swift"], "App/Net/API.swift", ["App/App.swift"], #line),
            (["App/App.swift", "App/Net/API.swift"], "App/App.swift", [], #line),
            (["Other/loose.swift"], "Other/loose.swift", nil, #line),
        ]
        for (run, file, outside, line) in rows {
            let project = facts(files, run: run)
            XCTAssertEqual(project.filesOutsideRun(ofModuleOf: file), outside, "\(run)", line: line)
        }
        XCTAssertNil(ProjectFacts.none.filesOutsideRun(ofModuleOf: "Shop/Sources/Cart/Cart.swift"))
    }
}
