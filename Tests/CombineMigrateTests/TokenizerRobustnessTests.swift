import Foundation
import XCTest

@testable import Tokenizer

/// The tokenizer never loses a byte, whatever the input: every prefix of the fixture files,
/// thousands of seeded pseudo-random inputs, and pathological inputs that would expose
/// quadratic behavior. "Lossless" is `TokenizerTestSupport.losslessProblem`: non-empty,
/// contiguous tokens covering the whole input, so joining their bytes gives it back.
final class TokenizerRobustnessTests: XCTestCase {
    static let fixtureFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().appendingPathComponent("Fixtures/Tokenizer")

    /// Fixtures that are deliberately not valid Swift, so their brackets need not balance.
    static let brokenFixtures: Set<String> = ["UnterminatedAtEOF.swift"]

    static func fixtures() throws -> [(name: String, bytes: [UInt8])] {
        let names = try FileManager.default.contentsOfDirectory(atPath: fixtureFolder.path)
            .filter { $0.hasSuffix(".swift") }.sorted()
        return try names.map { name in
            (name, [UInt8](try Data(contentsOf: fixtureFolder.appendingPathComponent(name))))
        }
    }

    // MARK: Fixtures

    func testFixturesArePresentAndKeepTheirBytes() throws {
        let fixtures = try Self.fixtures()
        XCTAssertGreaterThanOrEqual(fixtures.count, 8, "fixtures in \(Self.fixtureFolder.path)")
        let byName = Dictionary(uniqueKeysWithValues: fixtures.map { ($0.name, $0.bytes) })
        // The byte-level properties the fixtures exist for (guarded by Fixtures/.gitattributes).
        let crlf = try XCTUnwrap(byName["CRLFLineEndings.swift"])
        XCTAssertTrue(zip(crlf, crlf.dropFirst()).contains { $0 == (13, 10) }, "CRLF fixture lost its \\r\\n")
        XCTAssertFalse(crlf.enumerated().contains { $1 == 10 && ($0 == 0 || crlf[$0 - 1] != 13) }, "bare \\n in CRLF fixture")
        XCTAssertEqual(Array(try XCTUnwrap(byName["ByteOrderMark.swift"]).prefix(3)), [0xEF, 0xBB, 0xBF])
        XCTAssertNotEqual(try XCTUnwrap(byName["NoTrailingNewline.swift"]).last, 10)
        XCTAssertNotNil(byName["UnterminatedAtEOF.swift"])
    }

    func testEveryFixtureRoundTripsAndValidOnesHaveBalancedBrackets() throws {
        for (name, bytes) in try Self.fixtures() {
            let source = TokenizedSource(bytes: bytes)
            if let problem = TokenizerTestSupport.losslessProblem(bytes, source.tokens) {
                XCTFail("\(name): \(problem)")
            }
            XCTAssertEqual(source.tokens.flatMap { bytes[$0.range] }, bytes, "\(name): round trip")
            XCTAssertFalse(source.tokens.contains { $0.kind == .unknown }, "\(name): unknown token")
            guard !Self.brokenFixtures.contains(name) else { continue }
            for (index, token) in source.tokens.enumerated() where token.kind.closer != nil || token.kind.isCloser {
                guard let partner = source.partner(of: TokenIndex(index)) else {
                    let line = bytes[..<token.start.value].filter { $0 == 10 }.count + 1
                    XCTFail("\(name):\(line): unpaired \(token.kind) \(source.text(of: TokenIndex(index)).debugDescription)")
                    continue
                }
                XCTAssertEqual(source.partner(of: partner), TokenIndex(index), "\(name): partner of partner")
            }
        }
    }

    func testEveryPrefixOfEveryFixtureIsLossless() throws {
        for (name, bytes) in try Self.fixtures() {
            bytes.withUnsafeBufferPointer { buffer in
                for length in 0...buffer.count {
                    let tokens = Lexer.tokenize(UnsafeBufferPointer(rebasing: buffer[0..<length]))
                    if let problem = TokenizerTestSupport.losslessProblem(count: length, tokens) {
                        XCTFail("\(name), first \(length) bytes: \(problem)")
                        return
                    }
                }
            }
        }
    }

    // MARK: Pseudo-random input

    /// SplitMix64: a small deterministic generator, so failures reproduce.
    struct SplitMix64: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// Pieces of Swift-ish input: the characters the lexer's decisions turn on, multi-byte
    /// and invalid UTF-8, and whole delimiters.
    static let alphabet: [[UInt8]] = {
        let ascii = #"#/\(){}[]*"'`$@<>=!?.,:;-+&|^~_ "#.utf8.map { [$0] }
        let pieces = [
            "\n", "\r", "\r\n", "\t", "a", "b", "x", "Z", "0", "1", "9", "e", "p", "\"\"\"", "#/", "/#",
            "\\(", "\\#(", "//", "/*", "*/", "<#", "#>", "\"#", "#\"", "try", "func", "let", "operator",
            "self", "0x", "0b", "<<<<<<< ", "=======", "#if", "\u{E9}", "\u{A0}", "\u{2022}", "\u{0301}",
        ].map { Array($0.utf8) }
        let bytes: [[UInt8]] = [[0xE9], [0x80], [0xFF], [0xC3], [0xE2, 0x80], [0xF0, 0x9F, 0x98], [0x00]]
        return ascii + pieces + bytes
    }()

    /// The tokens' array is sized by a guess of one token in two bytes, then by the rate
    /// seen so far, then for one a byte: files denser than each guess (a sparse first half
    /// and a dense second one defeats the estimate) come out whole and the same.
    func testFilesDenserThanTheGuessesAreTokenizedWhole() {
        let sparse = String(repeating: "let longIdentifierName = anotherLongIdentifierName\n", count: 200)
        let dense = String(repeating: ";", count: 20_000)
        for text in [dense, "a;" + dense, sparse + dense, dense + sparse, String(repeating: "a ", count: 9_000)] {
            let bytes = Array(text.utf8)
            let tokens = Lexer.tokenize(bytes)
            XCTAssertEqual(tokens.reduce(0) { $0 + Int($1.length) }, bytes.count)
            XCTAssertEqual(zip(tokens, tokens.dropFirst()).allSatisfy { $0.end == $1.start }, true)
            XCTAssertEqual(tokens.filter { $0.kind == .semicolon }.count, text.filter { $0 == ";" }.count)
        }
    }

    func testSeededRandomBytesAreLossless() {
        var random = SplitMix64(state: 0x5EED_0001)
        for round in 0..<1500 {
            let length = Int.random(in: 0...80, using: &random)
            let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &random) }
            checkLossless(bytes, "random bytes, round \(round)")
        }
    }

    func testSeededSwiftishInputIsLossless() {
        var random = SplitMix64(state: 0x5EED_0002)
        for round in 0..<3000 {
            let pieces = Int.random(in: 0...48, using: &random)
            var bytes: [UInt8] = []
            for _ in 0..<pieces { bytes += Self.alphabet.randomElement(using: &random)! }
            checkLossless(bytes, "swift-ish input, round \(round)")
        }
    }

    func checkLossless(_ bytes: [UInt8], _ label: String, file: StaticString = #filePath, line: UInt = #line) {
        let source = TokenizedSource(bytes: bytes)
        if let problem = TokenizerTestSupport.losslessProblem(bytes, source.tokens) {
            XCTFail("\(label) \(bytes): \(problem)", file: file, line: line)
            return
        }
        for index in source.tokens.indices {
            guard let partner = source.partner(of: TokenIndex(index)) else { continue }
            if source.partner(of: partner) != TokenIndex(index) {
                XCTFail("\(label) \(bytes): token \(index) pairs one way only", file: file, line: line)
                return
            }
        }
    }

    // MARK: Linear time

    /// Pathological inputs: each must tokenize (and pair) at all, with no more tokens than
    /// bytes. Nothing is timed; an accidentally quadratic lexer makes this test take minutes
    /// instead of well under a second. The sizes keep the whole file fast in debug builds.
    func testPathologicalInputsFinish() {
        let cases: [(String, [UInt8])] = [
            ("100k (", Array(repeating: UInt8(ascii: "("), count: 100_000)),
            ("100k \"", Array(repeating: UInt8(ascii: "\""), count: 100_000)),
            ("50k /*", repeated("/*", 50_000)),
            ("50k \"\\(", repeated("\"\\(", 50_000)),
            ("100k /", Array(repeating: UInt8(ascii: "/"), count: 100_000)),
            ("100k #", Array(repeating: UInt8(ascii: "#"), count: 100_000)),
            ("50k `", Array(repeating: UInt8(ascii: "`"), count: 50_000)),
            ("30k <#", repeated("<#", 30_000)),
            ("20k #/ then a line break", repeated("#/\n", 20_000)),
            ("20k #\"\"\"\\#( on one line", repeated("#\"\"\"\\#(", 20_000)),
            ("30k (/a", repeated("(/a", 30_000)),
            ("30k x = /\\/", repeated("x = /\\/", 30_000)),
            ("30k \"\"\"\\n\\(", repeated("\"\"\"\n\\(", 30_000)),
            ("50k {[(", repeated("{[(", 50_000)),
        ]
        for (label, bytes) in cases {
            let source = TokenizedSource(bytes: bytes)
            XCTAssertLessThanOrEqual(source.tokens.count, bytes.count, label)
            if let problem = TokenizerTestSupport.losslessProblem(bytes, source.tokens) {
                XCTFail("\(label): \(problem)")
            }
        }
    }

    func repeated(_ piece: String, _ count: Int) -> [UInt8] {
        let bytes = Array(piece.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count * count)
        for _ in 0..<count { result += bytes }
        return result
    }
}
