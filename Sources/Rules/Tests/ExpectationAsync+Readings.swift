import Core
import Structure
import Tokenizer

/// Which methods of a file `expectation-async` reads, and how, once per file version: the
/// test methods of test classes, and the tests written as helpers (`HelperTests`) with the
/// run's facts each reading needs; the subscription rules ask for the bodies it rewrites.
extension ExpectationAsync {
    /// The bodies (bytes) of the tests the rule rewrites in this file version, when it is on:
    /// the subscription rules leave the `sink`s in them alone.
    static func migratedTests(in source: TokenizedSource, run: RunContext) -> [Range<ByteOffset>] {
        guard run.isEnabled(id) else { return [] }
        let view = CodeView(source)
        return readings(of: source, in: run).compactMap { _, reading in
            guard case .success = reading.outcome else { return nil }
            return view.offset(reading.body.lowerBound)..<view.end(reading.body.upperBound)
        }
    }

    /// Every test method of the file that holds an expectation and a `sink`, read once per
    /// file version.
    static func readings(of source: TokenizedSource, in run: RunContext) -> [(ExpectationTest, ExpectationTest.Reading)] {
        source.analyses.value(ExpectationTestsKey.self) {
            guard source.mayContainName(Array("expectation".utf8)) || source.mayContainName(Array("XCTestExpectation".utf8)),
                source.mayContainName(Array("sink".utf8))
            else { return [] }
            let view = CodeView(source)
            let module = run.moduleTypes(of: source)
            let scope = run.nameScope(of: source)
            let inTestTarget = run.module(of: source)?.kind.isTests == true
            let readers = run.argumentReaders.names
            var readings: [(ExpectationTest, ExpectationTest.Reading)] = []
            for open in view.positions where view.kind(open) == .leftBrace {
                // A method's body is directly in a type's: most braces (closures, statements) are not.
                guard let outer = view.enclosingBrace(of: open), case .type = view.braceKind(outer),
                    let function = view.functionDeclaration(open), function.keyword == "func", function.name.hasPrefix("test"),
                    let close = view.partner(open), let type = view.enclosingType(of: open), type.open == view.enclosingBrace(of: open),
                    !function.modifiers.contains("static"), !function.modifiers.contains("class")
                else { continue }
                let isTestClass = type.keyword == "class"
                    && (type.inheritedNames.contains("XCTestCase") || inTestTarget && !type.inheritedNames.isEmpty)
                var test = ExpectationTest(source: source, view: view, function: function, close: close)
                test.otherFunctions = .readingArguments(readers)
                if let reading = test.read(
                    isTestClass: isTestClass, module: module, scope: scope, facts: run.module(of: source), oneClosureSinks: run.oneClosureSinks(of: source),
                    types: run.oneShot.types, waitingHelpers: run.waitingHelpers)
                {
                    readings.append((test, reading))
                }
            }
            // Tests written as helpers (`albums()`, called by `func testAlbums() { albums() }`).
            for (function, candidate) in HelperTests.candidates(in: view) {
                guard let close = view.partner(function.open) else { continue }
                var test = ExpectationTest(source: source, view: view, function: function, close: close)
                test.otherFunctions = .readingArguments(readers)
                let site = ((function.open + 1)..<close).first { view.kind($0) == .period && view.isWord($0 + 1, "sink") }.map { $0 + 1 }
                    ?? function.open
                switch candidate {
                case .success(let helper) where run.helperTests.migrates(helper.name, in: source.path):
                    guard var reading = test.read(
                        isTestClass: true, module: module, scope: scope, facts: run.module(of: source),
                        oneClosureSinks: run.oneClosureSinks(of: source), types: run.oneShot.types, waitingHelpers: run.waitingHelpers)
                    else { continue }
                    reading.callers = helper.callers
                    readings.append((test, reading))
                case .success(let helper):
                    let reason = HelperTests.notATest(
                        helper.name, "another file of the run calls a function of that name, or a class calling it is not in a test target")
                    readings.append((test, ExpectationTest.Reading(body: function.open...close, site: site, outcome: .failure(reason))))
                case .failure(let reason):
                    readings.append((test, ExpectationTest.Reading(body: function.open...close, site: site, outcome: .failure(reason))))
                }
            }
            return readings
        }
    }
}

/// The expectation tests of a file version, read once for the rule and the subscription
/// rules (with the run's module types: a file version is rewritten in one run).
enum ExpectationTestsKey: FileAnalysisKey { typealias Value = [(ExpectationTest, ExpectationTest.Reading)] }
