import Foundation

/// Where the command line reads and writes: the real terminal, or a capture in tests.
public struct Console: Sendable {
    public var writeOutput: @Sendable (String) -> Void
    public var writeError: @Sendable (String) -> Void
    public var readInput: @Sendable () -> [UInt8]
    public var outputIsTerminal: Bool
    public var errorIsTerminal: Bool

    public init(
        writeOutput: @escaping @Sendable (String) -> Void,
        writeError: @escaping @Sendable (String) -> Void,
        readInput: @escaping @Sendable () -> [UInt8] = { [] },
        outputIsTerminal: Bool = false,
        errorIsTerminal: Bool = false
    ) {
        self.writeOutput = writeOutput
        self.writeError = writeError
        self.readInput = readInput
        self.outputIsTerminal = outputIsTerminal
        self.errorIsTerminal = errorIsTerminal
    }

    /// Standard output, standard error and standard input of this process.
    public static var standard: Console {
        Console(
            writeOutput: { FileHandle.standardOutput.write(Data($0.utf8)) },
            writeError: { FileHandle.standardError.write(Data($0.utf8)) },
            readInput: { [UInt8](FileHandle.standardInput.readDataToEndOfFile()) },
            outputIsTerminal: isatty(STDOUT_FILENO) == 1,
            errorIsTerminal: isatty(STDERR_FILENO) == 1
        )
    }

    /// A console that records what is written, for tests.
    public static func capturing(input: [UInt8] = [], terminal: Bool = false) -> (Console, CapturedOutput) {
        let captured = CapturedOutput()
        let console = Console(
            writeOutput: { captured.append(output: $0) },
            writeError: { captured.append(error: $0) },
            readInput: { input },
            outputIsTerminal: terminal,
            errorIsTerminal: terminal
        )
        return (console, captured)
    }
}

/// Text written to a capturing console.
public final class CapturedOutput: @unchecked Sendable {
    private let lock = NSLock()
    private var outputText = ""
    private var errorText = ""

    public var output: String { lock.withLock { outputText } }
    public var error: String { lock.withLock { errorText } }

    func append(output text: String) { lock.withLock { outputText += text } }
    func append(error text: String) { lock.withLock { errorText += text } }
}
