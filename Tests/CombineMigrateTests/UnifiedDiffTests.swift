import Foundation
import XCTest
@testable import Output

final class UnifiedDiffTests: XCTestCase {
    struct Case {
        let name: String
        let old: String
        let new: String
        let context: Int
        /// Output lines without their final `\n`; the expected texts were produced by GNU `diff -u`.
        let expected: [String]

        init(_ name: String, old: String, new: String, context: Int = 3, expected: [String]) {
            self.name = name
            self.old = old
            self.new = new
            self.context = context
            self.expected = expected
        }

        var expectedText: String { expected.map { $0 + "\n" }.joined() }
    }

    // Generated with `diff -U<context> --label old.txt --label new.txt old new` (GNU diffutils 3.8).
    static let cases: [Case] = [
        Case("insertion", old: "a\nb\nc\nd\ne\n", new: "a\nb\nX\nc\nd\ne\n", expected: [
            "--- old.txt",
            "+++ new.txt",
            "@@ -1,5 +1,6 @@",
            " a",
            " b",
            "+X",
            " c",
            " d",
            " e",
        ]),
        Case("deletion", old: "a\nb\nc\nd\ne\n", new: "a\nb\nd\ne\n", expected: [
            "--- old.txt",
            "+++ new.txt",
            "@@ -1,5 +1,4 @@",
            " a",
            " b",
            "-c",
            " d",
            " e",
        ]),
        Case("changeAtStart", old: "1\n2\n3\n4\n5\n6\n7\n8\n", new: "one\n2\n3\n4\n5\n6\n7\n8\n", expected: [
            "--- old.txt",
            "+++ new.txt",
            "@@ -1,4 +1,4 @@",
            "-1",
            "+one",
            " 2",
            " 3",
            " 4",
        ]),
        Case("changeInMiddle", old: "1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n", new: "1\n2\n3\n4\nfive\n6\n7\n8\n9\n10\n", expected: [
            "--- old.txt",
            "+++ new.txt",
            "@@ -2,7 +2,7 @@",
            " 2",
            " 3",
            " 4",
            "-5",
            "+five",
            " 6",
            " 7",
            " 8",
        ]),
        Case("changeAtEnd", old: "1\n2\n3\n4\n5\n6\n7\n8\n", new: "1\n2\n3\n4\n5\n6\n7\neight\n", expected: [
            "--- old.txt",
            "+++ new.txt",
            "@@ -5,4 +5,4 @@",
            " 5",
            " 6",
            " 7",
            "-8",
            "+eight",
        ]),
        Case("emptyOld", old: "", new: "a\nb\n", expected: [
            "--- old.txt",
            "+++ new.txt",
            "@@ -0,0 +1,2 @@",
            "+a",
            "+b",
        ]),
        Case("emptyNew", old: "a\nb\n", new: "", expected: [
            "--- old.txt",
            "+++ new.txt",
            "@@ -1,2 +0,0 @@",
            "-a",
            "-b",
        ]),
        Case("emptyOldToNoNewline", old: "", new: "a", expected: [
            "--- old.txt",
            "+++ new.txt",
            "@@ -0,0 +1 @@",
            "+a",
            "\\ No newline at end of file",
        ]),
        Case("oldLacksNewline", old: "a\nb\nc", new: "a\nb\nc\n", expected: [
            "--- old.txt",
            "+++ new.txt",
            "@@ -1,3 +1,3 @@",
            " a",
            " b",
            "-c",
            "\\ No newline at end of file",
            "+c",
        ]),
        Case("newLacksNewline", old: "a\nb\nc\n", new: "a\nb\nc", expected: [
            "--- old.txt",
            "+++ new.txt",
            "@@ -1,3 +1,3 @@",
            " a",
            " b",
            "-c",
            "+c",
            "\\ No newline at end of file",
        ]),
        Case("bothLackNewlineContext", old: "a\nb\nc\nd", new: "a\nX\nc\nd", expected: [
            "--- old.txt",
            "+++ new.txt",
            "@@ -1,4 +1,4 @@",
            " a",
            "-b",
            "+X",
            " c",
            " d",
            "\\ No newline at end of file",
        ]),
        Case("bothLackNewlineChanged", old: "a\nb", new: "a\nc", expected: [
            "--- old.txt",
            "+++ new.txt",
            "@@ -1,2 +1,2 @@",
            " a",
            "-b",
            "\\ No newline at end of file",
            "+c",
            "\\ No newline at end of file",
        ]),
        Case("crlf", old: "a\r\nb\r\nc\r\n", new: "a\r\nB\r\nc\r\n", expected: [
            "--- old.txt",
            "+++ new.txt",
            "@@ -1,3 +1,3 @@",
            " a\r",
            "-b\r",
            "+B\r",
            " c\r",
        ]),
        Case("crlfToLf", old: "a\r\nb\r\nc\r\n", new: "a\nb\r\nc\n", expected: [
            "--- old.txt",
            "+++ new.txt",
            "@@ -1,3 +1,3 @@",
            "-a\r",
            "+a",
            " b\r",
            "-c\r",
            "+c",
        ]),
        Case("singleLine", old: "a\n", new: "b\n", expected: [
            "--- old.txt",
            "+++ new.txt",
            "@@ -1 +1 @@",
            "-a",
            "+b",
        ]),
        Case("farApart", old: "1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n11\n12\n13\n14\n15\n16\n17\n18\n19\n20\n", new: "1\n2\n3\nX\n5\n6\n7\n8\n9\n10\n11\nY\n13\n14\n15\n16\n17\n18\n19\n20\n", expected: [
            "--- old.txt",
            "+++ new.txt",
            "@@ -1,7 +1,7 @@",
            " 1",
            " 2",
            " 3",
            "-4",
            "+X",
            " 5",
            " 6",
            " 7",
            "@@ -9,7 +9,7 @@",
            " 9",
            " 10",
            " 11",
            "-12",
            "+Y",
            " 13",
            " 14",
            " 15",
        ]),
        Case("closeTogether", old: "1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n11\n12\n13\n14\n15\n16\n17\n18\n19\n20\n", new: "1\n2\n3\nX\n5\n6\n7\n8\n9\n10\nY\n12\n13\n14\n15\n16\n17\n18\n19\n20\n", expected: [
            "--- old.txt",
            "+++ new.txt",
            "@@ -1,14 +1,14 @@",
            " 1",
            " 2",
            " 3",
            "-4",
            "+X",
            " 5",
            " 6",
            " 7",
            " 8",
            " 9",
            " 10",
            "-11",
            "+Y",
            " 12",
            " 13",
            " 14",
        ]),
        Case("zeroContextInsertion", old: "a\nb\nc\n", new: "a\nb\nX\nc\n", context: 0, expected: [
            "--- old.txt",
            "+++ new.txt",
            "@@ -2,0 +3 @@",
            "+X",
        ]),
        Case("zeroContextDeletion", old: "a\nb\nc\n", new: "a\nc\n", context: 0, expected: [
            "--- old.txt",
            "+++ new.txt",
            "@@ -2 +1,0 @@",
            "-b",
        ]),
        Case("oneContextMerge", old: "1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n", new: "1\n2\nX\n4\nY\n6\n7\n8\n9\n10\n", context: 1, expected: [
            "--- old.txt",
            "+++ new.txt",
            "@@ -2,5 +2,5 @@",
            " 2",
            "-3",
            "+X",
            " 4",
            "-5",
            "+Y",
            " 6",
        ]),
        Case("identical", old: "a\nb\n", new: "a\nb\n", expected: []),
    ]

    private func diff(_ old: String, _ new: String, oldPath: String = "old.txt", newPath: String = "new.txt",
                      context: Int = 3, gitPrefixes: Bool = false, color: Bool = false) -> String {
        UnifiedDiff.make(old: Array(old.utf8), new: Array(new.utf8), oldPath: oldPath, newPath: newPath,
                         context: context, gitPrefixes: gitPrefixes, color: color)
    }

    func testMatchesGNUDiffOutput() {
        for testCase in Self.cases {
            XCTAssertEqual(diff(testCase.old, testCase.new, context: testCase.context), testCase.expectedText,
                           testCase.name)
        }
    }

    func testIdenticalInputsProduceEmptyDiff() {
        for text in ["", "a\n", "a\nb", "a\r\nb\r\n", "1\n2\n3\n"] {
            XCTAssertEqual(diff(text, text), "", text.debugDescription)
        }
    }

    func testGitPrefixes() {
        XCTAssertEqual(diff("a\n", "b\n", oldPath: "Sources/x.swift", newPath: "Sources/x.swift", gitPrefixes: true),
                       "--- a/Sources/x.swift\n+++ b/Sources/x.swift\n@@ -1 +1 @@\n-a\n+b\n")
    }

    func testColorWrapsEachLineAndResetsBeforeTerminator() {
        let (bold, cyan, red, green, reset) = ("\u{1B}[1m", "\u{1B}[36m", "\u{1B}[31m", "\u{1B}[32m", "\u{1B}[0m")
        XCTAssertEqual(diff("a\r\nb\r\nc", "a\r\nB\r\nd", color: true), [
            "\(bold)--- old.txt\(reset)\n",
            "\(bold)+++ new.txt\(reset)\n",
            "\(cyan)@@ -1,3 +1,3 @@\(reset)\n",
            " a\r\n",
            "\(red)-b\(reset)\r\n",
            "\(red)-c\(reset)\n\\ No newline at end of file\n",
            "\(green)+B\(reset)\r\n",
            "\(green)+d\(reset)\n\\ No newline at end of file\n",
        ].joined())
    }

    func testNoColorEmitsNoEscapes() {
        for testCase in Self.cases {
            XCTAssertFalse(diff(testCase.old, testCase.new).contains("\u{1B}"), testCase.name)
        }
    }

    func testNegativeContextIsTreatedAsZero() {
        XCTAssertEqual(diff("a\nb\nc\n", "a\nX\nc\n", context: -2),
                       diff("a\nb\nc\n", "a\nX\nc\n", context: 0))
    }

    /// Speed is measured by Scripts/output-scaling.sh, not asserted here.
    func testLargeFileWithFewChangesIsSplitIntoHunks() {
        let old = (1...10_000).map { "let value\($0) = \($0)\n" }
        var new = old
        new[10] = "changed\n"
        new.insert("inserted\n", at: 5_000)
        new.remove(at: 9_000)
        let patch = diff(old.joined(), new.joined())
        XCTAssertEqual(patch.split(separator: "\n").filter { $0.hasPrefix("@@ ") }.count, 3)
        XCTAssertTrue(patch.contains("@@ -8,7 +8,7 @@\n"))
    }

    func testCompletelyDifferentFilesAreFullReplacement() {
        let old = (1...3_000).map { "old \($0)\n" }.joined()
        let new = (1...2_000).map { "new \($0)\n" }.joined()
        let lines = diff(old, new).split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines[2], "@@ -1,3000 +1,2000 @@")
        XCTAssertEqual(lines.filter { $0.hasPrefix("-") && !$0.hasPrefix("---") }.count, 3_000)
        XCTAssertEqual(lines.filter { $0.hasPrefix("+") && !$0.hasPrefix("+++") }.count, 2_000)
    }

    // MARK: - Many sites in one file

    /// A file of `count` blocks whose one call line a rewrite turns into five (the shape of
    /// many sites migrated in one file), old and new, with the diff GNU `diff -u` prints for
    /// it: a hunk per block, built here from the line numbers.
    private static func manySites(_ count: Int) -> (old: String, new: String, expected: String) {
        func comments(_ k: Int) -> [String] { (1...6).map { "    /// f\(k), line \($0)\n" } }
        let oldSite = { (k: Int) in "        x\(k).sink { v in self.v\(k) = v }.store(in: &c)\n" }
        let newSite = { (k: Int) in [
            "        let stream\(k) = x\(k).values\n", "        Task {\n",
            "            for await v in stream\(k) { self.v\(k) = v }\n", "        }\n", "        .store(in: &c)\n",
        ] }
        var old = "", new = "", expected = "--- f.swift\n+++ f.swift\n"
        for k in 1...count {
            old += comments(k).joined() + "    func f\(k)() {\n" + oldSite(k) + "    }\n"
            new += comments(k).joined() + "    func f\(k)() {\n" + newSite(k).joined() + "    }\n"
            // Three lines of context before the call; after it, `}` and the next block's
            // first two comments (the last block: `}` only).
            let after = k < count ? ["    }\n"] + comments(k + 1).prefix(2) : ["    }\n"]
            expected += "@@ -\(9 * (k - 1) + 5),\(4 + after.count) +\(13 * (k - 1) + 5),\(8 + after.count) @@\n"
            expected += (comments(k).suffix(2) + ["    func f\(k)() {\n"]).map { " " + $0 }.joined()
            expected += "-" + oldSite(k) + newSite(k).map { "+" + $0 }.joined()
            expected += after.map { " " + $0 }.joined()
        }
        return (old, new, expected)
    }

    func testManySitesGiveAHunkEach() {
        let (old, new, expected) = Self.manySites(3_000)
        XCTAssertEqual(diff(old, new, oldPath: "f.swift", newPath: "f.swift"), expected)
    }

    /// The same shape without the comments between sites: one hunk, as GNU diff prints it
    /// (the lines every site repeats, `Task {` and `}`, must still pair up as GNU pairs them).
    func testManyAdjacentSitesMatchGNUDiff() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/diff") else { throw XCTSkip("/usr/bin/diff is not installed") }
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let (old, new, _) = Self.manySites(500)
        let strip = { (text: String) in text.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.contains("///") }.joined(separator: "\n") }
        let (oldText, newText) = (strip(old) + "}\n", strip(new) + "}\n")
        try Data(oldText.utf8).write(to: directory.appendingPathComponent("old"))
        try Data(newText.utf8).write(to: directory.appendingPathComponent("new"))
        let (status, gnu) = try run("/usr/bin/diff", ["-u", "--label", "f.swift", "--label", "f.swift", "old", "new"], in: directory)
        XCTAssertEqual(status, 1, gnu)
        XCTAssertEqual(diff(oldText, newText, oldPath: "f.swift", newPath: "f.swift"), gnu)
    }

    // MARK: - Applying the patches with real tools

    /// Every non-trivial table case plus a few extra shapes, as (name, old, new).
    private static var applyCases: [(String, String, String)] {
        cases.filter { $0.old != $0.new }.map { ($0.name, $0.old, $0.new) } + [
            ("crlfNoFinalNewline", "a\r\nb\r\nc", "a\r\nX\r\nc"),
            ("lfToCrlf", "a\nb\nc\n", "a\r\nb\r\nc\r\n"),
            ("addFinalNewlineToCrlf", "a\r\nb", "a\r\nb\r\n"),
            ("unicode", "café\nnaïve\n", "café\nnaïf 🎉\n"),
            ("replaceEverything", "1\n2\n3", "x\ny"),
        ]
    }

    func testGitApplyReproducesNewBytes() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try run("/usr/bin/git", ["init", "-q", "."], in: directory)
        for (name, old, new) in Self.applyCases {
            try assertPatchApplies(name: name, old: old, new: new, in: directory, gitPrefixes: true,
                                   tool: "/usr/bin/git", arguments: ["-c", "core.autocrlf=false", "apply", "patch.diff"])
        }
    }

    func testPatchP0ReproducesNewBytes() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/patch") else {
            throw XCTSkip("/usr/bin/patch is not installed")
        }
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for (name, old, new) in Self.applyCases {
            try assertPatchApplies(name: name, old: old, new: new, in: directory, gitPrefixes: false,
                                   tool: "/usr/bin/patch", arguments: patchArguments)
        }
    }

    /// Random edits exercise the diff algorithm on shapes no hand-written case covers.
    func testRandomEditsRoundTripThroughPatch() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/patch") else {
            throw XCTSkip("/usr/bin/patch is not installed")
        }
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var random = SplitMix64(seed: 42)
        for round in 0..<40 {
            // Only complete lines in the middle; an unterminated last line is added separately.
            let vocabulary = ["a\n", "b\n", "c\n", "d\r\n", "{\n", "}\n"]
            let old = (0..<Int(random.next() % 30)).map { _ in vocabulary[Int(random.next() % 6)] }
            var new = old
            for _ in 0..<Int(random.next() % 6) {
                let position = Int(random.next() % UInt64(new.count + 1))
                if random.next() % 2 == 0 || new.isEmpty {
                    new.insert(vocabulary[Int(random.next() % 6)], at: position)
                } else {
                    new.remove(at: min(position, new.count - 1))
                }
            }
            let oldTail = random.next() % 3 == 0 ? "tail" : ""
            let newTail = random.next() % 3 == 0 ? "tail" : ""
            try assertPatchApplies(name: "random \(round)", old: old.joined() + oldTail, new: new.joined() + newTail,
                                   in: directory, gitPrefixes: false, tool: "/usr/bin/patch",
                                   arguments: patchArguments)
        }
    }

    // MARK: - Helpers

    /// `-f` keeps GNU patch from asking questions when a patch looks reversed or creates a file.
    private let patchArguments = ["-p0", "-f", "--no-backup-if-mismatch", "-s", "-i", "patch.diff"]

    private func assertPatchApplies(name: String, old: String, new: String, in directory: URL, gitPrefixes: Bool,
                                    tool: String, arguments: [String]) throws {
        let file = directory.appendingPathComponent("file.txt")
        try Data(old.utf8).write(to: file)
        let patch = UnifiedDiff.make(old: Array(old.utf8), new: Array(new.utf8), oldPath: "file.txt",
                                     newPath: "file.txt", gitPrefixes: gitPrefixes)
        if old == new {
            XCTAssertEqual(patch, "", name)
            return
        }
        try Data(patch.utf8).write(to: directory.appendingPathComponent("patch.diff"))
        let (status, output) = try run(tool, arguments, in: directory)
        XCTAssertEqual(status, 0, "\(name): \(tool) failed: \(output)\n\(patch)")
        XCTAssertEqual(try Data(contentsOf: file), Data(new.utf8), "\(name): patched file differs\n\(patch)")
    }

    private func makeTemporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("UnifiedDiffTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @discardableResult
    private func run(_ executable: String, _ arguments: [String], in directory: URL) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.standardInput = FileHandle.nullDevice
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        // Drain before waiting so a chatty tool cannot block on a full pipe.
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }
}

/// A tiny seeded generator so the random round-trip test is reproducible.
private struct SplitMix64 {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// The line matching under the diff: the shortest edit within the budget, and past it (a
/// budget of 0 here) an anchored one that is still a correct alignment.
final class LineMatchingTests: XCTestCase {
    func testShortestWithinTheBudgetAndCorrectPastIt() {
        var random = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            let a = (0..<Int.random(in: 0...30, using: &random)).map { _ in Int.random(in: 0..<8, using: &random) }
            var b = a
            for _ in 0..<Int.random(in: 0...8, using: &random) {
                if !b.isEmpty, Bool.random(using: &random) { b.remove(at: Int.random(in: 0..<b.count, using: &random)) }
                else { b.insert(Int.random(in: 0..<8, using: &random), at: Int.random(in: 0...b.count, using: &random)) }
            }
            let shortest = a.count + b.count - 2 * Self.lcs(a, b)
            for budget in [UnifiedDiff.LineMatching.budget, 0] {
                let (changedA, changedB) = UnifiedDiff.LineMatching.changes(a, b, distinctLines: 8, budget: budget)
                let keptA = a.indices.filter { !changedA[$0] }.map { a[$0] }
                let keptB = b.indices.filter { !changedB[$0] }.map { b[$0] }
                XCTAssertEqual(keptA, keptB, "the lines kept pair up, in order: \(a) → \(b)")
                let changed = changedA.filter { $0 }.count + changedB.filter { $0 }.count
                if budget > 0 { XCTAssertEqual(changed, shortest, "\(a) → \(b)") } else { XCTAssertGreaterThanOrEqual(changed, shortest) }
            }
        }
    }

    private static func lcs(_ a: [Int], _ b: [Int]) -> Int {
        var row = [Int](repeating: 0, count: b.count + 1)
        for x in a {
            var diagonal = 0
            for j in b.indices {
                let above = row[j + 1]
                row[j + 1] = x == b[j] ? diagonal + 1 : max(row[j + 1], row[j])
                diagonal = above
            }
        }
        return row[b.count]
    }
}
