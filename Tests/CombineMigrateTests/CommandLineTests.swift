import Foundation
import XCTest

@testable import Rules
@testable import CommandLine

/// The command line as a user meets it: modes, options, exit codes, output streams.
final class CommandLineTests: XCTestCase {
    func testHelpVersionAndRules() {
        let help = runTool(["--help"])
        XCTAssertEqual(help.code, .unchanged)
        XCTAssertTrue(help.output.contains("EXIT STATUS"))
        XCTAssertTrue(help.output.contains("3  some file could not be processed"))
        XCTAssertEqual(runTool(["--version"]).output, "combine-migrate \(MigrateCommand.version)\n")
        let rules = runTool(["rules"])
        XCTAssertEqual(rules.code, .unchanged)
        for id in RuleCatalog.all.map(\.id) {
            XCTAssertTrue(rules.output.contains("\n\(id) ") || rules.output.hasPrefix("\(id) "), rules.output)
        }
        XCTAssertNotNil(rules.output.range(of: #"\nimport-cleanup +on   Remove"#, options: .regularExpression), rules.output)
        let explain = runTool(["explain", "import-cleanup"])
        XCTAssertTrue(explain.output.contains("Before:") && explain.output.contains("After:"), explain.output)
    }

    func testUsageErrorsExitWithTwoAndNameTheProblem() {
        let cases: [([String], String)] = [
            (["--frobnicate", "x.swift"], "unknown option '--frobnicate'"),
            (["--write", "--check", "x.swift"], "cannot be used together"),
            (["--color", "sometimes", "x.swift"], "--color takes auto, always or never"),
            (["--jobs", "0", "x.swift"], "--jobs takes a whole number"),
            (["--rules"], "option '--rules' needs a value"),
            (["--rules", "no-such-rule", "x.swift"], "unknown rule 'no-such-rule'"),
            (["explain", "no-such-rule"], "no rule 'no-such-rule'"),
            (["explain"], "'explain' needs a rule id"),
            ([], "no paths given"),
            (["--quiet=yes", "x.swift"], "option '--quiet' takes no value"),
        ]
        for (arguments, message) in cases {
            let run = runTool(arguments)
            XCTAssertEqual(run.code, .usageError, "\(arguments)")
            XCTAssertTrue(run.error.contains(message), "\(arguments): \(run.error)")
            XCTAssertEqual(run.output, "", "\(arguments)")
        }
    }

    /// Every command reads its words with `Arguments`: a word is a path, an option with its
    /// value after `=` or in the next word, a flag, or `--`, after which all are paths.
    func testArgumentsSplitOptionsValuesListsAndDoubleDash() {
        func read(_ words: [String]) -> [String] {
            var arguments = Arguments(words[...])
            var trace: [String] = []
            do {
                while let word = arguments.next() {
                    switch word {
                    case .positional(let text): trace.append("path \(text)")
                    case .option("--list"): trace.append("list \(try arguments.list())")
                    case .option("--value"), .option("-v"): trace.append("value \(try arguments.value())")
                    case .option(let name): try arguments.flag(); trace.append("flag \(name)")
                    }
                }
            } catch {
                trace.append("error: \(error.message)")
            }
            return trace
        }
        let cases: [([String], [String])] = [
            (["a", "-", "--flag", "-f", "b"], ["path a", "path -", "flag --flag", "flag -f", "path b"]),
            (["--value=x=y", "-v", "--flag", "--value="], ["value x=y", "value --flag", "value "]),
            (["--list", " a, ,b ,", "--list=c"], [#"list ["a", "b"]"#, #"list ["c"]"#]),
            (["x", "--", "--flag", "-", "--"], ["path x", "path --flag", "path -", "path --"]),
            (["a", "--value"], ["path a", "error: option '--value' needs a value"]),
            (["--flag=1", "a"], ["error: option '--flag' takes no value"]),
            (["-v"], ["error: option '-v' needs a value"]),
        ]
        for (words, expected) in cases {
            XCTAssertEqual(read(words), expected, "\(words)")
        }
    }

    func testOptionsOfEveryCommandReadTheSameWay() throws {
        let migrate = try Options.parse(["--rules", "a, b", "--rules=c", "--disable=d", "-j", "2", "--", "-x", "-"])
        XCTAssertEqual(migrate.onlyRules, ["a", "b", "c"])
        XCTAssertEqual(migrate.disabledRules, ["d"])
        XCTAssertEqual(migrate.jobs, 2)
        XCTAssertEqual(migrate.paths, ["-x", "-"])

        var inventory = InventoryCommand.Options(command: .inventory)
        inventory.format = .json
        inventory.jobs = 2
        inventory.onlyRules = ["a", "b", "c"]
        inventory.disabledRules = ["d"]
        inventory.rulesFiles = ["team.rules"]
        inventory.excludes = ["Tests/*"]
        inventory.configPath = "settings.json"
        inventory.quiet = true
        inventory.paths = ["Sources", "-x"]
        XCTAssertEqual(try InventoryCommand.parse([
            "inventory", "--format=json", "--jobs", "2", "--rules", "a, b", "--rules=c", "--disable", "d",
            "--rules-file", "team.rules", "--exclude=Tests/*", "--config", "settings.json", "-q", "Sources", "--", "-x",
        ]), inventory)

        var audit = InventoryCommand.Options(command: .audit)
        audit.disabledAudits = ["eager-future", "task-strong-self"]
        audit.listAudits = true
        audit.help = true
        audit.paths = ["Sources"]
        XCTAssertEqual(try InventoryCommand.parse(["audit", "--disable=eager-future,task-strong-self", "--list", "-h", "Sources"]), audit)
    }

    /// Usage errors, whole: the problem, then where the command's help is; exit status 2.
    func testUsageErrorsReadTheSameForEveryCommand() {
        let cases: [([String], String)] = [
            (["--frobnicate", "x"], "unknown option '--frobnicate'"),
            (["--format", "xml", "x"], "--format takes diff, json, sarif or github, not 'xml'"),
            (["-j", "many", "x"], "--jobs takes a whole number of at least 1, not 'many'"),
            (["support", "--access", "private"], "--access takes internal or public, not 'private'"),
            (["--config"], "option '--config' needs a value"),
            (["--verify", "x"], "unknown option '--verify'"),
            (["tokens", "--verify=yes", "x"], "option '--verify' takes no value"),
            ([], "no paths given"),
            (["inventory", "--bogus=1", "x"], "unknown option '--bogus' for 'inventory'"),
            (["inventory", "--format", "json"], "no paths given"),
            (["inventory", "--format", "sarif", "x"], "--format takes table, markdown or json, not 'sarif'"),
            (["inventory", "-j", "0", "x"], "--jobs takes a whole number of at least 1, not '0'"),
            (["inventory", "--jobs=x", "x"], "--jobs takes a whole number of at least 1, not 'x'"),
            (["inventory", "--exclude"], "option '--exclude' needs a value"),
            (["inventory", "--quiet=yes", "x"], "option '--quiet' takes no value"),
            (["inventory", "--", "-"], "'inventory' reads files, not standard input"),
            (["inventory", "--help", "--bogus"], "unknown option '--bogus' for 'inventory'"),
            (["audit"], "no paths given"),
            (["audit", "--rules", "a", "x"], "unknown option '--rules' for 'audit'"),
            (["audit", "--help=1"], "option '--help' takes no value"),
            (["audit", "--list=yes"], "option '--list' takes no value"),
            (["audit", "--disable", "nope", "x"], "unknown audit 'nope'; 'combine-migrate audit --list' lists them"),
            (["audit", "-"], "'audit' reads files, not standard input"),
        ]
        for (arguments, message) in cases {
            let command = ["inventory", "audit"].contains(arguments.first) ? "combine-migrate \(arguments[0])" : "combine-migrate"
            let run = runTool(arguments)
            XCTAssertEqual(run.code, .usageError, "\(arguments)")
            XCTAssertEqual(run.error, "combine-migrate: error: \(message)\nRun '\(command) --help' for usage.\n", "\(arguments)")
            XCTAssertEqual(run.output, "", "\(arguments)")
        }
    }

    func testDryRunPrintsADiffAndChangesNothing() throws {
        let scratch = try Scratch()
        let file = try scratch.write("App/Loader.swift", unusedImport)
        let run = runTool([scratch.path])
        XCTAssertEqual(run.code, .changes)
        XCTAssertTrue(run.output.hasPrefix("--- \(file)\n+++ \(file)\n@@ -1,4 +1,3 @@\n-import Combine\n"), run.output)
        XCTAssertEqual(try scratch.readText("App/Loader.swift"), unusedImport)
        XCTAssertTrue(run.error.contains("1 file scanned, 1 would change; import-cleanup: 1 to migrate\n"), run.error)
    }

    func testNothingToChangeExitsZero() throws {
        let scratch = try Scratch()
        try scratch.write("Used.swift", usedImport)
        let run = runTool([scratch.path])
        XCTAssertEqual(run.code, .unchanged)
        XCTAssertEqual(run.output, "")
    }

    func testCheckListsFilesAndWritesNothing() throws {
        let scratch = try Scratch()
        let changing = try scratch.write("A.swift", unusedImport)
        try scratch.write("B.swift", usedImport)
        let run = runTool(["--check", scratch.path])
        XCTAssertEqual(run.code, .changes)
        XCTAssertEqual(run.output, changing + "\n")
        XCTAssertEqual(try scratch.readText("A.swift"), unusedImport)
    }

    func testWriteAppliesChangesAndASecondRunFindsNothing() throws {
        let scratch = try Scratch()
        try scratch.write("A.swift", unusedImport)
        XCTAssertEqual(runTool(["--write", scratch.path]).code, .changes)
        XCTAssertEqual(try scratch.readText("A.swift"), unusedImportMigrated)
        XCTAssertEqual(runTool(["--write", scratch.path]).code, .unchanged)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: scratch.path)
        XCTAssertEqual(leftovers, ["A.swift"], "no temporary file may be left behind")
    }

    func testWriteKeepsPermissionsLineEndingsAndByteOrderMark() throws {
        let scratch = try Scratch()
        let crlf = unusedImport.replacingOccurrences(of: "\n", with: "\r\n")
        let path = try scratch.write("Crlf.swift", bytes: [0xEF, 0xBB, 0xBF] + Array(crlf.utf8))
        XCTAssertEqual(chmod(path, 0o750), 0)
        XCTAssertEqual(runTool(["--write", path]).code, .changes)
        let expected = [0xEF, 0xBB, 0xBF] + Array(unusedImportMigrated.replacingOccurrences(of: "\n", with: "\r\n").utf8)
        XCTAssertEqual(try scratch.read("Crlf.swift"), expected)
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        XCTAssertEqual(mode, 0o750)
    }

    func testWriteThroughASymbolicLinkKeepsTheLink() throws {
        let scratch = try Scratch()
        let target = try scratch.write("Real.swift", unusedImport)
        let link = scratch.url.appendingPathComponent("Link.swift").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        XCTAssertEqual(runTool(["--write", link]).code, .changes)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link), target)
        XCTAssertEqual(try scratch.readText("Real.swift"), unusedImportMigrated)
    }

    func testFolderWalkSkipsBuildOutputDependenciesAndHiddenFolders() throws {
        let scratch = try Scratch()
        for skipped in [".build", ".git", ".swiftpm", "Pods", "Carthage", "DerivedData", ".hidden"] {
            try scratch.write("\(skipped)/X.swift", unusedImport)
        }
        try scratch.write("Sources/App/Y.swift", unusedImport)
        try scratch.write("Sources/App/notes.txt", unusedImport)
        let run = runTool(["--check", scratch.path])
        XCTAssertEqual(run.output, scratch.path + "/Sources/App/Y.swift\n")
        XCTAssertTrue(run.error.contains("1 file scanned"), run.error)
    }

    func testExcludeGlobs() throws {
        let scratch = try Scratch()
        try scratch.write("Sources/A.swift", unusedImport)
        try scratch.write("Tests/ATests.swift", unusedImport)
        try scratch.write("Sources/Generated.generated.swift", unusedImport)
        let run = runTool(["--check", "--exclude", "Tests/*", "--exclude", "*.generated.swift", scratch.path])
        XCTAssertEqual(run.output, scratch.path + "/Sources/A.swift\n")
    }

    /// The package's platforms come from the nearest `Package.swift` above each file, in the
    /// run or not (the plugin passes target folders): an iOS 13 package's `dataTaskPublisher`
    /// function awaits the support file's `backDeployedData(from:)`, an iOS 15 one's
    /// `data(from:)`.
    func testPackagePlatformsDecideDataTaskMigration() throws {
        let client = """
            import Combine
            import Foundation

            func page(url: URL) -> AnyPublisher<Data, Error> {
                URLSession.shared.dataTaskPublisher(for: url).map(\\.data).eraseToAnyPublisher()
            }

            """
        let manifest = { (platforms: String) in
            "// swift-tools-version:5.9\nimport PackageDescription\n\nlet package = Package(name: \"Pages\", platforms: [\(platforms)], targets: [.target(name: \"Pages\")])\n"
        }
        let scratch = try Scratch()
        try scratch.write("Old/Package.swift", manifest(".iOS(.v13)"))
        try scratch.write("Old/Sources/Pages/Client.swift", client)
        try scratch.write("New/Package.swift", manifest(".iOS(.v15), .macOS(.v12)"))
        try scratch.write("New/Sources/Pages/Client.swift", client)
        for folder in ["Old", "Old/Sources/Pages"] {
            let run = runTool(["--rules", "datatask-async", scratch.path + "/" + folder])
            XCTAssertEqual(run.code, .changes, folder)
            XCTAssertTrue(run.output.contains("+    let (data, _) = try await URLSession.shared.backDeployedData(from: url)"), run.output)
        }
        // A file in none of the package's targets (an app's Xcode project beside them) is
        // not the package's: its deployment target is not known, and Apple's API is called.
        try scratch.write("Old/App/Client.swift", client)
        let app = runTool(["--rules", "datatask-async", scratch.path + "/Old/App"])
        XCTAssertEqual(app.code, .changes)
        XCTAssertTrue(app.output.contains("+    let (data, _) = try await URLSession.shared.data(from: url)"), app.output)
        for folder in ["New", "New/Sources/Pages"] {
            let run = runTool(["--rules", "datatask-async", scratch.path + "/" + folder])
            XCTAssertEqual(run.code, .changes, folder)
            XCTAssertTrue(run.output.contains("+    let (data, _) = try await URLSession.shared.data(from: url)"), run.output)
        }
    }

    /// A run on part of a target (one file or folder of it): a function other files of the
    /// target may call is left alone, with a warning naming them — its callers there would
    /// not follow, nor compile against an async function. A `fileprivate` one, whose callers
    /// are all in its file, and a run on the whole target migrate as before.
    func testARunOnPartOfATargetLeavesFunctionsOtherFilesMayCall() throws {
        let scratch = try Scratch()
        try scratch.write("Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(name: "Shop", platforms: [.iOS(.v15), .macOS(.v12)], targets: [.target(name: "Shop")])

            """)
        try scratch.write("Sources/Shop/Networking/Client.swift", """
            import Combine
            import Foundation

            final class Client {
                func page(url: URL) -> AnyPublisher<Data, Error> {
                    URLSession.shared.dataTaskPublisher(for: url).tryMap { try self.checked($0) }.eraseToAnyPublisher()
                }

                func checked(_ output: URLSession.DataTaskPublisher.Output) throws -> Data {
                    output.data
                }

                fileprivate func icon(url: URL) -> AnyPublisher<Data, Error> {
                    URLSession.shared.dataTaskPublisher(for: url).map(\\.data).mapError { $0 as Error }.eraseToAnyPublisher()
                }
            }

            """)
        try scratch.write("Sources/Shop/Feed/FeedModel.swift", """
            import Combine
            import Foundation

            final class FeedModel {
                let client = Client()
                var cancellables = Set<AnyCancellable>()

                func load(_ url: URL) {
                    client.page(url: url).retry(1).sink(receiveCompletion: { _ in }, receiveValue: { _ in }).store(in: &cancellables)
                }
            }

            """)
        let part = runTool(["--rules", "datatask-async", scratch.path + "/Sources/Shop/Networking"])
        XCTAssertEqual(part.code, .changes, part.error)
        XCTAssertFalse(part.output.contains("func page(url: URL) async throws"), part.output)
        XCTAssertTrue(part.output.contains("fileprivate func icon(url: URL) async throws -> Data"), part.output)
        XCTAssertTrue(
            part.error.contains(
                "Client.swift:5:5: warning: `page(url:)` may be called from `\(scratch.path)/Sources/Shop/Feed/FeedModel.swift` "
                    + "of Shop, which this run does not hold: run on the whole module to migrate it with its callers; left as it is "
                    + "[datatask-async]"), part.error)
        let whole = runTool(["--rules", "datatask-async", scratch.path])
        XCTAssertTrue(whole.output.contains("func page(url: URL) async throws -> Data"), whole.output)
        XCTAssertTrue(whole.output.contains("TaskPublisher { try await self.page(url: url) }"), whole.output)
        XCTAssertFalse(whole.error.contains("which this run does not hold"), whole.error)
    }

    func testRulesAndDisableSelectRules() throws {
        let scratch = try Scratch()
        try scratch.write("A.swift", unusedImport)
        XCTAssertEqual(runTool(["--check", "--disable", "import-cleanup", scratch.path]).code, .unchanged)
        XCTAssertEqual(runTool(["--check", "--rules", "import-cleanup", scratch.path]).code, .changes)
    }

    func testStandardInput() {
        let input = Array(unusedImport.utf8)
        let diff = runTool(["-", "--assume-filename", "Sources/Feed.swift"], input: input)
        XCTAssertEqual(diff.code, .changes)
        XCTAssertTrue(diff.output.hasPrefix("--- ./Sources/Feed.swift\n+++ ./Sources/Feed.swift\n"), diff.output)
        let write = runTool(["--write", "-"], input: input)
        XCTAssertEqual(write.code, .changes)
        XCTAssertEqual(write.output, unusedImportMigrated)
        let unchanged = runTool(["--write", "-"], input: Array(usedImport.utf8))
        XCTAssertEqual(unchanged.output, usedImport, "--write - always prints the source")
    }

    func testColor() throws {
        let scratch = try Scratch()
        try scratch.write("A.swift", unusedImport)
        let escape = "\u{1B}["
        XCTAssertTrue(runTool(["--color", "always", scratch.path]).output.contains(escape))
        XCTAssertFalse(runTool(["--color", "never", scratch.path], terminal: true).output.contains(escape))
        XCTAssertTrue(runTool([scratch.path], terminal: true).output.contains(escape), "auto on a terminal")
        XCTAssertFalse(runTool([scratch.path], terminal: false).output.contains(escape), "auto on a pipe")
        XCTAssertFalse(
            runTool([scratch.path], terminal: true, environment: ["NO_COLOR": "1"]).output.contains(escape),
            "NO_COLOR")
    }

    func testParallelAndSerialRunsPrintTheSameOutputInOrder() throws {
        let scratch = try Scratch()
        for i in 0..<150 { try scratch.write(String(format: "F%03d.swift", i), i % 3 == 0 ? usedImport : unusedImport) }
        let serial = runTool(["--jobs", "1", scratch.path])
        let parallel = runTool(["--jobs", "4", scratch.path])
        XCTAssertEqual(serial.output, parallel.output)
        XCTAssertEqual(serial.output.components(separatedBy: "+++ ").count - 1, 100)
    }

    func testJobsAreCappedAtTheCores() {
        XCTAssertEqual(Arguments.threads(forJobs: nil, cores: 8), 8)
        XCTAssertEqual(Arguments.threads(forJobs: 3, cores: 8), 3)
        XCTAssertEqual(Arguments.threads(forJobs: Int.max, cores: 8), 8)
        XCTAssertEqual(Arguments.threads(forJobs: 10_000_000, cores: 0), 1)
    }

    /// `--jobs` far beyond the machine: the same output as one job, in the time of a run (not
    /// a thread started per job). Run as a process with a deadline, so that a regression
    /// fails rather than hangs the suite.
    func testAHugeJobsValueRunsLikeAnyOther() throws {
        let scratch = try Scratch()
        for i in 0..<64 { try scratch.write(String(format: "F%03d.swift", i), unusedImport) }
        let tool = try builtTool()
        let serial = try shell(tool, ["--jobs", "1", "--check", "."], in: scratch.url)
        for jobs in ["10000000", String(Int.max)] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: tool)
            process.arguments = ["--jobs", jobs, "--check", "."]
            process.currentDirectoryURL = scratch.url
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = pipe
            try process.run()
            let deadline = Date().addingTimeInterval(60)
            while process.isRunning, Date() < deadline { usleep(20_000) }
            let finished = !process.isRunning
            if !finished { process.terminate() }
            let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            XCTAssertTrue(finished, "--jobs \(jobs) still running after 60 s")
            XCTAssertEqual(process.terminationStatus, serial.0)
            XCTAssertEqual(output, serial.1, "--jobs \(jobs)")
        }
    }

    func testTokensPrintsJSONLinesWithRegexAndDivisionTold() throws {
        let scratch = try Scratch()
        let regex = try scratch.write("Regex.swift", "let r = /[a-z]+/\n")
        let division = try scratch.write("Division.swift", "let x = a / b / c\n")
        let regexRun = runTool(["tokens", regex])
        XCTAssertEqual(regexRun.code, .unchanged)
        XCTAssertTrue(regexRun.output.contains(#"{"kind":"regexLiteral","offset":8,"length":8,"text":"/[a-z]+/"}"#), regexRun.output)
        let lines = runTool(["tokens", division]).output.split(separator: "\n")
        XCTAssertEqual(lines.count, 16)
        XCTAssertEqual(lines.filter { $0.contains(#""kind":"binaryOperator""#) && $0.contains(#""text":"/""#) }.count, 2)
        XCTAssertEqual(lines.first, #"{"kind":"keyword","offset":0,"length":3,"text":"let"}"#)
        XCTAssertEqual(lines.last, #"{"kind":"newline","offset":17,"length":1,"text":"\n"}"#)
        let verify = runTool(["tokens", "--verify", regex, division])
        XCTAssertEqual(verify.output, "ok 2 files, 35 bytes\n")
    }
}
