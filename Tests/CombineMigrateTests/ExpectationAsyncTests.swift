import Testing

@testable import Core
@testable import Rules
@testable import Tokenizer

/// `expectation-async` on one test method at a time: what the method becomes (a line its
/// rewrite holds), or why it stays (a part of the diagnostic), and that a second run changes
/// nothing. The golden cases hold whole files; these rows pin the shapes one by one.
struct ExpectationAsyncTests {
    struct Row: CustomStringConvertible, Sendable {
        let name: String
        /// The test method's body.
        let body: String
        /// A line the rewritten method holds; nil when the method stays.
        let rewritten: String?
        /// A part of the diagnostic when the method stays.
        let kept: String?

        var description: String { name }
    }

    static let rows: [Row] = [
        Row(
            name: "completion fulfils: every value in a loop",
            body: """
                let exp = expectation(description: "pages")
                pages.sink(receiveCompletion: { completion in
                    if case .failure(let error) = completion { XCTFail("\\(error)") }
                    exp.fulfill()
                }, receiveValue: { page in
                    guard page > 0 else { XCTFail("zero"); return }
                    XCTAssertLessThan(page, 4)
                }).store(in: &cancellables)
                wait(for: [exp], timeout: 2)
                """,
            rewritten: "for page in try await values.untilFinished(timeout: 2) {", kept: nil),
        Row(
            name: "completion fulfils, .finished fails: a failure expected",
            body: """
                let exp = XCTestExpectation(description: "fails")
                pages.sink(receiveCompletion: { completion in
                    switch completion {
                    case .finished: XCTFail("should fail")
                    case .failure(let error): XCTAssertNotNil(error)
                    }
                    exp.fulfill()
                }, receiveValue: { _ in XCTFail("no page"); exp.fulfill() }).store(in: &cancellables)
                wait(for: [exp], timeout: 2)
                """,
            rewritten: "let error = try await values.failure(timeout: 2)", kept: nil),
        Row(
            name: "a fulfilment after an XCTFail on one line goes with its ;",
            body: """
                let exp = XCTestExpectation(description: "save")
                pages.sink(receiveCompletion: { completion in
                    if case .failure(let error) = completion { XCTFail("\\(error)") }
                    exp.fulfill()
                }, receiveValue: { page in
                    guard page > 0 else { XCTFail("zero"); exp.fulfill(); return }
                }).store(in: &cancellables)
                wait(for: [exp], timeout: 2)
                """,
            rewritten: "guard page > 0 else { XCTFail(\"zero\"); continue }", kept: nil),
        Row(
            name: "one wait for two expectations: a shared deadline",
            body: """
                let a = expectation(description: "a")
                pages.sink { page in XCTAssertEqual(page, 1); a.fulfill() }.store(in: &cancellables)
                let b = expectation(description: "b")
                names.sink { name in XCTAssertEqual(name, "x"); b.fulfill() }.store(in: &cancellables)
                wait(for: [a, b], timeout: 3)
                """,
            rewritten: "let name = try await values2.next(timeout: deadline.timeIntervalSinceNow)", kept: nil),
        Row(
            name: "waitForExpectations waits only for expectation(description:)",
            body: """
                let a = expectation(description: "a")
                pages.sink { _ in a.fulfill() }.store(in: &cancellables)
                let b = XCTestExpectation(description: "b")
                names.sink { _ in b.fulfill() }.store(in: &cancellables)
                waitForExpectations(timeout: 3)
                """,
            rewritten: nil, kept: "`waitForExpectations` waits only for those `expectation(description:)` makes"),
        Row(
            name: "completion fulfils whatever the end: every value until it finishes or fails",
            body: """
                let exp = expectation(description: "end")
                pages.sink(receiveCompletion: { _ in exp.fulfill() }, receiveValue: { page in XCTAssertEqual(page, 1) })
                    .store(in: &cancellables)
                wait(for: [exp], timeout: 2)
                """,
            rewritten: "for page in try await values.untilCompletion(timeout: 2) {", kept: nil),
        Row(
            name: "completion fulfils whatever the end, finished runs more: stays",
            body: """
                let exp = expectation(description: "end")
                pages.sink(receiveCompletion: { completion in
                    if case .finished = completion { print("done") }
                    exp.fulfill()
                }, receiveValue: { page in XCTAssertEqual(page, 1) })
                    .store(in: &cancellables)
                wait(for: [exp], timeout: 2)
                """,
            rewritten: nil, kept: "runs more than an `XCTFail` on `.finished`"),
        Row(
            name: "if <condition> { fulfil }: the first value meeting it",
            body: """
                let exp = XCTestExpectation(description: "big")
                pages.sink { page in
                    if page > 1 {
                        exp.fulfill()
                    }
                }.store(in: &cancellables)
                wait(for: [exp], timeout: 1)
                """,
            rewritten: "_ = try await values.next(timeout: 1, where: { page in page > 1 })", kept: nil),
        Row(
            name: "withExtendedLifetime(c) {} goes with the local cancellable",
            body: """
                let exp = expectation(description: "page")
                let c = pages.sink { _ in exp.fulfill() }
                withExtendedLifetime(c) {}
                wait(for: [exp], timeout: 1)
                """,
            rewritten: "_ = try await values.next(timeout: 1)", kept: nil),
        Row(
            name: "a return without an XCTFail before it, in steps: stays",
            body: """
                let a = expectation(description: "a")
                let b = expectation(description: "b")
                pages.sink { page in
                    defer { a.fulfill() }
                    guard page > 1 else { return }
                    XCTAssertEqual(page, 2)
                }.store(in: &cancellables)
                names.sink { name in XCTAssertEqual(name, "x"); b.fulfill() }.store(in: &cancellables)
                wait(for: [a, b], timeout: 3)
                """,
            rewritten: nil, kept: "returns early, in a test taken in steps"),
        Row(
            name: "XCTestExpectation fulfilled after asserts: the first value and those that came with it",
            body: """
                let exp = XCTestExpectation(description: "pages")
                pages.sink { page in
                    XCTAssertGreaterThan(page, 0)
                    exp.fulfill()
                }.store(in: &cancellables)
                wait(for: [exp], timeout: 1)
                XCTAssertTrue(true)
                """,
            rewritten: "for page in try await values.nextAndArrived(timeout: 1) {", kept: nil),
        Row(
            name: "XCTestExpectation fulfilled after asserts, the run loop run after the wait: stays",
            body: """
                let exp = XCTestExpectation(description: "pages")
                pages.sink { page in
                    XCTAssertGreaterThan(page, 0)
                    exp.fulfill()
                }.store(in: &cancellables)
                wait(for: [exp], timeout: 1)
                RunLoop.main.run(until: Date())
                """,
            rewritten: nil, kept: "the code after the wait suspends, sleeps or runs the run loop"),
        Row(
            name: "XCTestExpectation fulfilled after asserts, for values that meet a condition: stays",
            body: """
                let exp = XCTestExpectation(description: "pages")
                pages.sink { page in
                    guard page > 1 else { return }
                    XCTAssertEqual(page, 2)
                    exp.fulfill()
                }.store(in: &cancellables)
                wait(for: [exp], timeout: 1)
                """,
            rewritten: nil, kept: "fulfils only for values that meet a condition"),
        Row(
            name: "a capture list of unowned self and a weak capture not read goes with the closure",
            body: """
                let exp = expectation(description: "page")
                let other = pages
                pages.sink { [unowned self, weak other] page in
                    XCTAssertEqual(page, 1)
                    exp.fulfill()
                }.store(in: &cancellables)
                wait(for: [exp], timeout: 1)
                """,
            rewritten: "let page = try await values.next(timeout: 1)", kept: nil),
        Row(
            name: "a weak capture the closure reads: stays",
            body: """
                let exp = expectation(description: "page")
                let other = pages
                pages.sink { [weak other] page in
                    XCTAssertNotNil(other)
                    exp.fulfill()
                }.store(in: &cancellables)
                wait(for: [exp], timeout: 1)
                """,
            rewritten: nil, kept: "capture list holds what its code reads"),
        Row(
            name: "a sink that names no expectation stays beside the migrated one",
            body: """
                let exp = expectation(description: "page")
                names.sink { name in print(name) }.store(in: &cancellables)
                pages.sink { page in
                    XCTAssertEqual(page, 1)
                    exp.fulfill()
                }.store(in: &cancellables)
                wait(for: [exp], timeout: 1)
                """,
            rewritten: "names.sink { name in print(name) }.store(in: &cancellables)", kept: nil),
        Row(
            name: "a tuple's names, a return right after an XCTFail: bound the same way",
            body: """
                let exp = expectation(description: "pair")
                pairs.sink { (id, result) in
                    guard result else { XCTFail("no"); return }
                    XCTAssertEqual(id, 1)
                    exp.fulfill()
                }.store(in: &cancellables)
                wait(for: [exp], timeout: 1)
                """,
            rewritten: "let (id, result) = try await values.next(timeout: 1)", kept: nil),
        Row(
            name: "every name of the tuple a wildcard: the value is not bound",
            body: """
                let exp = expectation(description: "pair")
                pairs.sink { _, _ in exp.fulfill() }.store(in: &cancellables)
                wait(for: [exp], timeout: 1)
                """,
            rewritten: "_ = try await values.next(timeout: 1)", kept: nil),
        Row(
            name: "a parameter with its type written: stays",
            body: """
                let exp = expectation(description: "pair")
                pairs.sink { (pair: (Int, Bool)) in XCTAssertEqual(pair.0, 1); exp.fulfill() }.store(in: &cancellables)
                wait(for: [exp], timeout: 1)
                """,
            rewritten: nil, kept: "not one name, one name with its type, or a tuple's names"),
        Row(
            name: "a return without an XCTFail before a fulfilment at the end: stays",
            body: """
                let exp = expectation(description: "pair")
                pairs.sink { (id, result) in
                    XCTAssertEqual(id, 1)
                    guard result else { return }
                    exp.fulfill()
                }.store(in: &cancellables)
                wait(for: [exp], timeout: 1)
                """,
            rewritten: nil, kept: "returns early"),
        Row(
            name: "an expectation a callback fulfils, waited for with the step's: awaited first, within the deadline",
            body: """
                let exp = expectation(description: "page")
                let done = expectation(description: "done")
                pages.sink { page in XCTAssertEqual(page, 1); exp.fulfill() }.store(in: &cancellables)
                DispatchQueue.main.async { done.fulfill() }
                wait(for: [exp, done], timeout: 2)
                """,
            rewritten: "await fulfillment(of: [done], timeout: max(deadline.timeIntervalSinceNow, 0))", kept: nil),
        Row(
            name: "an expectation a callback fulfils, waited for alone after the step: awaited there",
            body: """
                let exp = expectation(description: "page")
                pages.sink { page in XCTAssertEqual(page, 1); exp.fulfill() }.store(in: &cancellables)
                wait(for: [exp], timeout: 2)
                let done = expectation(description: "done")
                DispatchQueue.main.async { done.fulfill() }
                waitForExpectations(timeout: 3)
                """,
            rewritten: "await fulfillment(of: [done], timeout: 3)", kept: nil),
    ]

    @Test(arguments: rows)
    func rewrite(_ row: Row) {
        let indented = row.body.split(separator: "\n", omittingEmptySubsequences: false).map { "        " + $0 }.joined(separator: "\n")
        let file = """
            import Combine
            import XCTest

            final class PagesTests: XCTestCase {
                var cancellables = Set<AnyCancellable>()
                let pages = PassthroughSubject<Int, URLError>()
                let names = PassthroughSubject<String, Never>()
                let pairs = PassthroughSubject<(Int, Bool), Never>()

                func testPages() {
            \(indented)
                }
            }

            """
        let result = ExpectationAsync().apply(to: TokenizedSource(bytes: Array(file.utf8)))
        let output = String(decoding: Edit.apply(result.edits, to: Array(file.utf8)), as: UTF8.self)
        if let rewritten = row.rewritten {
            let lines = output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            #expect(lines.contains(rewritten), "\(output)")
            #expect(output.contains("func testPages() async throws"))
            // The expectations the `sink`s fulfilled go (another callback's stay, awaited).
            #expect(rewritten.contains("fulfillment(of:") || !output.contains("fulfill()"))
            let again = ExpectationAsync().apply(to: TokenizedSource(bytes: Array(output.utf8)))
            #expect(again.edits.isEmpty && again.diagnostics.isEmpty, "a second run changes nothing")
        } else {
            #expect(result.edits.isEmpty)
            #expect(result.diagnostics.contains { $0.message.contains(row.kept ?? "") }, "\(result.diagnostics.map(\.message))")
        }
    }
}
