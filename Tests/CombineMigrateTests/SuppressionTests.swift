import Foundation
import XCTest

@testable import Tokenizer
@testable import Core
@testable import Rules
@testable import Rewriting

/// `// combine-migrate:disable-next-line [rule…]` and `// combine-migrate:disable-file [rule…]`,
/// on real rules: `import-cleanup` on `import Combine` lines, `sink-for-await` on a
/// `sink { }.store(in:)` statement.
final class SuppressionTests: XCTestCase {
    /// A view model with two subscriptions, and the comment under test above the first or atop the file.
    private func viewModel(aboveFirstSink: String = "", fileHeader: String = "") -> String {
        """
        \(fileHeader)import Combine

        @MainActor final class FeedViewModel {
            var cancellables = Set<AnyCancellable>()

            func bind(_ feed: AnyPublisher<Int, Never>, _ badge: AnyPublisher<Int, Never>) {
                \(aboveFirstSink)feed.sink { count in
                    print(count)
                }
                .store(in: &cancellables)
                badge.sink { value in
                    print(value)
                }
                .store(in: &cancellables)
            }
        }

        """
    }

    private func rewrite(_ text: String) -> Rewriter.Outcome {
        // The default rules and the opt-in `sink-for-await`, whose sites the tests suppress.
        Rewriter(rules: RuleCatalog.select(only: nil, disabled: [], overrides: ["sink-for-await": true]).rules).rewrite(Array(text.utf8))
    }

    private func migratedSinks(_ outcome: Rewriter.Outcome) -> Int { outcome.appliedEdits["sink-for-await"] ?? 0 }

    private func unused(_ outcome: Rewriter.Outcome) -> [Diagnostic] {
        outcome.diagnostics.filter { $0.ruleID == "combine-migrate" && $0.message == "unused suppression" }
    }

    func testDisableNextLineWithoutIdsSilencesEveryRule() {
        let outcome = rewrite("// combine-migrate:disable-next-line\n" + unusedImport)
        XCTAssertFalse(outcome.changed)
        XCTAssertEqual(unused(outcome), [])
    }

    func testDisableNextLineWithTheRuleId() {
        let outcome = rewrite("// combine-migrate:disable-next-line import-cleanup\n" + unusedImport)
        XCTAssertFalse(outcome.changed)
    }

    func testDisableNextLineWithAnotherRuleIdDoesNothingAndIsUnused() {
        let text = "// combine-migrate:disable-next-line sink-for-await\n" + unusedImport
        let outcome = rewrite(text)
        XCTAssertEqual(String(decoding: outcome.output, as: UTF8.self), "// combine-migrate:disable-next-line sink-for-await\n" + unusedImportMigrated)
        XCTAssertEqual(unused(outcome).map(\.offset.value), [0])
    }

    func testDisableNextLineAppliesToTheNextLineOnly() {
        let text = "// combine-migrate:disable-next-line import-cleanup\n\nimport Combine\n\nfunc f() {}\n"
        let outcome = rewrite(text)
        XCTAssertTrue(outcome.changed, "a blank line between comment and import: the import is not on the next line")
        XCTAssertEqual(unused(outcome).count, 1)
    }

    func testDisableNextLineOnASinkStatementKeepsOnlyThatOne() {
        let outcome = rewrite(viewModel(aboveFirstSink: "// combine-migrate:disable-next-line sink-for-await\n        "))
        XCTAssertEqual(migratedSinks(outcome), 1)
        let output = String(decoding: outcome.output, as: UTF8.self)
        XCTAssertTrue(output.contains("feed.sink { count in"), output)
        XCTAssertFalse(output.contains("badge.sink"), output)
        XCTAssertEqual(unused(outcome), [])
    }

    func testDisableFileWithoutIds() {
        let text = viewModel(fileHeader: "// combine-migrate:disable-file\n")
        let outcome = rewrite(text)
        XCTAssertFalse(outcome.changed)
        XCTAssertEqual(unused(outcome), [])
    }

    func testDisableFileForOneRuleLeavesTheOthers() {
        let sinks = rewrite(viewModel(fileHeader: "// combine-migrate:disable-file sink-for-await\n"))
        XCTAssertFalse(sinks.changed)
        // Anywhere in the file, for the rules named: here the import goes, the suppression is unused.
        let imports = rewrite(unusedImport + "// combine-migrate:disable-file sink-for-await, first-value\n")
        XCTAssertTrue(imports.changed)
        XCTAssertEqual(unused(imports).count, 1)
        let both = rewrite(unusedImport + "/* combine-migrate:disable-file first-value import-cleanup -- kept for the 2.0 branch */\n")
        XCTAssertFalse(both.changed)
        XCTAssertEqual(unused(both), [])
    }

    func testSuppressedDiagnosticsAreDroppedAndCountAsUse() {
        let kept = """
            import Combine

            final class Search {
                var cancellables = Set<AnyCancellable>()
                func bind(_ query: AnyPublisher<String, Never>) {
                    // combine-migrate:disable-next-line receive-main-actor -- debounce is wanted here
                    query.debounce(for: 0.3, scheduler: DispatchQueue.main).sink { print($0) }.store(in: &cancellables)
                }
            }

            """
        XCTAssertEqual(rewrite(kept.replacingOccurrences(of: "// combine-migrate:disable-next-line", with: "//"))
            .diagnostics.filter { $0.ruleID == "receive-main-actor" }.count, 1, "without the suppression, a note")
        let outcome = rewrite(kept)
        XCTAssertEqual(outcome.diagnostics, [])
    }

    func testAnImportOnTheLastLineWithoutALineBreak() {
        // import-cleanup's edit starts at the line break before the import; the site is the import.
        let text = "import Foundation\n// combine-migrate:disable-next-line\nimport Combine"
        XCTAssertFalse(rewrite(text).changed)
    }

    func testUnusedSuppressionIsANoteShownWithVerbose() throws {
        let scratch = try Scratch()
        let path = try scratch.write("A.swift", "import Foundation\n\n// combine-migrate:disable-next-line\nlet x = 1\n")
        let quiet = runTool([path])
        XCTAssertEqual(quiet.code, .unchanged)
        XCTAssertFalse(quiet.error.contains("unused suppression"), quiet.error)
        let verbose = runTool(["--verbose", path])
        XCTAssertTrue(verbose.error.contains("\(path):3:1: note: unused suppression [combine-migrate]\n"), verbose.error)
        XCTAssertFalse(verbose.error.contains("kept"), "the tool's own notes are no kept sites: \(verbose.error)")
    }

    func testMisspelledDirectiveIsAWarning() throws {
        let scratch = try Scratch()
        let path = try scratch.write("A.swift", "// combine-migrate:disable-next import-cleanup\n" + unusedImport)
        let run = runTool([path])
        XCTAssertEqual(run.code, .changes)
        XCTAssertTrue(run.error.contains(
            "\(path):1:1: warning: unknown directive 'combine-migrate:disable-next'; use disable-next-line or disable-file [combine-migrate]"),
            run.error)
    }

    func testDirectiveWords() {
        let cases: [(String, [String]?)] = [
            ("// combine-migrate:disable-next-line", ["disable-next-line"]),
            ("//combine-migrate:disable-file a,b  c", ["disable-file", "a", "b", "c"]),
            ("// combine-migrate:disable-next-line a -- because b", ["disable-next-line", "a"]),
            ("/* combine-migrate:disable-file */", ["disable-file"]),
            ("// see combine-migrate:disable-file", nil),
            ("// a comment", nil),
        ]
        for (comment, expected) in cases {
            XCTAssertEqual(Suppressions.words(of: comment), expected, comment)
        }
        XCTAssertEqual(Suppressions(source: TokenizedSource("let s = \"// combine-migrate:disable-file\"\n")).directives, [],
                       "a directive in a string is no directive")
        XCTAssertEqual(Suppressions(source: TokenizedSource("/// combine-migrate:disable-file\nlet x = 1\n")).directives, [],
                       "nor in a doc comment")
    }
}
