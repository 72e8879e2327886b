import Foundation

/// A command line's words, read in order: positional words (paths, `-`), options written
/// `--name value` or `--name=value`, flags, and `--`, after which every word is positional.
/// Every command reads its words with this, so that options split, take values and fail
/// the same way everywhere.
struct Arguments {
    enum Word: Equatable {
        case positional(String)
        /// An option, by the name it was written with (`-j`, `--jobs`). Read its value, or
        /// check that it has none, before asking for the next word.
        case option(String)
    }

    private var remaining: ArraySlice<String>
    private var onlyPositional = false
    /// The option last read, and the value written after its `=`, if any.
    private var option = ""
    private var inlineValue: String?

    init(_ words: ArraySlice<String>) { remaining = words }

    mutating func next() -> Word? {
        while let word = remaining.popFirst() {
            if onlyPositional || word == "-" || !word.hasPrefix("-") { return .positional(word) }
            if word == "--" {
                onlyPositional = true
                continue
            }
            if let equals = word.firstIndex(of: "=") {
                option = String(word[..<equals])
                inlineValue = String(word[word.index(after: equals)...])
            } else {
                option = word
                inlineValue = nil
            }
            return .option(option)
        }
        return nil
    }

    /// The option's value: the text after its `=`, or else the next word, whatever it is.
    mutating func value() throws(UsageError) -> String {
        if let inlineValue { return inlineValue }
        guard let next = remaining.popFirst() else { throw UsageError(message: "option '\(option)' needs a value") }
        return next
    }

    /// Checks that a flag was not written with a value (`--quiet=yes`).
    func flag() throws(UsageError) {
        if inlineValue != nil { throw UsageError(message: "option '\(option)' takes no value") }
    }

    /// A comma-separated value (`--rules a,b`), trimmed, blanks dropped.
    mutating func list() throws(UsageError) -> [String] {
        try value().split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// The value as `parse` reads it; when it cannot, the error says that `name` takes
    /// `expected` (`--color takes auto, always or never, not 'sometimes'`).
    mutating func value<Value>(
        _ name: String, takes expected: String, _ parse: (String) -> Value?
    ) throws(UsageError) -> Value {
        let text = try value()
        guard let parsed = parse(text) else { throw UsageError(message: "\(name) takes \(expected), not '\(text)'") }
        return parsed
    }

    /// `-j`, `--jobs`: files processed in parallel.
    mutating func jobs() throws(UsageError) -> Int {
        try value("--jobs", takes: "a whole number of at least 1") { Int($0).flatMap { $0 >= 1 ? $0 : nil } }
    }

    /// The threads a run uses for `--jobs` (nil: not given): every core by default, and never
    /// more than the cores, for the work is the processor's (a file is read in a fraction of
    /// the time its tokens take) and each thread costs memory — `--jobs 9223372036854775807`
    /// would try to start that many. The file-by-file loops take no more threads than files.
    static func threads(forJobs requested: Int?, cores: Int = ProcessInfo.processInfo.activeProcessorCount) -> Int {
        Swift.min(requested ?? cores, Swift.max(1, cores))
    }

    /// The error for the option just read, which `command` (if named) does not have.
    func unknownOption(for command: String? = nil) -> UsageError {
        UsageError(message: "unknown option '\(option)'" + (command.map { " for '\($0)'" } ?? ""))
    }
}

/// A command line that cannot be run: an unknown option, a missing or bad value, no paths.
struct UsageError: Error {
    let message: String

    /// The error as standard error shows it, pointing to the help of `command`
    /// (`combine-migrate`, `combine-migrate inventory`).
    func report(command: String) -> String {
        "combine-migrate: error: \(message)\nRun '\(command) --help' for usage.\n"
    }
}
