import Foundation
import XCTest

@testable import CommandLine
@testable import Support

/// What a person at a terminal sees on standard error: coloured diagnostics, a progress
/// line on long runs, and the summary line — and what a pipe gets instead.
final class TerminalOutputTests: XCTestCase {
    private let escape = "\u{1B}["
    /// A warning (a misspelled directive) and a note (an import sharing its line).
    private let warningAndNote = "// combine-migrate:disable-nextline\n/* x */ import Combine\nlet x = 1\n"

    func testDiagnosticsAreColouredOnATerminal() throws {
        let scratch = try Scratch()
        let path = try scratch.write("A.swift", warningAndNote)
        let missing = scratch.path + "/Missing.swift"
        let run = runTool(["--verbose", path, missing], terminal: true)
        XCTAssertTrue(run.error.contains("\u{1B}[1m\(path):1:1:\u{1B}[0m \u{1B}[1;33mwarning\u{1B}[0m: unknown directive"), run.error)
        XCTAssertTrue(run.error.contains("\u{1B}[1m\(path):2:9:\u{1B}[0m \u{1B}[1;36mnote\u{1B}[0m: `import`"), run.error)
        XCTAssertTrue(run.error.contains("\u{1B}[1m\(missing):\u{1B}[0m \u{1B}[1;31merror\u{1B}[0m: no such file"), run.error)
    }

    func testNoColourOnAPipeWithNoColorOrNever() throws {
        let scratch = try Scratch()
        let path = try scratch.write("A.swift", warningAndNote)
        XCTAssertFalse(runTool(["--verbose", path], terminal: false).error.contains(escape), "a pipe")
        XCTAssertFalse(runTool(["--verbose", path], terminal: true, environment: ["NO_COLOR": "1"]).error.contains(escape), "NO_COLOR")
        XCTAssertFalse(runTool(["--verbose", "--color", "never", path], terminal: true).error.contains(escape), "--color never")
        let always = runTool(["--verbose", "--color", "always", path], terminal: false)
        XCTAssertTrue(always.error.contains("\u{1B}[1;33mwarning"), "--color always")
        XCTAssertTrue(always.error.contains("\(path):1:1:"), always.error)
    }

    func testProgressOnATerminalForLongRunsOnly() throws {
        let scratch = try Scratch()
        for i in 0..<(Progress.threshold + 10) { try scratch.write(String(format: "F%03d.swift", i), unusedImport) }
        let total = Progress.threshold + 10
        let run = runTool(["--check", scratch.path], terminal: true)
        XCTAssertTrue(run.error.contains("\r\u{1B}[K[1/\(total)] \(scratch.path)/F"), "drawn from the first file")
        XCTAssertTrue(run.error.contains("[\(total)/\(total)] "), "and at the last")
        XCTAssertTrue(run.error.hasSuffix("\r\u{1B}[Kcombine-migrate: \(total) files scanned, \(total) would change; import-cleanup: \(total) to migrate\n"),
                      "cleared before the summary: \(run.error.suffix(200))")
        XCTAssertEqual(run.output.split(separator: "\n").count, total, "standard output is untouched")

        XCTAssertFalse(runTool(["--check", scratch.path], terminal: false).error.contains("\r"), "none on a pipe")
        XCTAssertFalse(runTool(["--check", "--quiet", scratch.path], terminal: true).error.contains("\r"), "none with --quiet")
        let short = try Scratch()
        for i in 0..<Progress.threshold { try short.write("F\(i).swift", unusedImport) }
        XCTAssertFalse(runTool(["--check", short.path], terminal: true).error.contains("\r"), "none for \(Progress.threshold) files")
    }

    func testProgressLineFitsOnALine() {
        XCTAssertEqual(Progress.line(done: 3, total: 70, path: "Sources/A.swift"), "[3/70] Sources/A.swift")
        let long = Progress.line(done: 3, total: 70, path: String(repeating: "d/", count: 60) + "File.swift")
        XCTAssertEqual(long.count, Progress.width)
        XCTAssertTrue(long.hasPrefix("[3/70] …") && long.hasSuffix("/File.swift"), long)
    }

    func testSummaryCountsFilesSitesMigratedAndKeptPerRule() throws {
        let scratch = try Scratch()
        try scratch.write("Search.swift", """
            import Combine

            @MainActor final class Search {
                var cancellables = Set<AnyCancellable>()
                func bind(_ query: AnyPublisher<String, Never>) {
                    query.receive(on: DispatchQueue.main).sink { print($0) }.store(in: &cancellables)
                    query.receive(on: DispatchQueue.main).sink { print($0) }.store(in: &cancellables)
                    query.debounce(for: 0.3, scheduler: DispatchQueue.main).sink { print($0) }.store(in: &cancellables)
                }
            }

            """)
        try scratch.write("Loader.swift", unusedImport)
        try scratch.write("Used.swift", usedImport)
        try scratch.addSupportFile()
        let dryRun = runTool([scratch.path])
        XCTAssertTrue(dryRun.error.hasSuffix(
            "combine-migrate: 4 files scanned, 2 would change; import-cleanup: 1 to migrate; "
                + "receive-main-actor: 2 to migrate, 1 kept (1 note not shown; use --verbose)\n"), dryRun.error)
        XCTAssertTrue(runTool(["--verbose", scratch.path]).error.hasSuffix("receive-main-actor: 2 to migrate, 1 kept\n"))
        let write = runTool(["--write", scratch.path])
        XCTAssertTrue(write.error.hasSuffix(
            "combine-migrate: 4 files scanned, 2 changed; import-cleanup: 1 migrated; receive-main-actor: 2 migrated, 1 kept (1 note not shown; use --verbose)\n"),
            write.error)
        XCTAssertEqual(runTool(["--quiet", scratch.path]).error, "", "--quiet: no summary")
    }

    /// A note about a rewritten test (its class stops at the first failure, which an async
    /// test cannot) is shown with --verbose and counted among the notes, never as a kept site.
    func testANoteAboutARewriteIsNoKeptSite() throws {
        let scratch = try Scratch()
        try scratch.write("Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(name: "App", platforms: [.iOS(.v15), .macOS(.v12)], targets: [.testTarget(name: "ProfileTests")])

            """)
        try scratch.write("Tests/ProfileTests/ProfileTests.swift", """
            import Combine
            import XCTest

            class StrictTestCase: XCTestCase {
                override func setUp() {
                    super.setUp()
                    continueAfterFailure = false
                }
            }

            final class ProfileTests: StrictTestCase {
                func testName() {
                    let name = PassthroughSubject<String, Never>()
                    let exp = expectation(description: "name")
                    var subscriptions = Set<AnyCancellable>()
                    name.receive(on: DispatchQueue.main).sink { value in
                        XCTAssertEqual(value, "Ada")
                        exp.fulfill()
                    }.store(in: &subscriptions)
                    name.send("Ada")
                    wait(for: [exp], timeout: 1)
                }
            }

            """)
        try scratch.write("Tests/ProfileTests/CombineMigrateSupport.swift", SupportFile.text())
        let quiet = runTool(["--rules", "expectation-async", scratch.path])
        XCTAssertTrue(quiet.error.hasSuffix("expectation-async: 1 to migrate (1 note not shown; use --verbose)\n"), quiet.error)
        let verbose = runTool(["--verbose", "--rules", "expectation-async", scratch.path])
        XCTAssertTrue(verbose.error.contains("note: made an async test, which goes on after a failed assertion"), verbose.error)
        XCTAssertTrue(verbose.error.hasSuffix("expectation-async: 1 to migrate\n"), verbose.error)
    }
}
