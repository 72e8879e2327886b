import Output
import Tokenizer

/// `combine-migrate tokens FILE…`: the token stream, one JSON object a line, trivia
/// included. `--verify` instead checks the lossless round trip of every file and prints a
/// one-line total (used by `Scripts/roundtrip.sh`).
enum TokensCommand {
    static func run(paths: [String], verify: Bool, console: Console) -> ExitCode {
        guard !paths.isEmpty else {
            console.writeError("combine-migrate: error: 'tokens' needs a file\n")
            return .usageError
        }
        var failed = false
        var checkedFiles = 0
        var checkedBytes = 0
        for path in paths {
            let bytes: [UInt8]
            switch SourceFiles.contents(of: path) {
            case .failure(let error):
                console.writeError("\(error.path): error: \(error.reason)\n")
                failed = true
                continue
            case .success(let contents):
                bytes = contents
            }
            // The listing shows each token's text, which bytes that are not UTF-8 cannot be;
            // the round trip (`--verify`) compares bytes, whatever they are.
            if !verify, let reason = SourceFiles.notText(bytes) {
                console.writeError("\(path): error: \(reason)\n")
                failed = true
                continue
            }
            let tokens = Lexer.tokenize(bytes)
            if verify {
                if let offset = firstRoundTripFailure(tokens, bytes) {
                    console.writeError("\(path): error: tokens do not cover the file at byte \(offset)\n")
                    failed = true
                } else {
                    checkedFiles += 1
                    checkedBytes += bytes.count
                }
            } else {
                var text = ""
                for token in tokens {
                    text += JSONValue.object([
                        ("kind", .string(token.kind.name)),
                        ("offset", .int(token.start.value)),
                        ("length", .int(Int(token.length))),
                        ("text", .string(String(decoding: bytes[token.range], as: UTF8.self))),
                    ]).rendered() + "\n"
                }
                console.writeOutput(text)
            }
        }
        if verify { console.writeOutput("ok \(checkedFiles) files, \(checkedBytes) bytes\n") }
        return failed ? .fileErrors : .unchanged
    }

    /// The first byte offset where the tokens stop being contiguous, non-empty and
    /// exactly covering `bytes`; nil when joining them gives the file back.
    static func firstRoundTripFailure(_ tokens: [Token], _ bytes: [UInt8]) -> ByteOffset? {
        var expected = ByteOffset.start
        for token in tokens {
            if token.start != expected || token.length == 0 { return expected }
            expected = token.end
        }
        return expected == bytes.endOffset ? nil : expected
    }
}
