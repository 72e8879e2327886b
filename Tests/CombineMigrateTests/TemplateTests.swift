import Foundation
import XCTest

@testable import Core
@testable import Tokenizer
@testable import Structure
@testable import Rules
@testable import Rewriting

/// The template engine, case by case: each hole kind, repeated holes, layout-insensitive
/// matching, look-alikes, nesting, re-indentation, guards — and idempotence of every case.
final class TemplateTests: XCTestCase {
    struct Case {
        let name: String
        let match: String
        let rewrite: String
        let input: String
        let expected: String
        var guards: [Guard] = []
    }

    private func run(_ cases: [Case], file: StaticString = #filePath, line: UInt = #line) throws {
        for c in cases {
            let rule = TemplateRule(
                id: "test", summary: "test",
                rewrites: [.init(match: try Template(c.match), rewrite: try Template(c.rewrite, rewrite: true), guards: c.guards)])
            let rewriter = Rewriter(rules: [rule])
            let output = String(decoding: rewriter.rewrite(Array(c.input.utf8)).output, as: UTF8.self)
            XCTAssertEqual(output, c.expected, c.name, file: file, line: line)
            let again = String(decoding: rewriter.rewrite(Array(output.utf8)).output, as: UTF8.self)
            XCTAssertEqual(again, output, "\(c.name): not idempotent", file: file, line: line)
        }
    }

    func testHoleKinds() throws {
        try run([
            Case(name: "run", match: "foo(:[args])", rewrite: "bar(:[args])",
                 input: "x = foo(a, b(c), [d])\n", expected: "x = bar(a, b(c), [d])\n"),
            Case(name: "run is not empty", match: "foo(:[args])", rewrite: "bar(:[args])",
                 input: "foo()\n", expected: "foo()\n"),
            Case(name: "optional run", match: "foo(:[args?])", rewrite: "bar(:[args])",
                 input: "foo()\nfoo(1)\n", expected: "bar()\nbar(1)\n"),
            Case(name: "identifier", match: "let :[[name]] = load()", rewrite: "let :[name] = try await load()",
                 input: "let user = load()\nlet (a, b) = load()\n", expected: "let user = try await load()\nlet (a, b) = load()\n"),
            Case(name: "identifier, long form", match: "use(:[n:ident])", rewrite: "take(:[n])",
                 input: "use(x)\nuse(x + 1)\nuse($0)\n", expected: "take(x)\nuse(x + 1)\ntake($0)\n"),
            Case(name: "token", match: "log(:[message.])", rewrite: "logger.info(:[message])",
                 input: "log(\"a \\(b) c\")\nlog(42)\nlog(a.b)\n", expected: "logger.info(\"a \\(b) c\")\nlogger.info(42)\nlog(a.b)\n"),
            Case(name: "rest of line", match: "debugPrint:[rest\\n]", rewrite: "// removed: debugPrint:[rest]",
                 input: "    debugPrint(a, b) // why\n    next()\n", expected: "    // removed: debugPrint(a, b) // why\n    next()\n"),
            Case(name: "expression", match: ":[receiver:expr].eraseToAnyPublisher()", rewrite: ":[receiver]",
                 input: "return self.api.user(id: 1)?.items[0].eraseToAnyPublisher()\n",
                 expected: "return self.api.user(id: 1)?.items[0]\n"),
            Case(name: "expression does not start mid-chain", match: ":[r:expr].done()", rewrite: "finish(:[r])",
                 input: "a.b.c.done()\n", expected: "finish(a.b.c)\n"),
        ])
    }

    func testRepeatedHolesMustBindTheSameCode() throws {
        try run([
            Case(name: "same", match: ":[[a]] = :[[a]] + 1", rewrite: ":[a] += 1",
                 input: "x = x + 1\nx = y + 1\ncount = count /* again */ + 1\n",
                 expected: "x += 1\nx = y + 1\ncount += 1\n"),
            Case(name: "same run modulo layout", match: "max(:[v], :[v])", rewrite: ":[v]",
                 input: "max(a.b( 1 ), a.b(1))\nmax(a, b)\n", expected: "a.b( 1 )\nmax(a, b)\n"),
            Case(name: "underscore binds nothing", match: "pair(:[_], :[_])", rewrite: "pair()",
                 input: "pair(1, 2)\n", expected: "pair()\n"),
        ])
    }

    func testLayoutInsensitiveMatchingAcrossLinesAndComments() throws {
        try run([
            Case(name: "spans lines with comments", match: "session.dataTaskPublisher(for: :[url])",
                 rewrite: "try await session.data(from: :[url])",
                 input: "let r = session // the shared one\n    .dataTaskPublisher( /* url */ for:\n        url)\n",
                 expected: "let r = try await session.data(from: url)\n"),
            Case(name: "template spacing is free", match: "a   (  :[x]  )", rewrite: "b(:[x])",
                 input: "a(1)\n", expected: "b(1)\n"),
        ])
    }

    func testLookAlikesInStringsCommentsAndRegexesAreLeftAlone() throws {
        let input = """
            let s = "cancellable.cancel()"
            // cancellable.cancel()
            /* cancellable.cancel() */
            let r = /cancellable.cancel()/
            let m = #"cancellable.cancel()"#
            cancellable.cancel()

            """
        try run([
            Case(name: "look-alikes", match: "cancellable.cancel()", rewrite: "task.cancel()",
                 input: input, expected: input.replacingOccurrences(of: "\ncancellable.cancel()\n", with: "\ntask.cancel()\n")),
        ])
    }

    func testMatchesInsideClosuresInterpolationsAndConditionalBlocks() throws {
        try run([
            Case(name: "nesting", match: "old(:[x])", rewrite: "new(:[x])",
                 input: "run { old(1) }\nprint(\"\\(old(2))\")\n#if DEBUG\nold(3)\n#endif\n",
                 expected: "run { new(1) }\nprint(\"\\(new(2))\")\n#if DEBUG\nnew(3)\n#endif\n"),
        ])
    }

    func testNestedMatchesAreRewrittenInOneRun() throws {
        try run([
            Case(name: "match inside a binding", match: "wrap(:[x])", rewrite: "box(:[x])",
                 input: "wrap(wrap(wrap(1)))\n", expected: "box(box(box(1)))\n"),
        ])
    }

    func testReindentationFollowsTheFilesUnit() throws {
        let template = (
            match: ":[p:expr].sink { :[v] in\n    :[body]\n}",
            rewrite: "Task {\n    for await :[v] in :[p].values {\n        :[body]\n    }\n}"
        )
        let fourSpaces = """
            func bind() {
                model.$name.sink { name in
                    print(name)
                    if name.isEmpty {
                        reset()
                    }
                }
            }

            """
        let fourSpacesExpected = """
            func bind() {
                Task {
                    for await name in model.$name.values {
                        print(name)
                        if name.isEmpty {
                            reset()
                        }
                    }
                }
            }

            """
        let twoSpaces = fourSpaces.replacingOccurrences(of: "    ", with: "  ")
        let twoSpacesExpected = fourSpacesExpected.replacingOccurrences(of: "    ", with: "  ")
        let tabs = fourSpaces.replacingOccurrences(of: "    ", with: "\t")
        let tabsExpected = fourSpacesExpected.replacingOccurrences(of: "    ", with: "\t")
        let crlf = fourSpaces.replacingOccurrences(of: "\n", with: "\r\n")
        let crlfExpected = fourSpacesExpected.replacingOccurrences(of: "\n", with: "\r\n")
        try run([
            Case(name: "4 spaces", match: template.match, rewrite: template.rewrite, input: fourSpaces, expected: fourSpacesExpected),
            Case(name: "2 spaces", match: template.match, rewrite: template.rewrite, input: twoSpaces, expected: twoSpacesExpected),
            Case(name: "tabs", match: template.match, rewrite: template.rewrite, input: tabs, expected: tabsExpected),
            Case(name: "CRLF", match: template.match, rewrite: template.rewrite, input: crlf, expected: crlfExpected),
        ])
    }

    func testGuards() throws {
        let returnType = try Template("AnyPublisher<:[t], :[e]>")
        try run([
            Case(name: "regex", match: "fetch(:[x])", rewrite: "load(:[x])",
                 input: "fetch(userID)\nfetch(42)\n", expected: "load(userID)\nfetch(42)\n",
                 guards: [.matches(hole: "x", try .init("^[a-z]"))]),
            Case(name: "not regex", match: "fetch(:[x])", rewrite: "load(:[x])",
                 input: "fetch(userID)\nfetch(42)\n", expected: "fetch(userID)\nload(42)\n",
                 guards: [.doesNotMatch(hole: "x", try .init("^[a-z]"))]),
            Case(name: "is identifier", match: "fetch(:[x])", rewrite: "load(:[x])",
                 input: "fetch(a)\nfetch(a.b)\n", expected: "load(a)\nfetch(a.b)\n", guards: [.isIdentifier(hole: "x")]),
            Case(name: "inside func returning", match: "Just(:[v])", rewrite: "Value(:[v])",
                 input: """
                    func a() -> AnyPublisher<Int, Never> {
                        if flag { return Just(1).eraseToAnyPublisher() }
                        return [1].map { Just($0) }.first!
                    }
                    func b() -> Int { Just(2).value }
                    var c: AnyPublisher<Int, Never> { Just(3).eraseToAnyPublisher() }

                    """,
                 expected: """
                    func a() -> AnyPublisher<Int, Never> {
                        if flag { return Value(1).eraseToAnyPublisher() }
                        return [1].map { Value($0) }.first!
                    }
                    func b() -> Int { Just(2).value }
                    var c: AnyPublisher<Int, Never> { Value(3).eraseToAnyPublisher() }

                    """,
                 guards: [.insideFunction(returning: returnType)]),
        ])
    }

    func testGuardFailureEmitsTheRulesMessage() throws {
        let rule = TemplateRule(id: "t", summary: "t", rewrites: [
            .init(match: try Template("fetch(:[x])"), rewrite: try Template("load(:[x])", rewrite: true),
                  guards: [.isIdentifier(hole: "x")], message: "argument is not a name"),
        ])
        let outcome = Rewriter(rules: [rule]).rewrite(Array("fetch(a)\n  fetch(1 + 2)\n".utf8))
        XCTAssertEqual(String(decoding: outcome.output, as: UTF8.self), "load(a)\n  fetch(1 + 2)\n")
        XCTAssertEqual(outcome.diagnostics, [Diagnostic(.warning, at: ByteOffset(11), "argument is not a name", rule: "t")])
    }

    func testTemplateSyntax() throws {
        let dictionary = try Template("let d: [String:[Int]] = [:]")
        XCTAssertTrue(dictionary.holeNames.isEmpty, "[String:[Int]] is Swift, not a hole")
        XCTAssertEqual(try Template("$0.map { $projected }").holeNames, [])
        XCTAssertEqual(try Template(":[a] + :[[b]] + :[c?] + :[d.] + :[e\\n] + :[f:expr]").holeNames, ["a", "b", "c", "d", "e", "f"])
        XCTAssertThrowsError(try Template("foo(:[x]")) { XCTAssertTrue("\($0)".contains("unbalanced")) }
        XCTAssertThrowsError(try Template("\"text :[x]\"")) { XCTAssertTrue("\($0)".contains("string literal")) }
        XCTAssertThrowsError(try Template(":[x] + :[[x]]")) { XCTAssertTrue("\($0)".contains("two different kinds")) }
        XCTAssertEqual(try Template("self.foo(:[x])").anchor, Array("self".utf8))
        XCTAssertEqual(try Template("var :[[n]] = Set<AnyCancellable>()").anchor, Array("var".utf8))
        XCTAssertEqual(try Template("var :[[n]] = Set<AnyCancellable>()").requiredNames, ["var", "Set", "AnyCancellable"].map { Array($0.utf8) })
        XCTAssertEqual(try Template(":[p:expr].sink { :[b] }.store(in: &:[s])").anchor, Array("sink".utf8))
        XCTAssertNil(try Template(":[a] + 1").anchor)
    }

    /// A rule file's lines lose the blanks Foundation's `.whitespaces` would trim, no more.
    func testRuleFileLinesTrimAsFoundationDoes() {
        for text in ["", "  ", "\t key: value \t", "\u{00A0}a b\u{2003}", " x\u{2028} ", "\u{3000}\u{FEFF}y", "é  "] {
            XCTAssertEqual(text.trimmingBlanks(), text.trimmingCharacters(in: .whitespaces), "\(Array(text.unicodeScalars))")
            XCTAssertEqual(text[...].trimmingBlanks(), text.trimmingCharacters(in: .whitespaces))
        }
    }

    func testFileStyleDetection() {
        XCTAssertEqual(FileStyle(detecting: Array("a\n  b\n    c\n".utf8)).indentUnit, "  ")
        XCTAssertEqual(FileStyle(detecting: Array("a\n\tb\n\t\tc\n".utf8)).indentUnit, "\t")
        XCTAssertEqual(FileStyle(detecting: Array("a\n    b\n".utf8)).indentUnit, "    ")
        XCTAssertEqual(FileStyle(detecting: Array("a\r\nb\r\n".utf8)).lineEnding, "\r\n")
        XCTAssertEqual(FileStyle(detecting: []).indentUnit, "    ")
        // Line ends read past a line's text: CRLF, CR alone, a last line without a break, and
        // blank lines of spaces, which count for nothing.
        XCTAssertEqual(FileStyle(detecting: Array("a {\r\n  b\r\n    c\r\n  \r\n}".utf8)).indentUnit, "  ")
        XCTAssertEqual(FileStyle(detecting: Array("a {\r  b {\r    c\r  }\r}".utf8)).indentUnit, "  ")
        XCTAssertEqual(FileStyle(detecting: Array("a\r\n\tb\r\n\t\tc".utf8)).indentUnit, "\t")
        XCTAssertEqual(FileStyle(detecting: Array("a // x\n   \n   b\n      c\n".utf8)).indentUnit, "   ")
        XCTAssertEqual(FileStyle(detecting: Array("a\rb\n  c\n    d\n".utf8)).indentUnit, "  ")
    }
}
