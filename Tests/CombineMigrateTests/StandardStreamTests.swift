import Foundation
import XCTest

@testable import CommandLine

/// Standard output or error full, closed or read by a reader that stops early: the run never
/// traps, goes on (every file of a `--write` run migrated or untouched, no temporary file
/// left), and ends with an error and exit status 4 — or, when the reader only stopped
/// (`| head`), quietly with the run's own status.
final class StandardStreamTests: XCTestCase {
    /// Runs the built binary through `/bin/sh`, with `redirection` applied to it (`>/dev/full`,
    /// `>&-`) and its standard output piped into `pipe` (`| head -c 100`); its status
    /// (`128 + n` when killed by signal n) and standard error.
    private func runBuilt(
        _ arguments: [String], redirection: String = "", pipe: String = "", in scratch: Scratch
    ) throws -> (status: Int32, error: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        let script = #"{ "$0" "$@" 2>"$ERRORS" "# + redirection + #"; echo $? >"$STATUS"; } "# + pipe
        process.arguments = ["-c", script, try builtTool()] + arguments
        process.currentDirectoryURL = scratch.url
        process.environment = ["ERRORS": scratch.path + "/errors.txt", "STATUS": scratch.path + "/status.txt"]
        try process.run()
        process.waitUntilExit()
        let status = try XCTUnwrap(Int32(scratch.readText("status.txt").trimmingCharacters(in: .whitespacesAndNewlines)))
        let error = try scratch.readText("errors.txt")
        for name in ["errors.txt", "status.txt"] { try FileManager.default.removeItem(atPath: scratch.path + "/" + name) }
        return (status, error)
    }

    /// Files to migrate, each with a long line that its diff shows as context.
    private func sources(_ count: Int, in scratch: Scratch) throws -> [String] {
        let long = "// " + String(repeating: "x", count: 1000) + "\n"
        return try (0..<count).map { index in
            try scratch.write("Sources/F\(index).swift", "import Combine\n" + long + "import Foundation\n\nfunc f\(index)() -> Int { 1 }\n")
            return "Sources/F\(index).swift"
        }
    }

    private func assertMigratedWithNoTemporaryFiles(_ files: [String], in scratch: Scratch, _ message: String) throws {
        for file in files {
            let text = try scratch.readText(file)
            XCTAssertFalse(text.hasPrefix("import Combine"), "\(file) not migrated (\(message))")
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: scratch.path + "/Sources")
        XCTAssertEqual(names.filter { $0.contains(".combine-migrate-") }, [], "temporary files left (\(message))")
    }

    /// `--write --format json` prints a line per file on standard output: full (`/dev/full`)
    /// or closed, every file is still migrated, and the run ends with the error and status 4.
    func testAFullOrClosedStandardOutputEndsWithAnErrorAfterWritingEveryFile() throws {
        let cases = [
            (">/dev/full", "cannot write to standard output: no space left on device"),
            (">&-", "cannot write to standard output: bad file descriptor"),
        ]
        for (redirection, message) in cases {
            let scratch = try Scratch()
            let files = try sources(40, in: scratch)
            let run = try runBuilt(["--write", "--format", "json", "--jobs", "2", "Sources"], redirection: redirection, in: scratch)
            XCTAssertEqual(run.status, 4, "\(redirection): \(run.error)")
            XCTAssertTrue(run.error.contains("combine-migrate: error: \(message)\n"), "\(redirection): \(run.error)")
            try assertMigratedWithNoTemporaryFiles(files, in: scratch, redirection)
        }
    }

    /// Standard error full: nothing can say so, but the status does, and the files are written.
    func testAFullStandardErrorEndsWithStatus4() throws {
        let scratch = try Scratch()
        let files = try sources(5, in: scratch)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", #""$0" "$@" 2>/dev/full"#, try builtTool(), "--write", "Sources"]
        process.currentDirectoryURL = scratch.url
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 4)
        try assertMigratedWithNoTemporaryFiles(files, in: scratch, "2>/dev/full")
    }

    /// A dry run read by `head`, which stops long before the diff's end: no signal, no error,
    /// the run's own status (1: changes found).
    func testAReaderThatStopsEarlyEndsTheRunQuietly() throws {
        let scratch = try Scratch()
        _ = try sources(200, in: scratch)
        let run = try runBuilt(["--jobs", "2", "Sources"], pipe: "| head -c 100 >/dev/null", in: scratch)
        XCTAssertEqual(run.status, 1, run.error)
        XCTAssertFalse(run.error.contains("error"), run.error)
        XCTAssertTrue(run.error.contains("combine-migrate: 200 files scanned, 200 would change"), run.error)
    }

    /// The same through `MigrateCommand.run` with a console whose standard output fails:
    /// every file written, the reason on standard error, status 4; a reader that went away
    /// (EPIPE) ends the run with its own status and nothing said.
    func testAFailingStandardOutputIsReportedAtTheEnd() throws {
        for (failure, code, message) in [
            (ENOSPC, ExitCode.outputError, "combine-migrate: error: cannot write to standard output: no space left on device\n"),
            (EPIPE, ExitCode.changes, nil),
        ] {
            let scratch = try Scratch()
            let files = try sources(3, in: scratch)
            let (capture, captured) = Console.capturing()
            let console = Console(output: ConsoleStream { _ in errno = failure; return -1 }, error: capture.error)
            let result = MigrateCommand.run(
                arguments: ["--write", "--format", "json", scratch.path + "/Sources"], environment: [:], console: console)
            XCTAssertEqual(result, code, captured.error)
            if let message {
                XCTAssertTrue(captured.error.hasSuffix(message), captured.error)
            } else {
                XCTAssertFalse(captured.error.contains("error"), captured.error)
            }
            XCTAssertTrue(captured.error.contains("3 files scanned, 3 changed"), captured.error)
            try assertMigratedWithNoTemporaryFiles(files, in: scratch, "errno \(failure)")
        }
    }

    /// A stream writes everything through partial writes and EINTR, and nothing after a failure.
    func testAStreamWritesWholeAndStopsAtTheFirstFailure() {
        let written = CapturedOutput()
        let calls = Tally()
        let stream = ConsoleStream { bytes in
            calls.add()
            switch calls.count {
            case 2: errno = EINTR; return -1
            case 7: errno = EIO; return -1
            default: return written.append(output: UnsafeRawBufferPointer(rebasing: bytes.prefix(3)))
            }
        }
        stream.write("abcdefghij")
        XCTAssertEqual(written.output, "abcdefghij")
        XCTAssertNil(stream.failure)
        stream.write("klmnop")
        XCTAssertEqual(stream.failure, EIO)
        stream.write("qrs")
        XCTAssertEqual(written.output, "abcdefghijklm")
        XCTAssertEqual(calls.count, 7, "no write after the failure")
    }

    /// As an editor filter, input the run cannot process comes back unchanged, byte for byte:
    /// an editor that replaces its buffer with standard output keeps it.
    func testFilterModeEchoesInputItCannotProcess() throws {
        let input: [UInt8] = Array("import Combine\nlet s = \"".utf8) + [0xFF, 0xFE, 0x80] + Array("\"\n".utf8)
        let (console, captured) = Console.capturing(input: input)
        XCTAssertEqual(MigrateCommand.run(arguments: ["--write", "-"], environment: [:], console: console), .fileErrors)
        XCTAssertTrue(captured.error.contains("<stdin>: error: not valid UTF-8 (byte 24); left untouched"), captured.error)
        XCTAssertEqual(captured.outputBytes, input)
    }

    /// `tokens` on a file that is not UTF-8 text: an error naming it and why, status 3, and the
    /// other files still listed.
    func testTokensReportsAFileThatIsNotText() throws {
        let scratch = try Scratch()
        let binary = try scratch.write("Binary.swift", bytes: [0x00, 0xC3, 0x28, 0xFF, 0x0A])
        let text = try scratch.write("Text.swift", "let a = 1\n")
        let run = runTool(["tokens", binary, text])
        XCTAssertEqual(run.code, .fileErrors)
        XCTAssertEqual(run.error, "\(binary): error: not valid UTF-8 (byte 1)\n")
        XCTAssertTrue(run.output.contains(#""text":"let""#), run.output)
        XCTAssertFalse(run.output.contains("\u{FFFD}"), run.output)
    }
}
