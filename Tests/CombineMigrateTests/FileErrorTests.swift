import Foundation
import XCTest

@testable import CommandLine

/// Bad input: each gets `path: error: reason`, stays untouched, and the run goes on with
/// the other files and exits 3.
final class FileErrorTests: XCTestCase {
    /// Runs `arguments` + [the bad path, a good file] and checks the common contract.
    private func assertReported(
        _ badPath: String, reason: String, mode: [String] = [], scratch: Scratch,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let good = try scratch.write("Good.swift", unusedImport)
        let before = (try? Data(contentsOf: URL(fileURLWithPath: badPath))) ?? Data()
        let run = runTool(mode + [badPath, good])
        XCTAssertEqual(run.code, .fileErrors, file: file, line: line)
        XCTAssertTrue(run.error.contains("\(badPath): error: \(reason)"), run.error, file: file, line: line)
        let after = (try? Data(contentsOf: URL(fileURLWithPath: badPath))) ?? Data()
        XCTAssertEqual(before, after, "the bad file is untouched", file: file, line: line)
        if mode == ["--write"] {
            XCTAssertEqual(try scratch.readText("Good.swift"), unusedImportMigrated, "the good file was processed", file: file, line: line)
        } else {
            XCTAssertTrue(run.output.contains("-import Combine"), "the good file was processed", file: file, line: line)
        }
    }

    func testMissingPath() throws {
        let scratch = try Scratch()
        try assertReported(scratch.path + "/Missing.swift", reason: "no such file or directory", scratch: scratch)
    }

    func testNonUTF8File() throws {
        let scratch = try Scratch()
        let bad = try scratch.write("Latin1.swift", bytes: Array("import Combine\nlet caf".utf8) + [0xE9] + Array("\n".utf8))
        try assertReported(bad, reason: "not valid UTF-8 (byte 22); left untouched", scratch: scratch)
        try assertReported(bad, reason: "not valid UTF-8", mode: ["--write"], scratch: scratch)
    }

    func testUnreadableFile() throws {
        let scratch = try Scratch()
        if getuid() == 0 {
            // Root reads files whatever their mode; a socket is no file to read for anyone.
            let socketPath = scratch.path + "/Socket.swift"
            try makeUnixSocket(at: socketPath)
            try assertReported(socketPath, reason: "not a regular file; skipped", scratch: scratch)
        } else {
            let bad = try scratch.write("Secret.swift", unusedImport)
            XCTAssertEqual(chmod(bad, 0o000), 0)
            try assertReported(bad, reason: "permission denied", scratch: scratch)
        }
    }

    func testReadOnlyFileIsNotWritten() throws {
        let scratch = try Scratch()
        let locked = try scratch.write("Locked.swift", unusedImport)
        XCTAssertEqual(chmod(locked, 0o444), 0)
        try assertReported(locked, reason: "file is read-only; left untouched", mode: ["--write"], scratch: scratch)
        let mode = try FileManager.default.attributesOfItem(atPath: locked)[.posixPermissions] as? Int
        XCTAssertEqual(mode, 0o444)
    }

    func testUnwritableFolder() throws {
        try XCTSkipIf(getuid() == 0, "root writes into any folder; the read-only file test covers root")
        let scratch = try Scratch()
        let file = try scratch.write("Locked/A.swift", unusedImport)
        XCTAssertEqual(chmod(scratch.path + "/Locked", 0o555), 0)
        defer { chmod(scratch.path + "/Locked", 0o755) }
        try assertReported(file, reason: "cannot create a temporary file beside it", mode: ["--write"], scratch: scratch)
    }

    private func makeUnixSocket(at path: String) throws {
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        XCTAssertGreaterThanOrEqual(fd, 0)
        defer { close(fd) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (i, byte) in path.utf8.prefix(buffer.count - 1).enumerated() { buffer[i] = byte }
        }
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        XCTAssertEqual(result, 0, "bind \(path)")
    }
}

/// The fast UTF-8 check agrees with the standard library's decoder.
final class UTF8ValidationTests: XCTestCase {
    private func reference(_ bytes: [UInt8]) -> Int? {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    func testAgreesWithTheStandardDecoder() {
        let cases: [[UInt8]] = [
            [], Array("plain ASCII text, longer than eight bytes".utf8), Array("café 日本 😀 ok".utf8),
            [0xC0, 0x80], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xF5],
            [0x61, 0xE2, 0x82], Array("abcdefgh".utf8) + [0xFF], Array("é".utf8) + Array("abcdefghijk".utf8) + [0x80],
            // Past the 32-byte strides: an invalid byte, a valid scalar, a cut scalar after long ASCII runs.
            Array(String(repeating: "a", count: 70).utf8) + [0xFF], Array(String(repeating: "b", count: 33).utf8) + Array("é".utf8),
            Array(String(repeating: "c", count: 64).utf8) + [0xE2, 0x82], Array(String(repeating: "d", count: 31).utf8) + [0x80],
        ]
        for bytes in cases { XCTAssertEqual(SourceFiles.firstInvalidUTF8(bytes), reference(bytes), "\(bytes)") }
        var state: UInt64 = 42
        for _ in 0..<3000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int(state % 40) {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                let r = UInt8(truncatingIfNeeded: state >> 56)
                bytes.append(state & 0x300 == 0 ? r : r & 0x7F)
            }
            XCTAssertEqual(SourceFiles.firstInvalidUTF8(bytes), reference(bytes), "\(bytes)")
        }
    }
}
