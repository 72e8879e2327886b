import Foundation
import XCTest

@testable import CommandLine

/// `--write` never clobbers: a file changed while it was being migrated, a full disk and an
/// interruption all leave the original as it was and no temporary file behind; a written file
/// keeps its owner and group.
final class FileWriteTests: XCTestCase {
    private func assertNoTemporaryFiles(in scratch: Scratch, file: StaticString = #filePath, line: UInt = #line) throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: scratch.path)
        XCTAssertEqual(names.filter { $0.contains(".combine-migrate-") }, [], "temporary files left", file: file, line: line)
    }

    /// The test hook changes the file between the run's read and its rename, as an editor
    /// saving it would.
    func testAFileChangedOnDiskMeanwhileIsLeftUntouched() throws {
        let scratch = try Scratch()
        let path = try scratch.write("A.swift", unusedImport)
        try scratch.write("B.swift", unusedImport)
        let edited = unusedImport + "// saved by an editor meanwhile\n"
        var writer = FileWriter()
        writer.beforeRename = { written in
            if written == path { try? Data(edited.utf8).write(to: URL(fileURLWithPath: path)) }
        }
        let run = runTool(["--write", scratch.path], writer: writer)
        XCTAssertEqual(run.code, .fileErrors)
        XCTAssertTrue(run.error.contains("\(path): error: changed on disk while being migrated; left untouched\n"), run.error)
        XCTAssertTrue(run.error.contains("2 files scanned, 1 changed, 1 could not be processed"), run.error)
        XCTAssertEqual(try scratch.readText("A.swift"), edited)
        XCTAssertEqual(try scratch.readText("B.swift"), unusedImportMigrated)
        try assertNoTemporaryFiles(in: scratch)
    }

    /// Same size, same modification time, other bytes: the content hash tells.
    func testTheSnapshotComparesTheContent() throws {
        let scratch = try Scratch()
        let path = try scratch.write("A.swift", "let a = 1\n")
        let read = try SourceFiles.read(path).get()
        var times = [timespec(), timespec()]
        var status = stat()
        XCTAssertEqual(stat(path, &status), 0)
        try scratch.write("A.swift", "let b = 2\n")
        #if canImport(Darwin)
        times = [status.st_atimespec, status.st_mtimespec]
        #else
        times = [status.st_atim, status.st_mtim]
        #endif
        XCTAssertEqual(utimensat(AT_FDCWD, path, &times, 0), 0)
        let now = try SourceFiles.read(path).get().snapshot
        XCTAssertEqual(now.size, read.snapshot.size)
        XCTAssertEqual(now.modified, read.snapshot.modified)
        XCTAssertNotEqual(now, read.snapshot)
        XCTAssertEqual(FileWriter().replace(path, with: Array("let c = 3\n".utf8), readAs: read.snapshot),
                       .init(path: path, reason: "changed on disk while being migrated; left untouched"))
        XCTAssertEqual(try scratch.readText("A.swift"), "let b = 2\n")
    }

    /// A process that opened the file before the rename and writes to it after the last
    /// comparison writes into the inode the rename takes away: the run sees it through the
    /// original's descriptor, puts that inode back (the writer's bytes with it, and the writer
    /// still writing to the file at its name) and reports the file.
    func testAWriteToTheReplacedFileAfterTheComparisonIsNotLost() throws {
        let scratch = try Scratch()
        let path = try scratch.write("A.swift", unusedImport)
        try scratch.write("B.swift", unusedImport)
        let appender = open(path, O_WRONLY | O_APPEND)
        XCTAssertGreaterThanOrEqual(appender, 0)
        defer { close(appender) }
        var writer = FileWriter()
        writer.afterRename = { written in
            if written == path { Self.append("// late\n", to: appender) }
        }
        let run = runTool(["--write", scratch.path], writer: writer)
        XCTAssertEqual(run.code, .fileErrors)
        XCTAssertTrue(run.error.contains("\(path): error: changed on disk while being migrated; left untouched\n"), run.error)
        XCTAssertEqual(try scratch.readText("A.swift"), unusedImport + "// late\n")
        XCTAssertEqual(try scratch.readText("B.swift"), unusedImportMigrated)
        try assertNoTemporaryFiles(in: scratch)
        Self.append("// later\n", to: appender)
        XCTAssertEqual(try scratch.readText("A.swift"), unusedImport + "// late\n// later\n")
    }

    /// Written to both before and after the rename (an appender that opened the file on each
    /// side of it): only one can be kept, the later, and the report says what is lost.
    func testAChangeOnBothSidesOfTheRenameIsReported() throws {
        let scratch = try Scratch()
        let path = try scratch.write("A.swift", unusedImport)
        let appender = open(path, O_WRONLY | O_APPEND)
        defer { close(appender) }
        var writer = FileWriter()
        writer.afterRename = { _ in
            Self.append("// late\n", to: appender)
            let second = open(path, O_WRONLY | O_APPEND)
            Self.append("// on the new file\n", to: second)
            close(second)
        }
        let run = runTool(["--write", path], writer: writer)
        XCTAssertEqual(run.code, .fileErrors)
        XCTAssertTrue(run.error.contains("\(path): error: changed on disk while being migrated, and again after the rename: "
            + "the later change is kept, a write to the file as it was is lost\n"), run.error)
        XCTAssertEqual(try scratch.readText("A.swift"), unusedImportMigrated + "// on the new file\n")
        try assertNoTemporaryFiles(in: scratch)
    }

    private static func append(_ text: String, to fd: Int32) {
        let bytes = Array(text.utf8)
        XCTAssertEqual(write(fd, bytes, bytes.count), bytes.count)
    }

    /// Run as root (CI, a container), `--write` keeps a file's owner and group (and mode): the
    /// temporary file that replaces it would otherwise be root's. 4242:4343 need not exist.
    func testWriteKeepsTheOwnerAndGroup() throws {
        guard getuid() == 0 else { throw XCTSkip("changing a file's owner needs root") }
        let scratch = try Scratch()
        let path = try scratch.write("A.swift", unusedImport)
        XCTAssertEqual(chown(path, 4242, 4343), 0)
        XCTAssertEqual(chmod(path, 0o640), 0)
        let run = runTool(["--write", path])
        XCTAssertEqual(run.code, .changes, run.error)
        XCTAssertEqual(try scratch.readText("A.swift"), unusedImportMigrated)
        var status = stat()
        XCTAssertEqual(stat(path, &status), 0)
        XCTAssertEqual([status.st_uid, status.st_gid], [4242, 4343])
        XCTAssertEqual(status.st_mode & 0o7777, 0o640)
    }

    /// Where the owner cannot be kept (`fchown` refused), the file is left as it was.
    func testAFileWhoseOwnerCannotBeKeptIsLeftUntouched() throws {
        guard getuid() == 0 else { throw XCTSkip("giving a file another owner needs root") }
        let scratch = try Scratch()
        let path = try scratch.write("A.swift", unusedImport)
        XCTAssertEqual(chown(path, 4242, 4343), 0)
        var writer = FileWriter()
        writer.changeOwner = { _, _, _ in
            errno = EPERM
            return -1
        }
        let run = runTool(["--write", path], writer: writer)
        XCTAssertEqual(run.code, .fileErrors)
        XCTAssertTrue(run.error.contains("\(path): error: cannot give the rewritten file its owner and group (uid 4242, gid 4343): "
            + "operation not permitted; left untouched\n"), run.error)
        XCTAssertEqual(try scratch.readText("A.swift"), unusedImport)
        try assertNoTemporaryFiles(in: scratch)
    }

    /// ENOSPC half-way through the temporary file: the original stays, with a clear error.
    func testAFullDiskLeavesTheOriginal() throws {
        let scratch = try Scratch()
        let path = try scratch.write("A.swift", unusedImport)
        var writer = FileWriter()
        writer.writeBytes = { fd, buffer in
            guard buffer.count <= 4 else { return write(fd, buffer.baseAddress, 4) }
            errno = ENOSPC
            return -1
        }
        let run = runTool(["--write", path], writer: writer)
        XCTAssertEqual(run.code, .fileErrors)
        XCTAssertTrue(run.error.contains("\(path): error: cannot write: no space left on device; left untouched\n"), run.error)
        XCTAssertEqual(try scratch.readText("A.swift"), unusedImport)
        try assertNoTemporaryFiles(in: scratch)
    }

    /// The support file is created without clobbering a file that appears meanwhile.
    func testCreateDoesNotClobber() throws {
        let scratch = try Scratch()
        let path = scratch.path + "/New.swift"
        var writer = FileWriter()
        writer.beforeRename = { _ in try? Data("mine\n".utf8).write(to: URL(fileURLWithPath: path)) }
        XCTAssertEqual(writer.create(path, with: Array("theirs\n".utf8)),
                       .init(path: path, reason: "appeared while being written; left untouched"))
        XCTAssertEqual(try scratch.readText("New.swift"), "mine\n")
        XCTAssertEqual(FileWriter().create(path, with: []), .init(path: path, reason: "already exists; left untouched"))
        try assertNoTemporaryFiles(in: scratch)
        XCTAssertNil(FileWriter().create(scratch.path + "/Other.swift", with: Array("x\n".utf8)))
        let mode = try FileManager.default.attributesOfItem(atPath: scratch.path + "/Other.swift")[.posixPermissions] as? Int
        let mask = umask(0)
        umask(mask)
        XCTAssertEqual(mode, 0o666 & ~Int(mask))
    }

    /// SIGINT, SIGTERM, SIGHUP (the terminal closed) or SIGQUIT once a temporary file is
    /// complete (the binary's test hook): the run says how far it got, ends by that signal,
    /// the file is as it was, and no temporary file is left.
    func testAnInterruptedRunLeavesNoTemporaryFiles() throws {
        let tool = try builtTool()
        // SIGQUIT dumps core where core dumps are on; none is wanted here.
        var limit = rlimit()
        getrlimit(Int32(RLIMIT_CORE.rawValue), &limit)
        var none = rlimit(rlim_cur: 0, rlim_max: limit.rlim_max)
        setrlimit(Int32(RLIMIT_CORE.rawValue), &none)
        defer { setrlimit(Int32(RLIMIT_CORE.rawValue), &limit) }
        for (name, number) in [("INT", SIGINT), ("TERM", SIGTERM), ("HUP", SIGHUP), ("QUIT", SIGQUIT)] {
            let scratch = try Scratch()
            try scratch.write("A.swift", unusedImport)
            try scratch.write("B.swift", unusedImport)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: tool)
            process.arguments = ["--write", "--jobs", "1", scratch.path]
            process.environment = ["COMBINE_MIGRATE_TEST_SIGNAL_BEFORE_RENAME": name]
            process.standardOutput = FileHandle.nullDevice
            let errors = Pipe()
            process.standardError = errors
            try process.run()
            let error = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            XCTAssertEqual(process.terminationReason, .uncaughtSignal, name)
            XCTAssertEqual(process.terminationStatus, number, name)
            // The run may still report a file refused its write meanwhile, before or after it.
            XCTAssertTrue(error.contains("combine-migrate: interrupted after 0 of 2 files; each file is migrated or as it was\n"), "\(name): \(error)")
            XCTAssertEqual(try scratch.readText("A.swift"), unusedImport, name)
            XCTAssertEqual(try scratch.readText("B.swift"), unusedImport, "no write starts after the signal (\(name))")
            try assertNoTemporaryFiles(in: scratch)
        }
    }

    /// The handlers are in place only while files are written, and a signal ignored when the
    /// run started (a background job's SIGINT) stays ignored.
    func testSignalsAreHandledOnlyDuringTheRun() {
        func current() -> Int {
            let handler = signal(SIGINT, SIG_DFL)
            signal(SIGINT, handler)
            return unsafeBitCast(handler, to: Int.self)
        }
        let before = current()
        let during = Interruption.handlingSignals { current() }
        XCTAssertNotEqual(during, before)
        XCTAssertEqual(current(), before)
        let previous = signal(SIGINT, SIG_IGN)
        defer { signal(SIGINT, previous) }
        XCTAssertEqual(Interruption.handlingSignals { current() }, unsafeBitCast(SIG_IGN, to: Int.self))
        XCTAssertFalse(Interruption.isInterrupted)
    }
}
