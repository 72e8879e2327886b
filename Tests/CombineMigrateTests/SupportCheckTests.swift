import Foundation
import XCTest

@testable import Output
@testable import Support
@testable import CommandLine

/// The support file no one can miss: a run whose rewrites call helpers that no file of the
/// module declares names the command that writes it, in every format; `--write --support`
/// writes it; a run that sees it stays quiet.
final class SupportCheckTests: XCTestCase {
    private static let viewModel = SupportHelpersTests.viewModel

    private static let manifest = """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(name: "App", targets: [.target(name: "Feed"), .target(name: "Other")])

        """

    /// A package with a target `Feed` holding the view model; the paths of the package and file.
    private func package() throws -> (scratch: Scratch, file: String) {
        let scratch = try Scratch()
        try scratch.write("Package.swift", Self.manifest)
        let file = try scratch.write("Sources/Feed/FeedViewModel.swift", Self.viewModel)
        try scratch.write("Sources/Feed/Service.swift", "struct Service {}\n")
        return (scratch, file)
    }

    private func warning(_ output: String, write: Bool) -> String {
        let start = "combine-migrate: warning: module Feed needs the support file: "
        if write {
            return start + "the migrated code calls bufferedValues() and Task.store(in:), which no file of the module "
                + "declares, and does not build until you run: combine-migrate support --output \(output)\n"
        }
        return start + "the rewrites call bufferedValues() and Task.store(in:), which no file of the module declares; "
            + "write it with --write --support, or run: combine-migrate support --output \(output)\n"
    }

    /// Named as the user typed them: from the package's folder, `Sources/Feed/…`.
    func testTheSummaryNamesTheCommandForTheModule() throws {
        let (scratch, _) = try package()
        let previous = FileManager.default.currentDirectoryPath
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(scratch.path))
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        let expected = warning("Sources/Feed/CombineMigrateSupport.swift", write: false)
        for arguments in [["."], ["--check", "Sources"], ["--quiet", "Sources/Feed/FeedViewModel.swift"]] {
            let run = runTool(arguments)
            XCTAssertEqual(run.code, .changes)
            XCTAssertTrue(run.error.hasSuffix(expected), "\(arguments): \(run.error)")
        }
        let quiet = runTool(["--quiet", "."])
        XCTAssertEqual(quiet.error, expected, "the warning is not part of the counts --quiet drops")
        // One module, however its files are named.
        let support = try scratch.write("Sources/Feed/Support/CombineMigrateSupport.swift", SupportFile.text())
        XCTAssertEqual(runTool(["--quiet", "Sources/Feed/FeedViewModel.swift", support]).error, "")
    }

    /// A `dataTaskPublisher` leaf in a package that deploys below iOS 15 calls the support
    /// file's `backDeployedData(for:)`, and the run says the module needs it; at iOS 15 the
    /// rewrite calls `data(for:)`, which needs nothing.
    func testADataTaskLeafBelowIOS15NeedsTheBackDeployedRequest() throws {
        let client = """
            import Combine
            import Foundation

            final class Client {
                func raw(request: URLRequest) -> AnyPublisher<Data, Error> {
                    URLSession.shared.dataTaskPublisher(for: request)
                        .tryMap { try self.checked($0) }
                        .eraseToAnyPublisher()
                }

                func checked(_ output: URLSession.DataTaskPublisher.Output) throws -> Data {
                    output.data
                }
            }

            """
        for (platforms, helper) in [(".iOS(.v13), .macOS(.v10_15)", true), (".iOS(.v15), .macOS(.v12)", false)] {
            let scratch = try Scratch()
            try scratch.write("Package.swift", """
                // swift-tools-version:5.9
                import PackageDescription

                let package = Package(name: "App", platforms: [\(platforms)], targets: [.target(name: "Net")])

                """)
            try scratch.write("Sources/Net/Client.swift", client)
            let run = runTool([scratch.path])
            XCTAssertEqual(run.code, .changes, platforms)
            XCTAssertEqual(run.output.contains("try await URLSession.shared.backDeployedData(for: request)"), helper, run.output)
            XCTAssertEqual(run.output.contains("try await URLSession.shared.data(for: request)"), !helper, run.output)
            XCTAssertEqual(
                run.error.contains("module Net needs the support file: the rewrites call URLSession.backDeployedData(for:),"), helper,
                run.error)
            // A caller that stays in Combine (retried): the bridge's edit calls both helpers (the
            // chain held the client while the request ran, as the bridge does).
            try scratch.write("Sources/Net/Feed.swift", """
                import Combine
                import Foundation

                final class Feed {
                    let client = Client()
                    var cancellables = Set<AnyCancellable>()

                    func load(_ request: URLRequest) {
                        client.raw(request: request).retry(1).sink(receiveCompletion: { _ in }, receiveValue: { _ in }).store(in: &cancellables)
                    }
                }

                """)
            let bridged = runTool([scratch.path])
            XCTAssertTrue(bridged.output.contains("TaskPublisher { try await self.raw(request: request) }"), bridged.output)
            let needs = helper ? "TaskPublisher and URLSession.backDeployedData(for:)," : "TaskPublisher,"
            XCTAssertTrue(bridged.error.contains("module Net needs the support file: the rewrites call \(needs)"), bridged.error)
        }
    }

    func testEveryFormatCarriesItAsADiagnostic() throws {
        let (scratch, file) = try package()
        defer { withExtendedLifetime(scratch) {} }
        let json = runTool(["--format", "json", file]).output.split(separator: "\n").map(String.init)
        let diagnostic = try XCTUnwrap(json.first { $0.contains(#""rule":"combine-migrate""#) }, json.joined(separator: "\n"))
        XCTAssertTrue(diagnostic.hasPrefix(#"{"type":"diagnostic","path":"\#(file)","line":10,"column":1,"severity":"warning""#), diagnostic)
        XCTAssertTrue(diagnostic.contains("combine-migrate support --output \((file as NSString).deletingLastPathComponent)/CombineMigrateSupport.swift"))
        XCTAssertTrue(json.last!.hasPrefix(#"{"type":"summary""#), "the summary stays last")

        let github = runTool(["--format", "github", file]).output
        XCTAssertTrue(github.contains("::warning file=\(GitHubAnnotations.property(file)),line=10,col=1::module Feed needs the support file"), github)

        let sarif = runTool(["--format", "sarif", file]).output
        XCTAssertTrue(sarif.contains(#""text": "module Feed needs the support file"#), sarif)
        XCTAssertTrue(sarif.contains(#""ruleId": "combine-migrate""#), sarif)
    }

    /// With the support file in the module — in the run or only on disk — nothing is said.
    func testAModuleWithTheSupportFileIsQuiet() throws {
        let (scratch, file) = try package()
        let support = scratch.path + "/Sources/Feed/Support/CombineMigrateSupport.swift"
        try scratch.write("Sources/Feed/Support/CombineMigrateSupport.swift", SupportFile.text())
        for paths in [[scratch.path], [file]] {
            let run = runTool(paths)
            XCTAssertEqual(run.code, .changes)
            XCTAssertFalse(run.error.contains("support file"), run.error)
        }
        // In another target it does not count.
        try FileManager.default.createDirectory(atPath: scratch.path + "/Sources/Other", withIntermediateDirectories: true)
        XCTAssertEqual(rename(support, scratch.path + "/Sources/Other/CombineMigrateSupport.swift"), 0)
        XCTAssertTrue(runTool([scratch.path]).error.contains("module Feed needs the support file"))
    }

    func testWriteSaysTheCodeDoesNotBuildAndWriteSupportWritesIt() throws {
        let (scratch, file) = try package()
        let folder = scratch.path + "/Sources/Feed"
        let write = runTool(["--write", scratch.path])
        XCTAssertEqual(write.code, .changes)
        XCTAssertTrue(write.error.hasSuffix(warning(folder + "/CombineMigrateSupport.swift", write: true)), write.error)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder + "/CombineMigrateSupport.swift"))

        try scratch.write("Sources/Feed/FeedViewModel.swift", Self.viewModel)
        let support = runTool(["--write", "--support", scratch.path])
        XCTAssertEqual(support.code, .changes)
        XCTAssertTrue(support.error.hasSuffix("""
            combine-migrate: note: wrote \(folder)/CombineMigrateSupport.swift: the helpers the migrated code of \
            module Feed calls (bufferedValues() and Task.store(in:))

            """), support.error)
        XCTAssertEqual(try scratch.readText("Sources/Feed/CombineMigrateSupport.swift"), SupportFile.text())
        XCTAssertNotEqual(try scratch.readText("Sources/Feed/FeedViewModel.swift"), Self.viewModel)

        // A second run sees it: quiet, and the support file itself is left alone.
        try scratch.write("Sources/Feed/FeedViewModel.swift", Self.viewModel)
        let again = runTool(["--write", "--support", scratch.path])
        XCTAssertEqual(again.error, "combine-migrate: 4 files scanned, 1 changed; receive-main-actor: 1 migrated\n")
        let dry = runTool([file])
        XCTAssertEqual(dry.code, .unchanged)
        XCTAssertEqual(dry.error, "combine-migrate: 1 file scanned, 0 would change\n")
    }

    func testWriteSupportTakesTheAccessAskedFor() throws {
        let (scratch, _) = try package()
        XCTAssertEqual(runTool(["--write", "--support", "--access", "public", scratch.path]).code, .changes)
        XCTAssertEqual(try scratch.readText("Sources/Feed/CombineMigrateSupport.swift"), SupportFile.text(access: "public"))
    }

    /// A support file from an older version declaring fewer helpers is the one to update; a
    /// file of the user's at the support file's path is never overwritten.
    func testAnOlderSupportFileIsUpdatedAndAForeignOneLeftAlone() throws {
        let (scratch, _) = try package()
        let older = "// CombineMigrateSupport.swift — written by `combine-migrate support`.\nimport Combine\n"
            + "extension Combine.Publisher { func bufferedValues() {} }\n"
        try scratch.write("Sources/Feed/Helpers.swift", older)
        let dry = runTool([scratch.path])
        XCTAssertTrue(dry.error.contains("the rewrites call Task.store(in:), which no file"), dry.error)
        XCTAssertTrue(dry.error.contains("run: combine-migrate support --output \(scratch.path)/Sources/Feed/Helpers.swift\n"), dry.error)
        XCTAssertEqual(runTool(["--write", "--support", scratch.path]).code, .changes)
        XCTAssertEqual(try scratch.readText("Sources/Feed/Helpers.swift"), SupportFile.text())

        let (other, _) = try package()
        let mine = other.path + "/Sources/Feed/CombineMigrateSupport.swift"
        try other.write("Sources/Feed/CombineMigrateSupport.swift", "// my own file\n")
        let run = runTool(["--write", "--support", other.path])
        XCTAssertEqual(run.code, .fileErrors)
        XCTAssertTrue(run.error.contains("\(mine): error: \(SupportStep.notSupportFile)\n"), run.error)
        XCTAssertEqual(try other.readText("Sources/Feed/CombineMigrateSupport.swift"), "// my own file\n")
    }

    /// A test target on OpenCombine: its migrated tests call the helpers on OpenCombine's
    /// publishers, so the command and `--write --support` write the OpenCombine form; a module
    /// with the Combine form has it rewritten in place; one with the OpenCombine form is quiet.
    func testOpenCombineTestsNeedTheOpenCombineForm() throws {
        let scratch = try Scratch()
        try scratch.write("Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(name: "App", platforms: [.iOS(.v15), .macOS(.v12)], targets: [.testTarget(name: "DiaryTests")])

            """)
        let tests = """
            import OpenCombine
            import XCTest

            final class DiaryTests: XCTestCase {
                func testSaved() {
                    let store = DiaryStore()
                    let saved = expectation(description: "saved")
                    var subscriptions = Set<AnyCancellable>()
                    store.saved.sink { entry in
                        XCTAssertEqual(entry, "Bakery")
                        saved.fulfill()
                    }.store(in: &subscriptions)
                    store.save("Bakery")
                    wait(for: [saved], timeout: 5)
                }
            }

            """
        try scratch.write("Tests/DiaryTests/DiaryTests.swift", tests)
        let folder = scratch.path + "/Tests/DiaryTests"
        let dry = runTool([scratch.path])
        XCTAssertTrue(dry.error.contains("""
            the rewrites call testValues() in the support file's OpenCombine form, which no file of the module declares; write it \
            with --write --support, or run: combine-migrate support --output \(folder)/CombineMigrateSupport.swift --open-combine
            """), dry.error)
        XCTAssertFalse(dry.output.contains("@available"), "the package deploys where Swift concurrency runs")

        // The Combine form there is rewritten as the OpenCombine form.
        try scratch.write("Tests/DiaryTests/CombineMigrateSupport.swift", SupportFile.text())
        let combineForm = runTool([scratch.path])
        XCTAssertTrue(combineForm.error.contains("the rewrites call the support file's OpenCombine form, which no file"), combineForm.error)
        XCTAssertEqual(runTool(["--write", "--support", scratch.path]).code, .changes)
        XCTAssertEqual(try scratch.readText("Tests/DiaryTests/CombineMigrateSupport.swift"), SupportFile.text(module: "OpenCombine"))
        try scratch.write("Tests/DiaryTests/DiaryTests.swift", tests)
        XCTAssertFalse(runTool([scratch.path]).error.contains("support file"))
    }

    func testSupportCommandWritesTheOpenCombineForm() throws {
        let run = runTool(["support", "--open-combine"])
        XCTAssertEqual(run.code, .unchanged)
        XCTAssertEqual(run.output, SupportFile.text(module: "OpenCombine"))
        XCTAssertEqual(runTool(["--open-combine", "."]).code, .usageError, "an option of `support` alone")
    }

    /// A file of the user's that declares a helper's name (`var cancellable`, a `bufferedValues`
    /// of its own) is never named as the support file's output.
    func testAUsersFileDeclaringAHelpersNameIsNotTheOutput() throws {
        let (scratch, _) = try package()
        try scratch.write("Sources/Feed/Sequence+Extensions.swift", "extension Sequence { func bufferedValues() -> [Element] { Array(self) } }\n")
        let dry = runTool([scratch.path])
        XCTAssertTrue(dry.error.hasSuffix("run: combine-migrate support --output \(scratch.path)/Sources/Feed/CombineMigrateSupport.swift\n"), dry.error)
        XCTAssertFalse(dry.error.contains("Sequence+Extensions.swift"), dry.error)
    }

    /// Outside a package, the files are one module: the folder the files calling the helpers
    /// share; a support file anywhere among the run's files counts.
    func testFilesOutsideAPackageShareAFolder() throws {
        let scratch = try Scratch()
        try scratch.write("App/Views/Feed/FeedViewModel.swift", Self.viewModel)
        try scratch.write("App/Views/Search/SearchViewModel.swift", Self.viewModel)
        try scratch.write("App/Models/Item.swift", "struct Item {}\n")
        let run = runTool([scratch.path])
        XCTAssertTrue(run.error.contains("""
            combine-migrate: warning: folder \(scratch.path)/App/Views needs the support file: the rewrites call \
            bufferedValues() and Task.store(in:)
            """), run.error)
        XCTAssertTrue(run.error.hasSuffix("run: combine-migrate support --output \(scratch.path)/App/Views/CombineMigrateSupport.swift\n"))
        try scratch.write("App/Support/CombineMigrateSupport.swift", SupportFile.text())
        XCTAssertFalse(runTool([scratch.path]).error.contains("support file"))
    }

    func testSupportNeedsWrite() {
        let run = runTool(["--support", "."])
        XCTAssertEqual(run.code, .usageError)
        XCTAssertTrue(run.error.contains("'--support' writes the support file with --write"), run.error)
    }

    func testShellQuoting() {
        XCTAssertEqual(SupportCheck.Missing.shellQuoted("Sources/Feed/CombineMigrateSupport.swift"), "Sources/Feed/CombineMigrateSupport.swift")
        XCTAssertEqual(SupportCheck.Missing.shellQuoted("My App/It's.swift"), #"'My App/It'\''s.swift'"#)
        XCTAssertEqual(SupportCheck.sharedFolder(of: ["./a/b/X.swift", "./a/c/Y.swift"]), "./a")
        XCTAssertEqual(SupportCheck.sharedFolder(of: ["X.swift"]), ".")
    }

    /// The run's paths from the root, resolved as strings the way `URL.standardizedFileURL`
    /// resolves them (the check compares a module's files on disk with the run's).
    func testAbsolutePathsAsURLsSpellThem() {
        let paths = [
            "Sources/Feed/A.swift", "./Sources/Feed/A.swift", "Sources//Feed/./A.swift", "Sources/Feed/../Feed/A.swift",
            "/tmp/x/../y/.hidden/B.swift", "/tmp/x/..y/z./C.swift", "/", "/tmp/", ".", "a/.", "a/..", "../a/b.swift",
        ]
        for path in paths {
            XCTAssertEqual(SupportCheck.absolute(path), URL(fileURLWithPath: path).standardizedFileURL.path, path)
        }
    }

    func testTheInventorySaysSoToo() throws {
        let (scratch, _) = try package()
        let table = runTool(["inventory", scratch.path]).output
        XCTAssertTrue(table.contains("""
            SUPPORT FILE (the rewrites call helpers no file of the module declares)
              module Feed: bufferedValues() and Task.store(in:) — run: combine-migrate support --output \
            \(scratch.path)/Sources/Feed/CombineMigrateSupport.swift

            """), table)
        let markdown = runTool(["inventory", "--format", "markdown", scratch.path]).output
        XCTAssertTrue(markdown.contains("## Support file"), markdown)
        let json = runTool(["inventory", "--format", "json", scratch.path]).output
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let support = try XCTUnwrap(object["support"] as? [[String: Any]])
        XCTAssertEqual(support.count, 1)
        XCTAssertEqual(support.first?["module"] as? String, "module Feed")
        XCTAssertEqual(support.first?["helpers"] as? [String], ["bufferedValues()", "Task.store(in:)"])
        XCTAssertEqual(support.first?["output"] as? String, scratch.path + "/Sources/Feed/CombineMigrateSupport.swift")

        try scratch.write("Sources/Feed/CombineMigrateSupport.swift", SupportFile.text())
        XCTAssertFalse(runTool(["inventory", scratch.path]).output.contains("SUPPORT FILE"))
    }
}
