import Foundation
import XCTest

@testable import Tokenizer
@testable import Core
@testable import Rules
@testable import Rewriting
@testable import Output

/// The anchor filter (`Anchors`, `WordSearch`): words found as the tokenizer would see them,
/// and — on every golden file — no rule finds anything in a file without its anchors, and
/// the filter changes no outcome.
final class AnchorTests: XCTestCase {
    func testWordsAreFoundWhole() {
        let search = WordSearch(["sink", "Future", "in"])
        let cases: [(String, [String])] = [
            ("p.sink { }", ["sink"]),
            ("sinks unsink sink_ sink2 _sink", []),
            ("`sink` $sink sink$ #sink", ["sink"]),
            ("// sink in a comment", ["sink", "in"]),
            ("\"Future\"", ["Future"]),
            ("EventLoopFuture<Int> FutureX", []),
            ("caf\u{E9}sink", ["sink"]),
            ("for x in xs { Future { } }", ["in", "Future"]),
            ("", []),
            ("sink", ["sink"]),
        ]
        for (text, expected) in cases {
            var found: [String] = []
            search.scan(Array(text.utf8)) { index in
                found.append(String(decoding: search.words[index], as: UTF8.self))
                return false
            }
            XCTAssertEqual(found, expected, text)
        }
    }

    /// Each of the 256 byte values, at each of the 64 places of a block among other bytes, is
    /// a word byte exactly when it is an ASCII letter, digit or `_`.
    func testWordMaskOfEveryByteAtEveryPlace() {
        func isWord(_ b: UInt8) -> Bool {
            (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39) || b == 0x5F
        }
        for value in 0...255 {
            let byte = UInt8(value)
            for place in 0..<64 {
                for filler: UInt8 in [0x20, 0x61] {
                    var block = [UInt8](repeating: filler, count: 64)
                    block[place] = byte
                    let mask = block.withUnsafeBytes { WordSearch.wordMask($0.baseAddress!, at: 0) }
                    let others: UInt64 = filler == 0x61 ? ~(1 << UInt64(place)) : 0
                    XCTAssertEqual(mask, others | (isWord(byte) ? 1 << UInt64(place) : 0), "byte \(byte) at \(place)")
                }
            }
        }
    }

    /// The runs found 64 bytes at a time are those a byte-by-byte scan finds, at every
    /// length and alignment, with runs crossing blocks and bytes outside ASCII.
    func testRunsMatchAByteByByteScan() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        let alphabet = Array("ab_Z09 .(\n$`".utf8) + [0xC3, 0xA9, 0x80, 0xFF, 0x00, 0x7F, 0x40, 0x5B, 0x60, 0x7B, 0x2F, 0x3A]
        for length in Array(0...200) + [1000, 4096] {
            for _ in 0..<4 {
                // Long runs of one kind, then mixed bytes.
                let bytes = (0..<length).map { i -> UInt8 in
                    i % 150 < 90 && next() % 4 != 0 ? UInt8(ascii: "x") : alphabet[Int(next() % UInt64(alphabet.count))]
                }
                var expected: [Range<Int>] = []
                var p = 0
                func isWord(_ b: UInt8) -> Bool {
                    (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39) || b == 0x5F
                }
                while p < bytes.count {
                    while p < bytes.count, !isWord(bytes[p]) { p += 1 }
                    let start = p
                    while p < bytes.count, isWord(bytes[p]) { p += 1 }
                    if p > start { expected.append(start..<p) }
                }
                var found: [Range<Int>] = []
                bytes.withUnsafeBufferPointer { buffer in
                    WordSearch.forEachRun(buffer) { start, end in
                        found.append(start..<end)
                        return false
                    }
                }
                XCTAssertEqual(found, expected, "\(bytes)")
            }
        }
    }

    func testLongestWordOfAName() {
        let cases: [(String, String?)] = [
            ("sink", "sink"), ("`default`", "default"), ("#if", "if"), ("caf\u{E9}", "caf"), ("a$bc", "bc"),
            ("\u{3C0}", nil), ("$", nil),
        ]
        for (name, word) in cases { XCTAssertEqual(WordSearch.longestWord(in: Array(name.utf8)), word, name) }
    }

    func testAlternativesNeedAllTheirWords() {
        let filter = AnchorFilter(Anchors(allOf: ["map", "data"]) + Anchors(anyOf: ["sink"]))
        XCTAssertTrue(filter.admits(Array("x.map(\\.data)".utf8)))
        XCTAssertFalse(filter.admits(Array("x.map(\\.metadata)".utf8)))
        XCTAssertTrue(filter.admits(Array("p.sink {}".utf8)))
        XCTAssertFalse(filter.admits(Array("let x = 1".utf8)))
        XCTAssertTrue(AnchorFilter(Anchors(alternatives: [[]])).admits([]))
    }

    /// A template rule anchors on the words of its match templates' names; one with no
    /// name may match anywhere.
    func testTemplateRuleAnchors() throws {
        let rules = try RuleFile.parse("""
            rule: a
            summary: a
            match: :[p:expr].sink { :[body] }.store(in: &:[set])
            rewrite: x
            match: `default`.value
            rewrite: y
            rule: b
            summary: b
            match: (:[x])
            rewrite: x
            """, path: "test.rules")
        XCTAssertEqual(rules[0].anchors, Anchors(phrases: [
            [
                Anchors.Word("in", following: [":", "&"]), Anchors.Word("sink", following: ["{"]),
                Anchors.Word("store", following: ["(", "in", ":", "&"]),
            ],
            [Anchors.Word("default"), Anchors.Word("value")],
        ]))
        XCTAssertNil(rules[1].anchors)
    }

    /// A word with the tokens that follow it counts only where the bytes after it spell
    /// them (whitespace between), and wherever a comment might come between.
    func testPhrases() {
        let filter = AnchorFilter(Anchors(phrases: [[Anchors.Word("map", following: ["(", "\\", ".", "data", ")"])]]))
        let cases: [(String, Bool)] = [
            ("x.map(\\.data)", true),
            ("x.map ( \\ .\n data )", true),
            ("x.map(\\.metadata) // data", false),
            ("x.map(\\.data2)", false),
            ("x.map(\\.data$)", false),
            ("x.map(\\.dataé)", true),
            ("x.map$(\\.data)", false),
            ("x.map(/* c */ \\.data)", true),
            ("x.map\n// c\n(\\.data)", true),
            ("x.map(\\.data", false),
            ("x.map(\\.id); y.map(\\.data)", true),
            ("x.map(\u{A0}\\.data)", true),
        ]
        for (text, admitted) in cases { XCTAssertEqual(filter.admits(Array(text.utf8)), admitted, text) }
    }

    /// Every golden file, with every built-in rule and the benchmark's template rules: a
    /// rule whose anchors (with the names the run's preparation added) are not in a file
    /// finds nothing in it.
    func testAnchorsAreSound() throws {
        let benchRules = try RuleFile.load(Self.repository.appendingPathComponent("Scripts/bench.rules").path)
        let rules = RuleCatalog.all + benchRules
        var checked = 0
        for files in Self.goldenRuns() {
            let run = RunContext.prepare(rules: rules, files: files)
            for bytes in files {
                let source = TokenizedSource(bytes: bytes)
                for rule in rules {
                    guard let anchors = run.anchors(of: [rule]), !AnchorFilter(anchors).admits(bytes) else { continue }
                    checked += 1
                    let result = rule.apply(to: source, in: run)
                    XCTAssertTrue(
                        result.edits.isEmpty && result.diagnostics.isEmpty,
                        "\(rule.id) found something in a file without its anchors:\n\(String(decoding: bytes, as: UTF8.self))")
                }
            }
        }
        XCTAssertGreaterThan(checked, 1000)
    }

    /// Every golden case, and its outputs: the same outputs and diagnostics (the site
    /// census's notes too) with the filter on and off.
    func testFilterChangesNoOutcome() {
        let rules = RuleCatalog.select(only: nil, disabled: []).rules
        let filtered = Rewriter(rules: rules, census: CombineSiteNotes(), filtersByAnchors: true)
        let unfiltered = Rewriter(rules: rules, census: CombineSiteNotes(), filtersByAnchors: false)
        var skipped = 0
        for files in Self.goldenRuns() {
            let run = filtered.prepare(files)
            let unfilteredRun = unfiltered.prepare(files)
            for bytes in files {
                if !filtered.mayApply(to: bytes, in: run) { skipped += 1 }
                let b = unfiltered.rewrite(bytes, in: unfilteredRun)
                // Filtered whole files, and rule by rule after a survey.
                for a in [filtered.rewrite(bytes, in: run), filtered.rewrite(bytes, surveyed: filtered.survey(bytes), in: run)] {
                    XCTAssertEqual(a.output, b.output)
                    XCTAssertEqual(a.diagnostics, b.diagnostics)
                    XCTAssertEqual(a.appliedEdits, b.appliedEdits)
                }
            }
        }
        XCTAssertGreaterThan(skipped, 0)
    }

    /// A preparation's marks (`RunPreparation.marks`: `ArgumentReadersPreparation`'s
    /// `XCTest`) are noted by the survey of every file, without tokenizing one that holds no
    /// anchor, and the files handed to that preparation say which hold them; with the filter
    /// off, every file is marked.
    func testPreparationMarksAreSurveyed() throws {
        let rules = RuleCatalog.select(only: nil, disabled: []).rules
        let index = try XCTUnwrap(RunContext.preparations(of: rules).firstIndex { $0 is ArgumentReadersPreparation })
        let files: [[UInt8]] = [Array("import XCTest\nfinal class T: XCTestCase {}\n".utf8), Array("let x = 1\n".utf8)]
        let filtered = Rewriter(rules: rules, filtersByAnchors: true)
        let surveys = files.map { filtered.survey($0) }
        XCTAssertNil(surveys[1].source)
        let handed = RunFiles(files, marks: { surveys[$0].marks }).handed(to: index)
        XCTAssertEqual([handed.isMarked(0), handed.isMarked(1)], [true, false])
        // Not handed to a preparation, or marks not known: every file is marked.
        XCTAssertTrue(RunFiles(files, marks: { surveys[$0].marks }).isMarked(1))
        XCTAssertTrue(RunFiles(files).handed(to: index).isMarked(1))
        let unfiltered = Rewriter(rules: rules, filtersByAnchors: false)
        XCTAssertTrue(RunFiles(files, marks: { unfiltered.survey(files[$0]).marks }).handed(to: index).isMarked(1))
    }

    /// The benchmark's template rules on their shapes written every which way (comments and
    /// line breaks between the tokens, names glued to others): the same outcome with the
    /// filter on and off.
    func testTemplatePhrasesChangeNoOutcome() throws {
        let benchRules = try RuleFile.load(Self.repository.appendingPathComponent("Scripts/bench.rules").path)
        let rules = RuleCatalog.select(only: nil, disabled: [], adding: benchRules).rules
        let filtered = Rewriter(rules: rules, filtersByAnchors: true)
        let unfiltered = Rewriter(rules: rules, filtersByAnchors: false)
        let snippets = [
            "let a = x.map(\\.data)", "let a = x.map( /* data */ \\.data )", "let a = x\n  .map(\n\\.data\n)",
            "let a = x.map(\\.metadata)", "let a = x.map // c\n(\\.data)", "let a = x.map(\\.data).y",
            "x.decode(type: T.self, decoder: d)", "x.decode(type:T.self,decoder:d)", "x.decode /* */ (type: T.self, decoder: d)",
            "var c = Set<AnyCancellable>()", "var c = Set< AnyCancellable >( )", "var c = Set<AnyCancellable>/**/()",
            "p.receive(on: DispatchQueue.main).sink { _ in }", "p.receive(on:DispatchQueue .main)", "p.receive(on: RunLoop.main)",
            "p.sink { v in print(v) }.store(in: &set)", "p.sink{v in}.store(in:&set)", "p.sink { $0 }\n.store(in: &set)",
            "p.assign(to: \\.x, on: self)", "p.first().sink(receiveValue: { _ in })", "Future { promise in promise(.success(1)) }",
            "Deferred { Future { p in } }", "Just(1).eraseToAnyPublisher()", "Fail(error: E()).eraseToAnyPublisher()",
            "s.dataTaskPublisher(for: r)", "p.mapError { $0 }", "p.debounce(for: .seconds(1), scheduler: q)",
            "a.combineLatest(b)", "a.combineLatest /* x */ (b)", "x.map(\u{A0}\\.data)",
        ]
        for snippet in snippets {
            let bytes = Array("func f() {\n    \(snippet)\n}\n".utf8)
            let a = filtered.rewrite(bytes)
            let b = unfiltered.rewrite(bytes)
            XCTAssertEqual(a.output, b.output, snippet)
            XCTAssertEqual(a.diagnostics, b.diagnostics, snippet)
        }
    }

    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The files of each golden case (inputs, and expected outputs as a run of their own).
    static func goldenRuns() -> [[[UInt8]]] {
        var runs: [[[UInt8]]] = []
        let golden = repository.appendingPathComponent("Golden")
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: golden.path)) ?? []
        for folder in folders.sorted() {
            for goldenCase in GoldenCase.all(in: golden.appendingPathComponent(folder)) {
                let inputs = goldenCase.inputs.compactMap { try? [UInt8](Data(contentsOf: $0)) }
                let outputs = goldenCase.inputs.map { url in
                    let expected = url.deletingPathExtension().appendingPathExtension("expected.swift")
                    return (try? [UInt8](Data(contentsOf: expected))) ?? []
                }.filter { !$0.isEmpty }
                runs.append(inputs)
                if !outputs.isEmpty { runs.append(outputs) }
            }
        }
        return runs
    }
}
