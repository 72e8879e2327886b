import Foundation

/// Where the command line reads and writes: the real terminal, or a capture in tests.
package struct Console: Sendable {
    package let output: ConsoleStream
    package let error: ConsoleStream
    package var readInput: @Sendable () -> Result<[UInt8], ReadFailure>
    package var outputIsTerminal: Bool
    package var errorIsTerminal: Bool

    /// Standard input could not be read: `code` is the `errno`.
    package struct ReadFailure: Error, Sendable {
        package let code: Int32
    }

    package init(
        output: ConsoleStream,
        error: ConsoleStream,
        readInput: @escaping @Sendable () -> Result<[UInt8], ReadFailure> = { .success([]) },
        outputIsTerminal: Bool = false,
        errorIsTerminal: Bool = false
    ) {
        self.output = output
        self.error = error
        self.readInput = readInput
        self.outputIsTerminal = outputIsTerminal
        self.errorIsTerminal = errorIsTerminal
    }

    package func writeOutput(_ text: String) { output.write(text) }

    package func writeError(_ text: String) { error.write(text) }

    /// Standard output, standard error and standard input of this process (readied by
    /// `StandardDescriptors.prepare`: SIGPIPE ignored, closed descriptors held).
    package static var standard: Console {
        let closed = StandardDescriptors.prepare()
        return Console(
            output: ConsoleStream(writeBytes: StandardDescriptors.writer(STDOUT_FILENO, closed: closed.contains(STDOUT_FILENO))),
            error: ConsoleStream(writeBytes: StandardDescriptors.writer(STDERR_FILENO, closed: closed.contains(STDERR_FILENO))),
            readInput: { StandardDescriptors.readAll(STDIN_FILENO, closed: closed.contains(STDIN_FILENO)) },
            outputIsTerminal: isatty(STDOUT_FILENO) == 1,
            errorIsTerminal: isatty(STDERR_FILENO) == 1
        )
    }

    /// The exit status of a run that would end with `code`, once what could not be written
    /// is told: a stream that failed makes it `outputError`, with the reason on standard error
    /// when that still works. A reader that stopped reading (EPIPE: `| head -1`) is no error;
    /// the run ends quietly with its own status, as ripgrep and git do.
    func closing(_ code: ExitCode) -> ExitCode {
        let failures = [("standard output", output.failure), ("standard error", error.failure)]
            .compactMap { name, failure in failure.map { (name, $0) } }
            .filter { $0.1 != EPIPE }
        for (name, failure) in failures {
            writeError("combine-migrate: error: cannot write to \(name): \(SourceFiles.describe(failure))\n")
        }
        return failures.isEmpty ? code : .outputError
    }

    /// A console that records what is written, for tests.
    package static func capturing(input: [UInt8] = [], terminal: Bool = false) -> (Console, CapturedOutput) {
        let captured = CapturedOutput()
        let console = Console(
            output: ConsoleStream { captured.append(output: $0) },
            error: ConsoleStream { captured.append(error: $0) },
            readInput: { .success(input) },
            outputIsTerminal: terminal,
            errorIsTerminal: terminal
        )
        return (console, captured)
    }
}

/// Bytes written to a capturing console.
package final class CapturedOutput: @unchecked Sendable {
    private let lock = NSLock()
    private var outputData: [UInt8] = []
    private var errorData: [UInt8] = []

    package var output: String { String(decoding: outputBytes, as: UTF8.self) }
    package var error: String { lock.withLock { String(decoding: errorData, as: UTF8.self) } }
    package var outputBytes: [UInt8] { lock.withLock { outputData } }

    func append(output bytes: UnsafeRawBufferPointer) -> Int {
        lock.withLock { outputData += bytes }
        return bytes.count
    }

    func append(error bytes: UnsafeRawBufferPointer) -> Int {
        lock.withLock { errorData += bytes }
        return bytes.count
    }
}
