import Foundation
import XCTest



/// A dry run's diff, applied with `git apply` or `patch -p0`, gives exactly what `--write`
/// writes — whatever the files are named (their names quoted in the headers as git does).
final class DiffApplicationTests: XCTestCase {
    private let files: [(String, [UInt8])] = [
        ("Sources/Plain.swift", Array(unusedImport.utf8)),
        ("Sources/Crlf.swift", Array(unusedImport.replacingOccurrences(of: "\n", with: "\r\n").utf8)),
        ("Sources/NoNewline.swift", Array("import Foundation\nimport Combine".utf8)),
        ("Sources/Bom.swift", [0xEF, 0xBB, 0xBF] + Array("import Combine\n\nlet x = 1\n".utf8)),
        ("Sources/Deep/Long.swift", Array(("import Foundation\nimport Combine\n" + (1...40).map { "let v\($0) = \($0)\n" }.joined()).utf8)),
        ("Sources/Kept.swift", Array(usedImport.utf8)),
        ("Sources/With Space.swift", Array(unusedImport.utf8)),
        ("Sources/A Folder/Inside.swift", Array(unusedImport.utf8)),
        ("Sources/Tab\tName.swift", Array(unusedImport.utf8)),
        ("Sources/New\nLine.swift", Array(unusedImport.utf8)),
        ("Sources/Quote\"Name.swift", Array(unusedImport.utf8)),
        ("Sources/Back\\slash.swift", Array(unusedImport.utf8)),
        ("Sources/Café.swift", Array(unusedImport.utf8)),
    ]

    private func assertDiffApplies(with tool: String, _ arguments: [String]) throws {
        guard FileManager.default.isExecutableFile(atPath: tool) else { throw XCTSkip("\(tool) is not installed") }
        let patched = try Scratch()
        let written = try Scratch()
        for (path, bytes) in files {
            try patched.write(path, bytes: bytes)
            try written.write(path, bytes: bytes)
        }
        // Relative paths, as a user runs it from the root of a repository.
        let previous = FileManager.default.currentDirectoryPath
        FileManager.default.changeCurrentDirectoryPath(patched.path)
        let dryRun = runTool(["Sources"])
        FileManager.default.changeCurrentDirectoryPath(written.path)
        let write = runTool(["--write", "Sources"])
        FileManager.default.changeCurrentDirectoryPath(previous)
        XCTAssertEqual(dryRun.code, .changes)
        XCTAssertEqual(write.code, .changes)

        if tool.hasSuffix("git") { try shell(tool, ["init", "-q", "."], in: patched.url) }
        let patchFile = patched.url.appendingPathComponent("changes.diff")
        try Data(dryRun.output.utf8).write(to: patchFile)
        let (status, log) = try shell(tool, arguments + [patchFile.path], in: patched.url)
        XCTAssertEqual(status, 0, log)
        XCTAssertFalse(log.contains("can't find file") || log.contains("Skipping"), log)
        for (path, _) in files {
            XCTAssertEqual(try patched.read(path), try written.read(path), "\(path) after \(tool)")
        }
    }

    func testGitApply() throws {
        try assertDiffApplies(with: "/usr/bin/git", ["apply", "--whitespace=nowarn"])
    }

    func testPatchMinusP0() throws {
        try assertDiffApplies(with: "/usr/bin/patch", ["-p0", "--quiet", "-i"])
    }
}
