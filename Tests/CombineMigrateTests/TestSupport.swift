import Foundation
import XCTest

@testable import Support
@testable import CommandLine

/// The result of running the command line in-process.
struct ToolRun {
    let code: ExitCode
    let output: String
    let error: String
}

/// Runs `combine-migrate` with `arguments` through the same function `main.swift` calls
/// (with `writer`: the one that takes a writer with test seams).
func runTool(
    _ arguments: [String], input: [UInt8] = [], terminal: Bool = false, environment: [String: String] = [:],
    writer: FileWriter? = nil
) -> ToolRun {
    let (console, captured) = Console.capturing(input: input, terminal: terminal)
    let code = if let writer {
        MigrateCommand.run(arguments: arguments, environment: environment, console: console, writer: writer)
    } else {
        MigrateCommand.run(arguments: arguments, environment: environment, console: console)
    }
    return ToolRun(code: code, output: captured.output, error: captured.error)
}

/// The `combine-migrate` executable built beside the test bundle (`swift test` builds it).
func builtTool() throws -> String {
    let candidates = [
        Bundle(for: Scratch.self).bundleURL.deletingLastPathComponent(),
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
    ].map { $0.appendingPathComponent("combine-migrate").path }
    return try XCTUnwrap(candidates.first { FileManager.default.isExecutableFile(atPath: $0) },
                         "no combine-migrate executable in \(candidates)")
}

/// Runs the built tool as a user without privileges, for what root is not denied (a folder
/// it cannot enter): as root, through `setpriv` as `nobody` (the tool and `folder` must be
/// reachable by that user, else the test is skipped); as anyone else, directly. Its exit
/// status and its standard output and error together.
func runUnprivileged(_ arguments: [String], in folder: URL) throws -> (status: Int32, output: String) {
    let tool = try builtTool()
    guard getuid() == 0 else { return try shell(tool, arguments, in: folder) }
    let setpriv = "/usr/bin/setpriv"
    guard FileManager.default.isExecutableFile(atPath: setpriv) else { throw XCTSkip("root, and no \(setpriv) to drop privileges") }
    let nobody = ["--reuid=65534", "--regid=65534", "--clear-groups"]
    let (reachable, _) = try shell(setpriv, nobody + ["test", "-x", tool], in: folder)
    guard reachable == 0 else { throw XCTSkip("\(tool) cannot be run as nobody (a folder above it is private)") }
    return try shell(setpriv, nobody + [tool] + arguments, in: folder)
}

/// A temporary folder of files, removed when the test ends.
final class Scratch {
    let url: URL
    var path: String { url.path }

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("combine-migrate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    @discardableResult
    func write(_ relativePath: String, _ text: String) throws -> String {
        try write(relativePath, bytes: Array(text.utf8))
    }

    @discardableResult
    func write(_ relativePath: String, bytes: [UInt8]) throws -> String {
        let file = url.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: file)
        return file.path
    }

    func read(_ relativePath: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: url.appendingPathComponent(relativePath)))
    }

    func readText(_ relativePath: String) throws -> String {
        String(decoding: try read(relativePath), as: UTF8.self)
    }

    /// Adds the support file, as a project that migrates has it: a run whose rewrites call
    /// its helpers then says nothing about it.
    func addSupportFile() throws {
        try write(SupportFile.defaultFileName, SupportFile.text())
    }
}

/// Runs a program and returns its exit status and combined output.
@discardableResult
func shell(_ executable: String, _ arguments: [String], in folder: URL, input: Data? = nil) throws -> (Int32, String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = folder
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    if let input {
        let inputPipe = Pipe()
        process.standardInput = inputPipe
        try process.run()
        inputPipe.fileHandleForWriting.write(input)
        try inputPipe.fileHandleForWriting.close()
    } else {
        try process.run()
    }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

let unusedImport = "import Combine\nimport Foundation\n\nfunc f() -> Int { 1 }\n"
let unusedImportMigrated = "import Foundation\n\nfunc f() -> Int { 1 }\n"
let usedImport = "import Combine\n\nvar bag = Set<AnyCancellable>()\n"
