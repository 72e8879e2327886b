import Foundation
import XCTest

@testable import CommandLine

/// Discovery: every real file once, folder links not followed unless asked (and then no
/// loop), named paths always taken, only regular files opened, unreadable folders reported.
final class DiscoveryTests: XCTestCase {
    private func symlink(_ scratch: Scratch, _ relativePath: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(
            atPath: scratch.url.appendingPathComponent(relativePath).path, withDestinationPath: destination)
    }

    /// `a/loop -> ../a`: walked 40 levels deep before, each file scanned 41 times and
    /// written by two jobs at once.
    func testALinkBackToAParentIsNotFollowed() throws {
        let scratch = try Scratch()
        try scratch.write("a/A.swift", unusedImport)
        try symlink(scratch, "a/loop", to: "../a")
        let check = runTool(["--check", scratch.path])
        XCTAssertEqual(check.output, scratch.path + "/a/A.swift\n")
        XCTAssertTrue(check.error.contains("1 file scanned, 1 would change;"), check.error)
        let write = runTool(["--write", scratch.path])
        XCTAssertEqual(write.code, .changes)
        XCTAssertTrue(write.error.contains("1 file scanned, 1 changed;"), write.error)
        XCTAssertEqual(try scratch.readText("a/A.swift"), unusedImportMigrated)
    }

    func testFollowingLinksReportsTheLoopAndWalksEachFolderOnce() throws {
        let scratch = try Scratch()
        try scratch.write("a/A.swift", unusedImport)
        try scratch.write("b/B.swift", unusedImport)
        try symlink(scratch, "a/loop", to: "../a")
        try symlink(scratch, "a/toB", to: "../b")
        let (files, errors) = SourceFiles.discover([scratch.path], excludes: [], followSymlinks: true)
        XCTAssertEqual(files, [scratch.path + "/a/A.swift", scratch.path + "/a/toB/B.swift"], "b/ is walked once, through the link")
        XCTAssertEqual(errors, [.init(
            path: scratch.path + "/a/loop",
            reason: "symbolic link loop (it leads back to \(scratch.path)/a); not followed")])
        let run = runTool(["--check", "--follow-symlinks", scratch.path])
        XCTAssertEqual(run.code, .fileErrors)
        XCTAssertTrue(run.error.contains("/a/loop: error: symbolic link loop (it leads back to"), run.error)
        XCTAssertTrue(run.error.contains("2 files scanned, 2 would change, 1 could not be processed"), run.error)
    }

    func testLinksToFoldersAreSkippedInAWalkButTakenWhenNamed() throws {
        let scratch = try Scratch()
        let outside = try Scratch()
        try outside.write("Shared/S.swift", unusedImport)
        try scratch.write("App/A.swift", unusedImport)
        try symlink(scratch, "App/Shared", to: outside.path + "/Shared")
        XCTAssertEqual(SourceFiles.discover([scratch.path], excludes: []).files, [scratch.path + "/App/A.swift"])
        let named = scratch.path + "/App/Shared"
        XCTAssertEqual(SourceFiles.discover([named], excludes: []).files, [named + "/S.swift"])
        // So are hidden and build folders, and files of any name.
        try scratch.write(".hidden/H.swift", unusedImport)
        try scratch.write("Notes.txt", unusedImport)
        XCTAssertEqual(SourceFiles.discover([scratch.path + "/.hidden", scratch.path + "/Notes.txt"], excludes: []).files,
                       [scratch.path + "/.hidden/H.swift", scratch.path + "/Notes.txt"])
    }

    /// A file reached through a link, a hard link or two named paths is one file: listed
    /// once (the first path wins), so written once.
    func testEachFileIsListedOnce() throws {
        let scratch = try Scratch()
        let real = try scratch.write("Real.swift", unusedImport)
        try symlink(scratch, "Alias.swift", to: real)
        XCTAssertEqual(link(real, scratch.path + "/Hard.swift"), 0)
        // Past a folder's first regular file, one is known by `readdir`'s inode, not `lstat`.
        XCTAssertEqual(link(real, scratch.path + "/Zed.swift"), 0)
        XCTAssertEqual(SourceFiles.discover([scratch.path], excludes: []).files, [scratch.path + "/Alias.swift"])
        XCTAssertEqual(SourceFiles.discover([real, scratch.path], excludes: []).files, [real])
        let run = runTool(["--write", real, scratch.path])
        XCTAssertTrue(run.error.contains("1 file scanned, 1 changed;"), run.error)
        XCTAssertEqual(try scratch.readText("Real.swift"), unusedImportMigrated)
        XCTAssertTrue(FileManager.default.fileExists(atPath: scratch.path + "/Alias.swift"))
    }

    /// A FIFO named `*.swift` blocked the run forever: opening it for reading waits for a
    /// writer. It is reported, in a walk and when named, and never opened.
    func testAFIFOIsReportedAndNeverOpened() throws {
        let scratch = try Scratch()
        try scratch.write("A.swift", unusedImport)
        let fifo = scratch.path + "/Pipe.swift"
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)
        XCTAssertEqual(mkfifo(scratch.path + "/pipe.txt", 0o644), 0, "not a .swift name: not a candidate, not reported")
        for arguments in [["--check", scratch.path], ["--check", fifo, scratch.path + "/A.swift"]] {
            let run = runTool(arguments)
            XCTAssertEqual(run.code, .fileErrors, run.error)
            XCTAssertEqual(run.output, scratch.path + "/A.swift\n")
            XCTAssertTrue(run.error.hasPrefix("\(fifo): error: not a regular file; skipped\n"), run.error)
            XCTAssertTrue(run.error.contains("1 would change, 1 could not be processed"), run.error)
        }
        XCTAssertEqual(SourceFiles.contents(of: fifo), .failure(.init(path: fifo, reason: "not a regular file; skipped")))
        let inventory = runTool(["inventory", scratch.path])
        XCTAssertTrue(inventory.output.contains("\(fifo): error: not a regular file; skipped"), inventory.output)
    }

    func testADeviceIsNotRead() {
        XCTAssertEqual(SourceFiles.contents(of: "/dev/zero"), .failure(.init(path: "/dev/zero", reason: "not a regular file; skipped")))
        let run = runTool(["--check", "/dev/zero"])
        XCTAssertEqual(run.code, .fileErrors)
        XCTAssertTrue(run.error.hasPrefix("/dev/zero: error: not a regular file; skipped\n"), run.error)
    }

    func testAnUnreadableFolderIsReportedAndTheWalkGoesOn() throws {
        let scratch = try Scratch()
        try scratch.write("Locked/A.swift", unusedImport)
        try scratch.write("Open/B.swift", unusedImport)
        XCTAssertEqual(chmod(scratch.path, 0o755), 0)
        XCTAssertEqual(chmod(scratch.path + "/Locked", 0o000), 0)
        defer { chmod(scratch.path + "/Locked", 0o755) }
        let (status, output) = try runUnprivileged(["--check", "."], in: scratch.url)
        XCTAssertEqual(status, ExitCode.fileErrors.rawValue, output)
        XCTAssertTrue(output.contains("./Open/B.swift\n"), output)
        XCTAssertTrue(output.contains("./Locked: error: cannot read folder: permission denied\n"), output)
    }

    /// Read permission without search permission: the names can be listed, the files cannot
    /// be looked at. Not a folder with nothing to migrate: reported, exit 3.
    func testAFolderThatCanBeListedButNotEnteredIsReported() throws {
        let scratch = try Scratch()
        try scratch.write("Listed/A.swift", unusedImport)
        try scratch.write("Listed/Inner/C.swift", unusedImport)
        try scratch.write("Open/B.swift", unusedImport)
        XCTAssertEqual(chmod(scratch.path, 0o755), 0)
        XCTAssertEqual(chmod(scratch.path + "/Open", 0o777), 0)
        XCTAssertEqual(chmod(scratch.path + "/Open/B.swift", 0o666), 0)
        XCTAssertEqual(chmod(scratch.path + "/Listed", 0o644), 0)
        defer { chmod(scratch.path + "/Listed", 0o755) }
        let (status, output) = try runUnprivileged(["--check", "."], in: scratch.url)
        XCTAssertEqual(status, ExitCode.fileErrors.rawValue, output)
        XCTAssertTrue(output.contains("./Listed: error: cannot enter folder: permission denied; its files were skipped\n"), output)
        XCTAssertTrue(output.contains("./Open/B.swift\n"), output)
        XCTAssertTrue(output.contains("1 could not be processed"), output)
    }

    func testEntriesOfAFolderThatCannotBeListed() throws {
        let scratch = try Scratch()
        let file = try scratch.write("A.swift", unusedImport)
        XCTAssertEqual(SourceFiles.entries(of: file), .failure(.init(path: file, reason: "cannot read folder: not a directory")))
        var status = stat()
        XCTAssertEqual(lstat(file, &status), 0)
        // `readdir`'s inode is the one `lstat` gives.
        XCTAssertEqual(
            try SourceFiles.entries(of: scratch.path).get(),
            [.init(name: "A.swift", isRegularFile: true, inode: UInt64(truncatingIfNeeded: status.st_ino))])
    }
}
