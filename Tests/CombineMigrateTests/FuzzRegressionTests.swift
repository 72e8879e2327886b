import XCTest

@testable import Tokenizer
@testable import Rules
@testable import Rewriting

/// The invariants that Scripts/fuzz.sh and Scripts/mutate.sh check on every input (see
/// Fuzz/FuzzInvariants.swift), pinned on inputs from those runs. Neither found a crash, a
/// hang, a lossy tokenization or a non-idempotent rewrite (30 minutes of libFuzzer on the
/// tokenizer and the rewrite, and over 130,000 mutants of the benchmark corpus and of the
/// golden cases); the inputs here are the edge cases they, and the agreement harness's
/// mutants, exercised: broken literals, stray delimiters, and mutated golden inputs that the
/// rules still rewrite. A crash the fuzzer finds gets its minimized reproducer added here.
final class FuzzRegressionTests: XCTestCase {
    static let rewriter = Rewriter(rules: RuleCatalog.select(only: nil, disabled: []).rules, census: CombineSiteNotes())

    /// Lossless tokens, consistent pairs; a rewrite whose output is lossless, keeps balanced
    /// `()[]{}` balanced, and is a fixed point.
    func assertInvariants(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        let bytes = Array(text.utf8)
        let source = TokenizedSource(bytes: bytes)
        var offset = 0
        for token in source.tokens {
            XCTAssertEqual(token.start.value, offset, "tokens not contiguous in \(text.debugDescription)", file: file, line: line)
            XCTAssertGreaterThan(token.length, 0, "empty token in \(text.debugDescription)", file: file, line: line)
            offset = token.end.value
        }
        XCTAssertEqual(offset, bytes.count, "tokens do not cover \(text.debugDescription)", file: file, line: line)
        for index in source.tokens.indices {
            if let partner = source.partner(of: TokenIndex(index)) {
                XCTAssertEqual(source.partner(of: partner), TokenIndex(index), "one-way pair in \(text.debugDescription)", file: file, line: line)
            }
        }
        let once = Self.rewriter.rewrite(bytes).output
        let twice = Self.rewriter.rewrite(once).output
        XCTAssertEqual(
            String(decoding: twice, as: UTF8.self), String(decoding: once, as: UTF8.self),
            "rewrite not idempotent for \(text.debugDescription)", file: file, line: line)
        func balanced(_ source: TokenizedSource) -> Bool {
            source.tokens.indices.allSatisfy { index in
                switch source.tokens[index].kind {
                case .leftParen, .rightParen, .leftBracket, .rightBracket, .leftBrace, .rightBrace:
                    return source.partner(of: TokenIndex(index)) != nil
                default:
                    return true
                }
            }
        }
        if balanced(source) {
            XCTAssertTrue(balanced(TokenizedSource(bytes: once)), "rewrite unbalanced \(text.debugDescription)", file: file, line: line)
        }
    }

    func testBrokenLiteralsAndStrayDelimiters() {
        // An unterminated string inside a single-line string's interpolation, ended by the
        // line break; a `)` on the next line.
        assertInvariants("f(\"a\\(b \"c\n)\nlet z = 1\n")
        assertInvariants("f(\"a\\(b\n)\n")
        // A closing quote followed by `#"`: a new raw string.
        assertInvariants("let a = [\"x\"#\"]\nlet b = 2\n")
        // Empty backticks, `::`, a stray `*/`.
        assertInvariants("let r = ``\nlet q = a::b\nlet a = x */ y\n")
        // An interpolation that never closes, in a multi-line string that never closes.
        assertInvariants("let s = \"\"\"\n  \\(x.sink { v in\n")
        // A regex literal cut by a truncation; a raw string cut in its delimiter.
        assertInvariants("let r = #/a(b\n")
        assertInvariants("let s = ##\"abc\"#")
    }

    func testMutatedSinkChainsStillRewriteToAFixedPoint() {
        let chain = """
            import Combine

            final class Model {
                var cancellables = Set<AnyCancellable>()
                func start(_ p: AnyPublisher<Int, Never>) {
                    p.sink { value in
                        print("got \\(value)")
                    }
                    .store(in: &cancellables)
                }
            }

            """
        assertInvariants(chain)
        // Each delimiter inserted at each position of the chain's closure and string.
        let bytes = Array(chain.utf8)
        let start = bytes.firstIndex(of: UInt8(ascii: "{"))!
        for piece in ["\"", "/", "#", "(", "{", "\\", "}", ")"] {
            for position in stride(from: start, to: bytes.count, by: 7) {
                var mutant = bytes
                mutant.insert(contentsOf: Array(piece.utf8), at: position)
                assertInvariants(String(decoding: mutant, as: UTF8.self))
            }
        }
    }
}
