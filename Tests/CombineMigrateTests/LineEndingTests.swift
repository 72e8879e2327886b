import Foundation
import XCTest

@testable import Tokenizer
@testable import Structure
@testable import Rules
@testable import Rewriting
@testable import Output

/// A rewrite is the same in every line-ending style: each golden case, its input written with
/// CRLF (or CR) breaks, must give its expected output written with the same breaks — every
/// break the rewrite inserts in the file's own style, no other difference in layout — and
/// the same diagnostics, at the same lines and columns.
final class LineEndingTests: XCTestCase {
    /// The cases whose inputs already hold a `\r`: line-ending cases of their own (their
    /// breaks are CRLF on disk), which an LF → CRLF conversion would double.
    static let casesWithOwnLineEndings: Set<String> = [
        "future-task/bridge-removed-crlf",
        "import-cleanup/crlf-line-endings",
    ]

    func testGoldenCasesWithCRLFLineEndings() { checkGoldenCases(with: .crlf) }
    func testGoldenCasesWithCRLineEndings() { checkGoldenCases(with: .cr) }

    private func checkGoldenCases(with lineBreak: LineBreak, file: StaticString = #filePath, line: UInt = #line) {
        var checked = 0
        var failed: [String] = []
        var skipped: Set<String> = []
        for rule in RuleCatalog.all.map(\.id).sorted() {
            let rewriter = GoldenTests.rewriter(for: rule)
            for goldenCase in GoldenCase.all(in: GoldenTests.goldenFolder.appendingPathComponent(rule)) {
                let name = "\(rule)/\(goldenCase.name)"
                let hasCarriageReturn = goldenCase.inputs.contains { url in
                    ((try? Data(contentsOf: url)) ?? Data()).contains(UInt8(ascii: "\r"))
                }
                if hasCarriageReturn {
                    skipped.insert(name)
                    continue
                }
                checked += 1
                let failures = goldenCase.check(with: rewriter, lineBreak: lineBreak)
                if !failures.isEmpty { failed.append(name) }
                for failure in failures {
                    // The diff's `\r`s made visible.
                    XCTFail("\(lineBreak): Golden/\(rule)/\(failure.replacingOccurrences(of: "\r", with: "␍"))", file: file, line: line)
                }
            }
        }
        XCTAssertEqual(skipped, Self.casesWithOwnLineEndings, "cases skipped for their own \\r", file: file, line: line)
        XCTAssertGreaterThan(checked, 100, file: file, line: line)
        XCTAssertEqual(failed, [], "\(failed.count) of \(checked) golden cases differ with \(lineBreak) line breaks", file: file, line: line)
    }

    // MARK: The tokenizer

    /// Every LF input (the tokenizer fixtures and the golden inputs) tokenizes the same with
    /// CRLF or CR breaks: the same kinds in the same order, each newline token the style's
    /// break, the other tokens' texts the same but for their breaks (in comments and
    /// multi-line literals), and the same line-break-before flags and bracket pairs.
    func testTokensAreTheSameInEveryLineEndingStyle() throws {
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/Tokenizer")
        let files = try FileManager.default.contentsOfDirectory(at: fixtures, includingPropertiesForKeys: nil)
            + GoldenCase.all(in: GoldenTests.goldenFolder).flatMap(\.inputs)
        var checked = 0
        for url in files {
            let bytes = try [UInt8](Data(contentsOf: url))
            guard !bytes.contains(UInt8(ascii: "\r")) else { continue }
            checked += 1
            let lf = TokenizedSource(bytes: bytes)
            for lineBreak in [LineBreak.crlf, .cr] {
                let other = TokenizedSource(bytes: lineBreak.replacingLineFeeds(in: bytes))
                let label = "\(url.lastPathComponent) with \(lineBreak)"
                XCTAssertEqual(other.tokens.map(\.kind), lf.tokens.map(\.kind), label)
                guard other.tokens.count == lf.tokens.count else { continue }
                for (a, b) in zip(lf.tokens, other.tokens) {
                    let expected = lineBreak.replacingLineFeeds(in: Array(lf.bytes[a.start..<a.end]))
                    if Array(other.bytes[b.start..<b.end]) != expected {
                        XCTFail("\(label): \(b.kind) at \(b.start) is \(other.text(of: b).debugDescription)")
                        break
                    }
                }
                XCTAssertEqual(other.lineBreaks, lf.lineBreaks, label)
                XCTAssertEqual(other.codePartners, lf.codePartners, label)
            }
        }
        XCTAssertGreaterThan(checked, 100)
    }

    func testCROnlyTokens() {
        let source = TokenizedSource("let a = 1\rlet s = \"\"\"\r  x\r  \"\"\"\rx /* c\r */ .map { $0 } // d\r#/\r  a\r  /#\r")
        XCTAssertEqual(
            source.tokens.filter { $0.kind != .whitespace }.map { "\($0.kind):\(source.text(of: $0))" },
            [
                "keyword:let", "identifier:a", "binaryOperator:=", "integerLiteral:1", "newline:\r",
                "keyword:let", "identifier:s", "binaryOperator:=", #"stringStart:""""#, "stringSegment:\r  x\r  ",
                #"stringEnd:""""#, "newline:\r",
                "identifier:x", "blockComment:/* c\r */", "period:.", "identifier:map", "leftBrace:{", "dollarIdentifier:$0",
                "rightBrace:}", "lineComment:// d", "newline:\r",
                "regexLiteral:#/\r  a\r  /#", "newline:\r",
            ])
        // The comment's line break puts `.map` on a line of its own, as it would with `\n`.
        let period = source.codePositions.first { source.codeToken($0).kind == .period }!
        XCTAssertTrue(source.lineBreakBefore(period))
    }

    // MARK: Line breaks and lines

    func testLineBreakLengths() {
        let bytes = Array("a\r\nb\rc\nd".utf8)
        XCTAssertEqual((ByteOffset.start...bytes.endOffset).map { LineBreak.length(at: $0, in: bytes) }, [0, 2, 1, 0, 1, 0, 1, 0, 0])
        XCTAssertEqual((ByteOffset.start...bytes.endOffset).map { LineBreak.length(endingAt: $0, in: bytes) }, [0, 0, 0, 2, 0, 1, 0, 1, 0])
        XCTAssertEqual(LineBreak(firstIn: Array("a\r\nb\n".utf8)), .crlf)
        XCTAssertEqual(LineBreak(firstIn: Array("a\rb\r\n".utf8)), .cr)
        XCTAssertEqual(LineBreak(firstIn: Array("a\nb\r".utf8)), .lf)
        XCTAssertEqual(LineBreak(firstIn: Array("a".utf8)), nil)
        XCTAssertEqual(LineBreak.crlf.replacingLineFeeds(in: Array("a\nb\n".utf8)), Array("a\r\nb\r\n".utf8))
    }

    func testLinesOfText() {
        // In a `String`, `\r\n` is one `Character`, which is not `"\n"`.
        XCTAssertEqual(LineBreak.lines(of: "a\r\nb\rc\nd\r\n"), ["a", "b", "c", "d", ""])
        XCTAssertEqual(LineBreak.lines(of: "one"), ["one"])
        XCTAssertTrue(LineBreak.contains("a\r\nb"))
        XCTAssertTrue(LineBreak.contains("a\rb"))
        XCTAssertFalse(LineBreak.contains("a b"))
        XCTAssertEqual(LineBreak.mapLines("a\r\nb\rc\nd") { "\($0)\($1)" }, "0a\r\n1b\r2c\n3d")
        let collapsed = "a\r\n  .b\r  .c\n  .d".replacingOccurrences(
            of: #"\s*"# + LineBreak.pattern + #"\s*"#, with: "", options: .regularExpression)
        XCTAssertEqual(collapsed, "a.b.c.d")
    }

    func testLinesInBytes() {
        for lineBreak in LineBreak.allCases {
            let bytes = lineBreak.replacingLineFeeds(in: Array("a\n  \n  b\nc".utf8))
            let b = ByteOffset(bytes.firstIndex(of: UInt8(ascii: "b"))!)
            let c = ByteOffset(bytes.firstIndex(of: UInt8(ascii: "c"))!)
            let blankLine = ByteOffset(1 + lineBreak.rawValue.utf8.count)
            XCTAssertEqual(Lines.start(ofLineContaining: b, in: bytes), b - 2, "\(lineBreak)")
            XCTAssertEqual(Lines.start(ofLineBefore: b - 2, in: bytes), blankLine, "\(lineBreak)")
            XCTAssertEqual(Lines.end(ofLineContaining: b, in: bytes), b + 1, "\(lineBreak)")
            XCTAssertEqual(Lines.afterBreak(b + 1, in: bytes), c, "\(lineBreak)")
            XCTAssertTrue(Lines.isBlankLine(endingAt: b - 2, in: bytes), "\(lineBreak)")
            XCTAssertFalse(Lines.isBlankLine(endingAt: c, in: bytes), "\(lineBreak)")
            XCTAssertEqual(Lines.blankLineEnd(at: blankLine, in: bytes), b - 2, "\(lineBreak)")
            XCTAssertEqual(Indentation.ofLine(containing: b, in: bytes), "  ", "\(lineBreak)")
            XCTAssertEqual(
                Indentation.reindent(Array(bytes[b - 2 ..< ByteOffset(bytes.count)]), from: [], to: Array("    ".utf8)),
                lineBreak.rawValue.isEmpty ? "" : "  b" + lineBreak.rawValue + "    c", "\(lineBreak)")
        }
    }

    func testFileStyleInEveryLineEndingStyle() {
        let twoSpaces = "struct A {\n  func f() {\n    g()\n  }\n}\n"
        for lineBreak in LineBreak.allCases {
            let style = FileStyle(detecting: lineBreak.replacingLineFeeds(in: Array(twoSpaces.utf8)))
            XCTAssertEqual(style, FileStyle(lineBreak: lineBreak, indentUnit: "  "), "\(lineBreak)")
        }
        XCTAssertEqual(FileStyle(detecting: Array("let a = 1".utf8)).lineBreak, .lf)
    }

    /// A rules file reads the same in every line-ending style: its blocks keep their lines,
    /// and a template's lines are joined with `\n`, as templates are written.
    func testRulesFileInEveryLineEndingStyle() throws {
        let text = "rule: two-lines\nsummary: S\nmatch:\n    foo(:[x])\nrewrite:\n    bar(:[x])\n    baz()\nmessage: m\n"
        for lineBreak in LineBreak.allCases {
            let converted = String(decoding: lineBreak.replacingLineFeeds(in: Array(text.utf8)), as: UTF8.self)
            let rules = try RuleFile.parse(converted, path: "team.rules")
            XCTAssertEqual(rules.map(\.id), ["two-lines"], "\(lineBreak)")
            XCTAssertEqual(rules.first?.rewrites.first?.rewrite?.text, "bar(:[x])\nbaz()", "\(lineBreak)")
        }
    }
}
