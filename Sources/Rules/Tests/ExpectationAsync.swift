import Core
import Structure
import Tokenizer

/// `expectation-async`: an XCTest method that waits on an expectation a `sink` fulfils
/// becomes an `async throws` test awaiting the publisher's value (or failure) in
/// straight-line code, with the same timeout.
package struct ExpectationAsync: BuiltInRule {
    package static let id = "expectation-async"
    package let isEnabledByDefault = true
    package let phase = RulePhase.migration
    package let summary = "an XCTest expectation fulfilled by a `sink`, then `wait` → an `async throws` test awaiting the value (or the end)"
    package let example = RuleExample(
        before: """
            final class UserTests: XCTestCase {
                func testFetchUser() {
                    let exp = expectation(description: "fetch")
                    api.fetch(id: 1)
                        .receive(on: DispatchQueue.main)
                        .sink(receiveCompletion: { completion in
                            if case .failure(let error) = completion { XCTFail("\\(error)") }
                        }, receiveValue: { user in
                            XCTAssertEqual(user.id, 1)
                            exp.fulfill()
                        })
                        .store(in: &cancellables)
                    wait(for: [exp], timeout: 10)
                }
            }
            """,
        after: """
            final class UserTests: XCTestCase {
                @MainActor func testFetchUser() async throws {
                    let values = api.fetch(id: 1)
                        .receive(on: DispatchQueue.main)
                        .testValues()
                    let user = try await values.next(timeout: 10)
                    XCTAssertEqual(user.id, 1)
                    try values.checkNothingMore()
                }
            }
            """
    )
    package let anchors: Anchors? = Anchors(alternatives: [["expectation", "sink"], ["XCTestExpectation", "sink"]])
    /// Where a test's code runs is read from its module's files (a base class's `@MainActor`).
    package var runPreparations: [any RunPreparation] {
        [
            ModuleTypesPreparation(), OneClosureSinksPreparation(), WaitingHelpersPreparation(), HelperTestsPreparation(),
            ArgumentReadersPreparation(),
        ]
    }

    package init() {}

    package func apply(to source: TokenizedSource) -> RuleResult { apply(to: source, in: RunContext(rules: [])) }

    package func apply(to source: TokenizedSource, in run: RunContext) -> RuleResult {
        var result = RuleResult()
        var subscriptions: [Range<CodePosition>] = []
        for (test, reading) in Self.readings(of: source, in: run) {
            switch reading.outcome {
            case .success(let plans):
                guard let edit = test.rewrite(plans, otherWaits: reading.otherWaits, available: reading.available) else {
                    result.diagnostics.append(Diagnostic(
                        .warning, at: CodeView(source).offset(reading.site),
                        "not made an async test: the statements it changes share lines in a way the rewrite cannot keep apart", rule: id))
                    continue
                }
                result.edits.append(edit)
                // The test methods that call a helper become async tests awaiting it.
                result.edits += reading.callers.compactMap {
                    HelperTests.callerRewrite($0, CodeView(source), module: run.moduleTypes(of: source), available: reading.available)
                }
                subscriptions += plans.flatMap { [$0.subscription] + $0.removed + ($0.ending.map { [$0] } ?? []) }
                if let type = reading.stopsAtFirstFailure {
                    result.diagnostics.append(Diagnostic(
                        .note, at: CodeView(source).offset(reading.site),
                        "made an async test, which goes on after a failed assertion: XCTest stops only a synchronous test at its first "
                            + "failure (`continueAfterFailure = false`, set in `\(type)`), so code after one that relies on it (an index, "
                            + "a force unwrap) may now crash the test run where the test stopped; the outcome of a passing test is the same",
                        rule: id, isAboutARewrite: true))
                }
                for sink in reading.keptSinks {
                    result.diagnostics.append(Diagnostic(
                        .note, at: CodeView(source).offset(sink),
                        "left out of the test's rewrite: this `sink` fulfils no expectation, and stays where it was, beside the test's awaits",
                        rule: id))
                }
            case .failure(let skip):
                result.diagnostics.append(Diagnostic(skip.severity, at: CodeView(source).offset(reading.site), skip.message, rule: id))
            }
        }
        let emptied = EmptiedCancellables.declarations(in: source, emptiedBy: subscriptions)
        for range in RemovedLines(emptied, in: CodeView(source)).ranges {
            result.edits.append(Edit(range: range, replacement: "", rule: id))
        }
        return result
    }
}
