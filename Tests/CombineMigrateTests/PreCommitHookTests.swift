import Foundation
import XCTest

@testable import CommandLine

/// `.pre-commit-hooks.yaml` (for the pre-commit framework) and `Scripts/pre-commit` (a plain
/// git hook), the latter run for real in a temporary git repository.
final class PreCommitHookTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The hooks of `.pre-commit-hooks.yaml`, each as its `key: value` lines.
    private func hooks() throws -> [[String: String]] {
        let text = try String(contentsOf: Self.root.appendingPathComponent(".pre-commit-hooks.yaml"), encoding: .utf8)
        var hooks: [[String: String]] = []
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            var entry = line.trimmingCharacters(in: .whitespaces)
            if entry.hasPrefix("- ") {
                hooks.append([:])
                entry.removeFirst(2)
            }
            guard let colon = entry.firstIndex(of: ":"), !hooks.isEmpty else { continue }
            hooks[hooks.count - 1][String(entry[..<colon])] = entry[entry.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return hooks
    }

    func testHooksFileDeclaresARewritingAndACheckingHook() throws {
        let hooks = try hooks()
        XCTAssertEqual(hooks.map { $0["id"] }, ["combine-migrate", "combine-migrate-check"])
        let modes: [Options.Mode] = [.write, .check]
        for (hook, mode) in zip(hooks, modes) {
            XCTAssertEqual(hook["language"], "swift")
            XCTAssertEqual(hook["types"], "[swift]")
            let entry = try XCTUnwrap(hook["entry"]).split(separator: " ").map(String.init)
            XCTAssertEqual(entry.first, "combine-migrate", "the executable product pre-commit puts on PATH")
            // pre-commit appends the file names to the entry.
            let options = try Options.parse(Array(entry.dropFirst()) + ["Sources/A.swift"])
            XCTAssertEqual(options.mode, mode)
            XCTAssertEqual(options.paths, ["Sources/A.swift"])
        }
    }

    // MARK: - Scripts/pre-commit in a git repository

    private struct Repository {
        let scratch: Scratch
        let environment: [String: String]

        @discardableResult
        func run(_ arguments: [String], environment extra: [String: String] = [:]) throws -> (status: Int32, output: String) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = arguments
            process.currentDirectoryURL = scratch.url
            process.environment = environment.merging(extra) { $1 }
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = pipe
            process.standardInput = FileHandle.nullDevice
            try process.run()
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return (process.terminationStatus, String(decoding: data, as: UTF8.self))
        }

        func git(_ arguments: String...) throws {
            let result = try run(["git"] + arguments)
            XCTAssertEqual(result.status, 0, "git \(arguments): \(result.output)")
        }

        func hook(_ extra: [String: String] = [:]) throws -> (status: Int32, output: String) {
            try run(["sh", PreCommitHookTests.root.appendingPathComponent("Scripts/pre-commit").path], environment: extra)
        }
    }

    private func repository() throws -> Repository {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/git") || FileManager.default.isExecutableFile(atPath: "/bin/git") else {
            throw XCTSkip("git is not installed")
        }
        var environment = ProcessInfo.processInfo.environment
        environment["COMBINE_MIGRATE"] = try builtTool()
        environment["GIT_CONFIG_NOSYSTEM"] = "1"
        environment["GIT_CONFIG_GLOBAL"] = "/dev/null"
        for key in ["GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE", "COMBINE_MIGRATE_HOOK"] { environment[key] = nil }
        let repository = Repository(scratch: try Scratch(), environment: environment)
        try repository.git("init", "-q")
        try repository.git("config", "user.email", "dev@example.com")
        try repository.git("config", "user.name", "Dev")
        return repository
    }

    func testChecksTheStagedContentOfStagedSwiftFilesOnly() throws {
        let repo = try repository()
        try repo.scratch.write("Sources/A.swift", unusedImport)
        try repo.scratch.write("Sources/With Space.swift", unusedImport)
        try repo.scratch.write("Sources/notes.txt", unusedImport)
        try repo.scratch.write("Untracked.swift", unusedImport)
        try repo.git("add", "Sources")

        let failing = try repo.hook()
        XCTAssertEqual(failing.status, 1, failing.output)
        XCTAssertTrue(failing.output.contains("--- ./Sources/A.swift\n+++ ./Sources/A.swift\n"), failing.output)
        XCTAssertTrue(failing.output.contains("--- ./Sources/With Space.swift\t\n+++ ./Sources/With Space.swift\t\n"), failing.output)
        XCTAssertFalse(failing.output.contains("Untracked") || failing.output.contains("notes.txt"), failing.output)
        XCTAssertTrue(failing.output.contains("combine-migrate: 2 files scanned, 2 would change"), failing.output)
        XCTAssertEqual(try repo.scratch.readText("Sources/A.swift"), unusedImport, "a check writes nothing")

        // Staged: the migrated text. Working tree: the old one again. The staged content counts.
        try repo.scratch.write("Sources/A.swift", unusedImportMigrated)
        try repo.scratch.write("Sources/With Space.swift", unusedImportMigrated)
        try repo.git("add", "Sources")
        try repo.scratch.write("Sources/A.swift", unusedImport)
        let passing = try repo.hook()
        XCTAssertEqual(passing.status, 0, passing.output)
        try repo.git("commit", "-q", "-m", "first")

        // Nothing staged that ends in .swift: nothing runs.
        try repo.scratch.write("README.txt", "hello\n")
        try repo.git("add", "README.txt")
        XCTAssertEqual(try repo.hook().status, 0)
    }

    func testWriteModeRewritesTheStagedFilesAndFailsUntilTheyAreAdded() throws {
        let repo = try repository()
        try repo.scratch.write("A.swift", unusedImport)
        try repo.scratch.write("Untracked.swift", unusedImport)
        try repo.git("add", "A.swift")
        let rewrite = try repo.hook(["COMBINE_MIGRATE_HOOK": "write"])
        XCTAssertEqual(rewrite.status, 1, rewrite.output)
        XCTAssertTrue(rewrite.output.contains("rewrote staged files"), rewrite.output)
        XCTAssertEqual(try repo.scratch.readText("A.swift"), unusedImportMigrated)
        XCTAssertEqual(try repo.scratch.readText("Untracked.swift"), unusedImport, "only staged files")
        try repo.git("add", "A.swift")
        XCTAssertEqual(try repo.hook(["COMBINE_MIGRATE_HOOK": "write"]).status, 0)
    }

    func testInstalledAsAGitHookItStopsTheCommit() throws {
        let repo = try repository()
        let hook = repo.scratch.url.appendingPathComponent(".git/hooks/pre-commit")
        try FileManager.default.copyItem(at: Self.root.appendingPathComponent("Scripts/pre-commit"), to: hook)
        try repo.scratch.write("A.swift", unusedImport)
        try repo.git("add", "A.swift")
        let refused = try repo.run(["git", "commit", "-m", "add A"])
        XCTAssertNotEqual(refused.status, 0, refused.output)
        XCTAssertTrue(refused.output.contains("-import Combine"), refused.output)
        try repo.scratch.write("A.swift", unusedImportMigrated)
        try repo.git("add", "A.swift")
        try repo.git("commit", "-q", "-m", "add A")
    }

    func testMissingToolIsReported() throws {
        let repo = try repository()
        try repo.scratch.write("A.swift", unusedImport)
        try repo.git("add", "A.swift")
        let result = try repo.hook(["COMBINE_MIGRATE": "/nonexistent/combine-migrate"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.output.contains("'/nonexistent/combine-migrate' not found"), result.output)
    }
}
