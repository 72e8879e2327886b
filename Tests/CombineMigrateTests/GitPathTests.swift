import Foundation
import XCTest

@testable import Output

/// Paths printed as git prints them: in diff headers and in `--check` (`-z`: as they are).
final class GitPathTests: XCTestCase {
    /// Names that need git's quoting, with how git prints them.
    static let names: [(name: String, quoted: String)] = [
        ("Sources/A.swift", "Sources/A.swift"),
        ("Sources/With Space.swift", "Sources/With Space.swift"),
        ("Sources/Tab\there.swift", #""Sources/Tab\there.swift""#),
        ("New\nline.swift", #""New\nline.swift""#),
        ("Quote\"d.swift", #""Quote\"d.swift""#),
        ("Back\\slash.swift", #""Back\\slash.swift""#),
        ("café.swift", #""caf\303\251.swift""#),
        ("a b\tc.swift", #""a b\tc.swift""#),
        ("bell\u{7}del\u{7F}one\u{1}.swift", #""bell\adel\177one\001.swift""#),
    ]

    func testQuotesAsGitDoes() {
        for (name, quoted) in Self.names {
            XCTAssertEqual(GitPath.quoted(name), quoted, name.debugDescription)
        }
    }

    /// git's diff.c: a tab after a name that holds a space, so that `patch` reads it whole.
    func testDiffHeadersEndANameWithASpaceWithATab() {
        let diff = { (path: String) in
            UnifiedDiff.make(old: Array("a\n".utf8), new: Array("b\n".utf8), oldPath: path, newPath: path)
                .split(separator: "\n", maxSplits: 2).prefix(2).joined(separator: "\n")
        }
        XCTAssertEqual(diff("./A.swift"), "--- ./A.swift\n+++ ./A.swift")
        XCTAssertEqual(diff("./With Space.swift"), "--- ./With Space.swift\t\n+++ ./With Space.swift\t")
        XCTAssertEqual(diff("./Tab\there.swift"), #"--- "./Tab\there.swift""# + "\n" + #"+++ "./Tab\there.swift""#)
        XCTAssertEqual(diff("./a b\tc.swift"), #"--- "./a b\tc.swift""# + "\t\n" + #"+++ "./a b\tc.swift""# + "\t")
        XCTAssertEqual(
            UnifiedDiff.make(old: Array("a\n".utf8), new: Array("b\n".utf8), oldPath: "x y", newPath: "x y", gitPrefixes: true)
                .hasPrefix("--- a/x y\t\n+++ b/x y\t\n"), true)
    }

    /// The table above against git itself: `git ls-files` in a repository of those files.
    func testQuotingMatchesGitLsFiles() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/git") else { throw XCTSkip("git is not installed") }
        let scratch = try Scratch()
        for (name, _) in Self.names { try scratch.write(name, "x\n") }
        try shell("/usr/bin/git", ["init", "-q", "."], in: scratch.url)
        try shell("/usr/bin/git", ["add", "."], in: scratch.url)
        let (status, listed) = try shell("/usr/bin/git", ["-c", "core.quotePath=true", "ls-files"], in: scratch.url)
        XCTAssertEqual(status, 0, listed)
        XCTAssertEqual(Set(listed.split(separator: "\n").map(String.init)), Set(Self.names.map(\.quoted)))
    }

    /// `--check` prints one path a line, quoted as `git diff --name-only` quotes it; with
    /// `-z`, each path as it is, followed by a NUL, as git's `-z`.
    func testCheckQuotesPathsAndZEndsThemWithNUL() throws {
        let scratch = try Scratch()
        let paths = try Self.names.map { try scratch.write("Sources/" + $0.name, unusedImport) }
        let lines = runTool(["--check", scratch.path])
        XCTAssertEqual(lines.code, .changes)
        XCTAssertEqual(lines.output.split(separator: "\n").count, paths.count, lines.output)
        XCTAssertEqual(Set(lines.output.split(separator: "\n").map(String.init)), Set(paths.map(GitPath.quoted)))
        XCTAssertTrue(lines.output.contains("\"" + scratch.path + #"/Sources/caf\303\251.swift""# + "\n"), lines.output)

        let nul = runTool(["--check", "-z", scratch.path])
        XCTAssertEqual(nul.code, .changes)
        XCTAssertTrue(nul.output.hasSuffix("\0"))
        XCTAssertEqual(Set(nul.output.split(separator: "\0").map(String.init)), Set(paths))
        XCTAssertEqual(nul.output.split(separator: "\0").count, paths.count)

        for arguments in [["-z", scratch.path], ["--write", "-z", scratch.path], ["--check", "-z", "--format", "json", scratch.path]] {
            let run = runTool(arguments)
            XCTAssertEqual(run.code, .usageError, "\(arguments)")
            XCTAssertTrue(run.error.contains("'-z'"), run.error)
        }
    }
}
