import Foundation
import XCTest

@testable import Core
@testable import Rules
@testable import Rewriting
@testable import Support

/// Which helpers of the support file the rules' edits call, and which a file declares: what
/// a run goes by to tell a module that needs the support file (`SupportCheckTests`).
final class SupportHelpersTests: XCTestCase {
    /// A subscription that hops to the main queue: migrated by `receive-main-actor`, on by default.
    static let viewModel = """
        import Combine

        @MainActor
        final class FeedViewModel {
            @Published var query = ""
            private(set) var results: [String] = []
            private var cancellables = Set<AnyCancellable>()

            init() {
                $query
                    .receive(on: DispatchQueue.main)
                    .sink { [weak self] query in
                        self?.results = [query]
                    }
                    .store(in: &cancellables)
            }
        }

        """

    private func helpers(_ text: String, rules: [any Rule] = RuleCatalog.select(only: nil, disabled: []).rules) -> SupportHelpers {
        Rewriter(rules: rules).rewrite(Array(text.utf8)).helpers
    }

    func testTheRulesMarkTheHelpersTheirEditsCall() throws {
        XCTAssertEqual(helpers(Self.viewModel), [.bufferedValues, .taskStore])
        let assigned = Self.viewModel.replacingOccurrences(of: "        $query", with: "        c = $query")
            .replacingOccurrences(of: "\n            .store(in: &cancellables)", with: "")
        XCTAssertEqual(helpers(assigned), [.bufferedValues, .taskCancellable])
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let callers = try String(contentsOf: root.appendingPathComponent("Golden/future-task/badge-callers-same-file.swift"), encoding: .utf8)
        XCTAssertEqual(helpers(callers), [.bufferedValues, .taskCancellable], "a function a caller holds back stays; a receive(on: main) subscription to it becomes a loop")
        let alone = try String(contentsOf: root.appendingPathComponent("Golden/future-task/avatar-cache-if-else.swift"), encoding: .utf8)
        XCTAssertEqual(helpers(alone), [])
        XCTAssertEqual(helpers(unusedImport), [])
    }

    func testTemplateRulesCallWhatTheirRewriteNames() throws {
        let rules = try RuleFile.parse("""
            rule: first-user
            summary: first user
            match: :[p].first().sink { :[v] in :[body] }.store(in: &:[set])
            rewrite: Task { let :[v] = try await :[p].firstValue(); :[body] }.store(in: &:[set])
            """, path: "team.rules")
        XCTAssertEqual(rules[0].rewrites[0].helpers, [.firstValue, .taskStore])
        let plain = try Template(":[x].map { $0 }.store(in: &bag)", rewrite: true)
        XCTAssertEqual(SupportHelpers.called(in: plain), [], "AnyCancellable.store(in:) is Combine's")
        let bridge = try Template("TaskPublisher { try await self.user(id: :[id]) }.eraseToAnyPublisher()", rewrite: true)
        XCTAssertEqual(SupportHelpers.called(in: bridge), .taskPublisher)
        let backDeployed = try Template("let (data, _) = try await session.backDeployedData(for: :[request])", rewrite: true)
        XCTAssertEqual(SupportHelpers.called(in: backDeployed), .backDeployedData)
        let member = try Template("api.TaskPublisher { :[x] }", rewrite: true)
        XCTAssertEqual(SupportHelpers.called(in: member), [], "a member of that name is another's")
    }

    /// A support file written before `untilCompletion(timeout:)` was added declares
    /// `testValues()` but not it: a rewrite that calls it still needs the file written again.
    func testASupportFileWithoutUntilCompletionIsReported() throws {
        let call = try Template("for v in try await values.untilCompletion(timeout: 2) {}", rewrite: true)
        XCTAssertEqual(SupportHelpers.called(in: call), .untilCompletion)
        let older = SupportFile.text().replacingOccurrences(of: "func untilCompletion(", with: "func untilCompletionGone(")
        XCTAssertEqual(SupportHelpers.declared(in: Array(older.utf8)), SupportHelpers.declared(in: Array(SupportFile.text().utf8)).subtracting(.untilCompletion))
        let files = [
            SupportCheck.File(path: "Tests/AppTests/ScoreTests.swift", calls: [.testValues, .untilCompletion], declares: []),
            SupportCheck.File(path: "Tests/AppTests/CombineMigrateSupport.swift", calls: [], declares: SupportHelpers.declared(in: Array(older.utf8))),
        ]
        let missing = SupportCheck(filesOnDisk: { _, _ in [] }).missing(in: files, run: files.map(\.path), project: .none)
        XCTAssertEqual(missing.map(\.helpers), [.untilCompletion])
    }

    /// Likewise for `receivedCompletion()`, added after `untilCompletion(timeout:)`.
    func testASupportFileWithoutReceivedCompletionIsReported() throws {
        let call = try Template("let completion = values.receivedCompletion()", rewrite: true)
        XCTAssertEqual(SupportHelpers.called(in: call), .receivedCompletion)
        let older = SupportFile.text().replacingOccurrences(of: "func receivedCompletion(", with: "func receivedCompletionGone(")
        XCTAssertEqual(
            SupportHelpers.declared(in: Array(older.utf8)), SupportHelpers.declared(in: Array(SupportFile.text().utf8)).subtracting(.receivedCompletion))
        let files = [
            SupportCheck.File(path: "Tests/AppTests/ScoreTests.swift", calls: [.testValues, .untilCompletion, .receivedCompletion], declares: []),
            SupportCheck.File(path: "Tests/AppTests/CombineMigrateSupport.swift", calls: [], declares: SupportHelpers.declared(in: Array(older.utf8))),
        ]
        let missing = SupportCheck(filesOnDisk: { _, _ in [] }).missing(in: files, run: files.map(\.path), project: .none)
        XCTAssertEqual(missing.map(\.helpers), [.receivedCompletion])
    }

    /// Likewise for `next(_:timeout:where:)`, an overload of `next` told apart by its
    /// parameters: the other `next` functions do not count as it.
    func testASupportFileWithoutNextCountedWhereIsReported() {
        let text = SupportFile.text()
        let older = text.replacingOccurrences(of: "_ count: Int, timeout: Double, where isAwaited", with: "count: Int, timeout: Double, where isAwaited")
        XCTAssertNotEqual(older, text)
        XCTAssertEqual(SupportHelpers.declared(in: Array(older.utf8)), SupportHelpers.declared(in: Array(text.utf8)).subtracting(.nextCountedWhere))
        let otherNext = "extension P {\n    func testValues() {}\n    func next(_ n: Int, timeout: Double) {}\n    func next(timeout: Double, where f: (Int) -> Bool) {}\n}\n"
        XCTAssertEqual(SupportHelpers.declared(in: Array(otherNext.utf8)), .testValues)
    }

    /// A file that imports Combine where it can and OpenCombine elsewhere needs the form for
    /// either: it declares the helpers on both, and a module lacking it is told the command.
    func testTheFormForCombineOrOpenCombine() throws {
        let text = SupportFile.textForCombineOrOpenCombine()
        XCTAssertTrue(text.contains("#if canImport(Combine)\nimport Combine\n"))
        XCTAssertTrue(text.contains("#if !canImport(Combine) && canImport(OpenCombine)\nimport OpenCombine\n"))
        XCTAssertTrue(SupportHelpers.declared(in: Array(text.utf8)).isSuperset(of: [.testValues, .untilCompletion, .orOpenCombine]))
        XCTAssertFalse(SupportHelpers.declared(in: Array(SupportFile.text().utf8)).contains(.orOpenCombine))
        let files = [SupportCheck.File(path: "Tests/AppTests/ScoreTests.swift", calls: [.testValues, .orOpenCombine], declares: [])]
        let missing = SupportCheck(filesOnDisk: { _, _ in [] }).missing(in: files, run: files.map(\.path), project: .none)
        XCTAssertEqual(missing.first?.command, "combine-migrate support --output Tests/AppTests/CombineMigrateSupport.swift --or-open-combine")
        XCTAssertEqual(missing.first?.text(access: "internal"), text)
    }

    func testTheSupportFileDeclaresEveryHelper() {
        let all: SupportHelpers = [
            .taskStore, .taskCancellable, .bufferedValues, .firstValue, .asyncMap, .asyncPublisher, .taskPublisher, .backDeployedData,
            .testValues, .untilCompletion, .receivedCompletion, .nextCountedWhere,
        ]
        XCTAssertEqual(SupportHelpers.declared(in: Array(SupportFile.text().utf8)), all)
        XCTAssertEqual(SupportHelpers.declared(in: Array(SupportFile.text(access: "public").utf8)), all)
        XCTAssertEqual(SupportHelpers.declared(in: Array(SupportFile.text(module: "OpenCombine").utf8)), all.union(.openCombine))
        XCTAssertEqual(SupportHelpers.declared(in: Array("final class A { var cancellable: AnyCancellable? }\n".utf8)), [])
        XCTAssertEqual(SupportHelpers.declared(in: Array("// calls bufferedValues() and firstValue()\nlet s = p.bufferedValues()\n".utf8)), [],
                       "named, called, not declared")
        XCTAssertEqual(SupportHelpers.declared(in: Array("extension Task where Success == Never {\n    func store(in set: inout Set<AnyCancellable>) {}\n}\n".utf8)),
                       .taskStore)
        XCTAssertEqual(
            all.listed,
            "bufferedValues(), Task.store(in:), Task.cancellable, firstValue(), asyncMap(_:), asyncPublisher, TaskPublisher, "
                + "URLSession.backDeployedData(for:), testValues(), TestValues.untilCompletion(timeout:), TestValues.receivedCompletion() and "
                + "TestValues.next(_:timeout:where:)")
    }
}
