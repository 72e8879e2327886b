import XCTest

@testable import CommandLine
@testable import Core
@testable import Rewriting
@testable import Rules
@testable import Structure
@testable import Tokenizer

/// The site census (`CodeView.combineSites()`) and the run's last pass on it
/// (`CombineSiteNotes` through the `Rewriter`): which code is a site, of which kind, where a
/// word on it counts, and when the census note appears.
final class CombineSitesTests: XCTestCase {
    /// `kind name` of each site of `text`, in order; a text with sites must hold the
    /// census's anchors (`combineSiteAnchors`), or the run would never read it.
    private func sites(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> [String] {
        let found = CodeView(TokenizedSource(bytes: Array(text.utf8))).combineSites()
        if !found.isEmpty {
            XCTAssertTrue(AnchorFilter(CodeView.combineSiteAnchors).admits(Array(text.utf8)), "anchors miss \(text)", file: file, line: line)
        }
        return found.map { "\($0.kind.rawValue) \($0.name)" }
    }

    // MARK: Sites found and not found

    func testCalls() {
        let rows: [(String, [String])] = [
            ("session.dataTaskPublisher(for: url)", ["dataTaskPublisher dataTaskPublisher"]),
            ("client.dataTaskPublisher(request)", ["dataTaskPublisher dataTaskPublisher"]),
            ("func dataTaskPublisher(for r: URLRequest) {}", []),
            ("let f = Future { promise in promise(.success(1)) }", ["future Future"]),
            ("let f = Future<Int, Never> { $0(.success(1)) }", ["future Future"]),
            ("let f = Future<Int, Error>(work)", ["future Future"]),
            ("let f = Combine.Future { $0(.success(1)) }", ["future Future"]),
            ("let j = Just(1)", ["just Just"]),
            ("let j = Just<Int>(1)", ["just Just"]),
            ("return Fail(error: e).eraseToAnyPublisher()", ["fail Fail"]),
            ("p.sink { print($0) }", ["sink sink"]),
            ("p.sink(receiveCompletion: { _ in }, receiveValue: { _ in })", ["sink sink"]),
            ("p.assign(to: \\.title, on: self)", ["assign assign"]),
        ]
        for (text, expected) in rows { XCTAssertEqual(sites(text), expected, text) }
    }

    func testLookAlikesAreNoSites() {
        let rows: [String] = [
            "// Future { promise in } and Just(1).sink { }",
            "let s = \"session.dataTaskPublisher(for: url) Fail(error: e)\"",
            "/* p.assign(to: \\.x, on: self) */",
            "let r = /Just\\(1\\)/",
            "extension Future { }",
            "extension Future where Output == Int { }",
            "let x = thing as Future<Int, Never>",
            "let sorted = items.sink(into: bin)",  // not Combine's labels
            "ticket.assign(to: \"queue\", on: Date())",  // no key path
            "ticket.assign(to: \\.owner)",  // no `on:`
            "let j = Optional.Just(1)",  // a member of another type
            "let r = result.fail(error)",
            "func f(p: AnyPublisher<Int, Never>) {}",  // a parameter's type
            "let make: () -> AnyPublisher<Int, Never> = { fatalError() }",  // a closure's type
            "func f() { let p: AnyPublisher<Int, Never> = upstream }",  // a local
            "class A { private let subject = PassthroughSubject<Int, Never>() }",  // not reachable
            "struct Empty: Decodable {}",
            "final class Future<Value, Failure: Error> { init(_ work: () -> Void) {} }",  // an app's own
            "struct Just<Value> { let value: Value }",
        ]
        for text in rows { XCTAssertEqual(sites(text), [], text) }
    }

    func testFutureAsATypeIsNoConstruction() {
        let text = """
            func load() -> Future<Int, Never> {
                Future { $0(.success(1)) }
            }
            var cached: Future<Int, Never> {
                Future<Int, Never> { $0(.success(2)) }
            }
            """
        XCTAssertEqual(sites(text), ["publisherFunction load()", "future Future", "publisherProperty cached", "future Future"])
    }

    func testDeclarations() {
        let rows: [(String, [String])] = [
            ("protocol API { func user(id: Int) -> AnyPublisher<User, Error> }", ["publisherFunction user(id:)"]),
            ("protocol API { var events: AnyPublisher<Event, Never> { get } }", ["publisherProperty events"]),
            ("func load<T>(_ r: R) async throws -> AnyPublisher<T, Error> { upstream }", ["publisherFunction load(_:)"]),
            ("func values() -> some Publisher<Int, Never> { subject }", ["publisherFunction values()"]),
            ("func merged() -> Publishers.Merge<A, B> { a.merge(with: b) }", ["publisherFunction merged()"]),
            ("func deferred() -> Deferred<Future<Int, Never>> { Deferred { f } }", ["publisherFunction deferred()"]),
            ("subscript(id: Int) -> AnyPublisher<Item, Never> { items(id) }", ["publisherFunction subscript(id:)"]),
            ("class A { let events = PassthroughSubject<Int, Never>() }", ["publisherProperty events"]),
            ("class A { var state: CurrentValueSubject<Int, Never> }", ["publisherProperty state"]),
            ("class A { var title: Published<String>.Publisher { $name } }", ["publisherProperty title"]),
            ("class A { let output: AnyPublisher<Int, Never>? }", ["publisherProperty output"]),
            ("let shared: Combine.AnyPublisher<Int, Never> = upstream", ["publisherProperty shared"]),
            ("func f() -> Int { 1 }", []),
            ("func empty() -> Empty { Empty() }", []),  // an app's own `Empty`, not generic
        ]
        for (text, expected) in rows { XCTAssertEqual(sites(text), expected, text) }
    }

    // MARK: Where a word on a site counts

    func testLinesLeaveOutTheClosuresThatDoNotHoldTheSite() throws {
        let text = """
            func bind() {
                subject
                    .sink { value in
                        print(value)
                    }
                    .store(in: &cancellables)
            }
            """
        let source = TokenizedSource(bytes: Array(text.utf8))
        let view = CodeView(source)
        let site = try XCTUnwrap(view.combineSites().first)
        XCTAssertEqual(site.lines(view, LineMap(source.bytes)), [2...3, 5...6])
    }

    func testAPublisherFunctionAndTheFutureItMakesShareTheirLines() throws {
        let text = """
            func load() -> AnyPublisher<Int, Never> {
                Future { promise in
                    promise(.success(1))
                }
                .eraseToAnyPublisher()
            }
            """
        let source = TokenizedSource(bytes: Array(text.utf8))
        let view = CodeView(source)
        let all = view.combineSites()
        XCTAssertEqual(all.map(\.kind), [.publisherFunction, .future])
        XCTAssertEqual(all[1].declaration, all[0].position)
        XCTAssertEqual(all[0].lines(view, LineMap(source.bytes)), [1...2, 4...6])
        XCTAssertEqual(all[1].lines(view, LineMap(source.bytes)), [1...2, 4...6])
    }

    // MARK: The last pass

    /// The diagnostics of a run of `rules` (the default ones, plus `enabled`) with the census.
    private func diagnostics(_ text: String, enabled: [String] = [], census: Bool = true) -> [String] {
        let overrides = Dictionary(uniqueKeysWithValues: enabled.map { ($0, true) })
        let rules = RuleCatalog.select(only: nil, disabled: [], overrides: overrides).rules
        let rewriter = Rewriter(rules: rules, census: census ? CombineSiteNotes() : nil)
        let input = Array(text.utf8)
        let lines = LineMap(input)
        return rewriter.rewrite(input).diagnostics.map { "\(lines.location(of: $0.offset).line) \($0.ruleID)" }
    }

    func testTheCensusSpeaksOnlyWhenNothingElseDid() {
        let text = """
            import Combine

            @MainActor
            final class Feed {
                let events = PassthroughSubject<Int, Never>()
                var cancellables = Set<AnyCancellable>()

                func bind() {
                    events.sink { print($0) }.store(in: &cancellables)
                    _ = Just(1)
                }
            }
            """
        // The `sink` is receive-main-actor's (opt-in rule off: its note); the subject and
        // the `Just`, no rule's.
        XCTAssertEqual(diagnostics(text), ["9 receive-main-actor", "5 combine-site", "10 combine-site"])
        XCTAssertEqual(diagnostics(text, census: false), ["9 receive-main-actor"])
        // Rewritten by sink-for-await: no note on it.
        XCTAssertEqual(diagnostics(text, enabled: [SinkForAwait.id]), ["5 combine-site", "10 combine-site"])
    }

    func testTheOwningRuleSpeaksFirstAndTheCensusWhenItIsOff() {
        let text = """
            import Combine

            func warmUp() {
                let future = Future<Int, Never> { promise in promise(.success(1)) }
                _ = future
            }
            """
        XCTAssertEqual(diagnostics(text), ["4 future-continuation"])
        let rules = RuleCatalog.select(only: nil, disabled: [FutureContinuation.id]).rules
        let outcome = Rewriter(rules: rules, census: CombineSiteNotes()).rewrite(Array(text.utf8))
        XCTAssertEqual(outcome.diagnostics.map(\.ruleID), [CombineSiteNotes.id])
        XCTAssertTrue(outcome.diagnostics[0].message.contains("future-continuation"), outcome.diagnostics[0].message)
    }

    func testARewrittenFunctionGetsNoNote() {
        let text = """
            import Combine
            import Foundation

            final class API {
                func user(id: Int) -> AnyPublisher<Data, Error> {
                    let url = URL(string: "https://example.com/\\(id)")!
                    return URLSession.shared.dataTaskPublisher(for: url)
                        .map(\\.data)
                        .mapError { $0 as Error }
                        .eraseToAnyPublisher()
                }
            }
            """
        XCTAssertEqual(diagnostics(text), [])
    }

    func testASuppressionSilencesTheCensusNote() {
        let text = """
            import Combine

            final class Feed {
                // combine-migrate:disable-next-line combine-site
                let events = PassthroughSubject<Int, Never>()
                var cancellables = Set<AnyCancellable>()

                func bind() {
                    // combine-migrate:disable-next-line receive-main-actor
                    events.sink { print($0) }.store(in: &cancellables)
                }
            }
            """
        // The sink's rule was silenced there: the census does not speak in its place.
        XCTAssertEqual(diagnostics(text), [])
    }

    /// Notes only: `--check` finds nothing to change (exit 0); `--verbose` shows the note,
    /// and the `sites` subcommand lists the site with the lines that speak for it.
    func testCheckExitsZeroOnCensusNotesAndVerboseShowsThem() throws {
        let scratch = try Scratch()
        let path = try scratch.write("Feed.swift", "import Combine\n\nfinal class Feed {\n    let events = PassthroughSubject<Int, Never>()\n}\n")
        let config = try scratch.write("config.json", "{}")
        let check = runTool(["--check", "--config", config, path])
        XCTAssertEqual(check.code, .unchanged)
        XCTAssertEqual(check.output, "")
        XCTAssertTrue(check.error.contains("combine-site: 1 kept (1 note not shown; use --verbose)"), check.error)
        let verbose = runTool(["--verbose", "--config", config, path])
        XCTAssertEqual(verbose.code, .unchanged)
        XCTAssertTrue(verbose.error.contains("Feed.swift:4:5: note: `events` is a `PassthroughSubject`"), verbose.error)
        XCTAssertTrue(verbose.error.contains("[combine-site]"), verbose.error)
        let sites = runTool(["sites", path])
        XCTAssertEqual(sites.code, .unchanged)
        XCTAssertTrue(sites.output.contains("\"kind\":\"publisherProperty\",\"line\":4,\"column\":5,\"lines\":[[4,4]]"), sites.output)
    }

    /// A statement of many sites is walked once: 30,000 `Just`s in one array literal.
    func testALongStatementOfSitesIsReadOnce() {
        let text = "let all = [" + String(repeating: "Just(1), ", count: 30_000) + "]\n"
        let sites = CodeView(TokenizedSource(bytes: Array(text.utf8))).combineSites()
        XCTAssertEqual(sites.count, 30_000)
        XCTAssertEqual(sites.last?.spans, sites.first?.spans)
    }

    func testChangedLinesAreMappedBackThroughTheRounds() {
        var changes = InputChanges()
        let input = Array("a\nb\nc\nd\n".utf8)
        // Round 1 replaces line 2 by three lines; round 2 edits what is then line 5 (`d`).
        changes.record([Edit(range: ByteOffset(2)..<ByteOffset(3), replacement: "x\ny\nz", rule: "r")])
        changes.record([Edit(range: ByteOffset(10)..<ByteOffset(11), replacement: "D", rule: "r")])
        XCTAssertEqual(changes.changedLines(LineMap(input), input: input), [2...2, 4...4])
    }

    /// A line a first-round edit covers whole and writes again as it was is not changed (the
    /// diff shows it unchanged, and a site on it still needs its note) — unless a later round
    /// edits inside that replacement.
    func testLinesAnEditCarriesAsTheyWereAreNotChanged() {
        let input = Array("let s = p\n    .map { Just($0) }\n    .sink { v in }\nend\n".utf8)
        let rewrite = Edit(
            range: ByteOffset(0)..<ByteOffset(50), replacement: "let stream = p\n    .map { Just($0) }\n    .values\nTask {}", rule: "r")
        var once = InputChanges()
        once.record([rewrite])
        func lines(_ changes: InputChanges) -> Set<Int> { Set(changes.changedLines(LineMap(input), input: input).flatMap { Array($0) }) }
        XCTAssertEqual(lines(once), [1, 3])
        var twice = InputChanges()
        twice.record([rewrite])
        // Round 2 edits the `Task {}` the first round wrote: the whole first edit counts.
        twice.record([Edit(range: ByteOffset(49)..<ByteOffset(56), replacement: "Task { @MainActor in }", rule: "r")])
        XCTAssertEqual(lines(twice), [1, 2, 3])
    }

    /// The changed lines, merged and searched, say of every range of lines what a look at each
    /// change would.
    func testChangedLinesOverlapAsEachChangeWould() {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % bound
        }
        for _ in 0..<300 {
            let changes = (0..<next(8)).map { _ -> ClosedRange<Int> in
                let first = 1 + next(40)
                return first...(first + next(4))
            }
            let changed = SortedRanges(lines: changes)
            for first in 1...45 {
                for length in 0..<4 {
                    let lines = first...(first + length)
                    XCTAssertEqual(changed.overlaps(lines: lines), changes.contains { $0.overlaps(lines) }, "\(changes) \(lines)")
                }
            }
        }
    }

    /// Sorted ranges say of every value whether a range holds it, and of every range whether it
    /// overlaps one, as a look at each range would (empty ranges hold nothing).
    func testSortedRangesAnswerAsEachRangeWould() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % bound
        }
        for _ in 0..<300 {
            let ranges = (0..<next(8)).map { _ -> Range<Int> in
                let lower = next(40)
                return lower..<(lower + next(5))
            }
            let sorted = SortedRanges(ranges)
            for value in -1...46 {
                XCTAssertEqual(sorted.contains(value), ranges.contains { $0.contains(value) }, "\(ranges) \(value)")
                for length in 0..<4 {
                    let range = value..<(value + length)
                    XCTAssertEqual(sorted.overlaps(range), ranges.contains { $0.overlaps(range) }, "\(ranges) \(range)")
                }
            }
        }
    }
}
