import Foundation
import XCTest

@testable import Tokenizer
@testable import Core
@testable import Inventory

/// The audits (`combine-migrate audit`): their cases in `Fixtures/Audits/<audit-id>/`, the
/// continuation-resume walk on small shapes, and the command line.
///
/// A case is `<case>.swift` with its expected findings in `<case>.findings`, one a line as
/// `line:column: warning: message [audit-id]` (absent: none). Only the folder's audit runs on
/// it. `UPDATE_GOLDEN=1 swift test` rewrites the `.findings` files for review.
final class AuditTests: XCTestCase {
    static let casesFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Audits")

    struct AuditCase {
        let audit: any Audit
        let name: String
        let input: URL
        var expected: URL { input.deletingPathExtension().appendingPathExtension("findings") }
    }

    static func cases() throws -> [AuditCase] {
        var cases: [AuditCase] = []
        for folder in try FileManager.default.contentsOfDirectory(atPath: casesFolder.path).sorted() where !folder.hasPrefix(".") {
            guard let audit = AuditCatalog.audit(withID: folder) else { continue }
            let files = try FileManager.default.contentsOfDirectory(atPath: casesFolder.appendingPathComponent(folder).path)
            for file in files.sorted() where file.hasSuffix(".swift") {
                cases.append(AuditCase(
                    audit: audit, name: "\(folder)/\(file)",
                    input: casesFolder.appendingPathComponent(folder).appendingPathComponent(file)))
            }
        }
        return cases
    }

    /// What the case's audit reports, formatted as in `.findings` files.
    static func findings(_ auditCase: AuditCase) throws -> [String] {
        let bytes = [UInt8](try Data(contentsOf: auditCase.input))
        let lines = LineMap(bytes)
        return Auditor(audits: [auditCase.audit]).findings(in: bytes).map { $0.formatted(in: lines) }
    }

    func testEveryAuditCase() throws {
        let update = ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1"
        let cases = try Self.cases()
        XCTAssertGreaterThan(cases.count, 0)
        for auditCase in cases {
            let actual = try Self.findings(auditCase)
            if update {
                if actual.isEmpty {
                    try? FileManager.default.removeItem(at: auditCase.expected)
                } else {
                    try (actual.joined(separator: "\n") + "\n").write(to: auditCase.expected, atomically: true, encoding: .utf8)
                }
                continue
            }
            let expected = ((try? String(contentsOf: auditCase.expected, encoding: .utf8)) ?? "")
                .split(separator: "\n").map(String.init)
            XCTAssertEqual(actual, expected, """
                \(auditCase.name): findings differ.
                expected:
                \(expected.joined(separator: "\n"))
                actual:
                \(actual.joined(separator: "\n"))
                """)
        }
    }

    /// Every audit has cases that report (positives) and cases that must not (negatives),
    /// and every case folder is an audit id.
    func testEveryAuditHasPositiveAndNegativeCases() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.casesFolder.path).filter { !$0.hasPrefix(".") }
        for folder in folders {
            XCTAssertNotNil(AuditCatalog.audit(withID: folder), "Fixtures/Audits/\(folder) is not an audit id")
        }
        let cases = try Self.cases()
        for audit in AuditCatalog.all {
            let mine = cases.filter { $0.audit.id == audit.id }
            let positives = mine.filter { FileManager.default.fileExists(atPath: $0.expected.path) }
            XCTAssertFalse(positives.isEmpty, "\(audit.id) has no case that reports")
            XCTAssertLessThan(positives.count, mine.count, "\(audit.id) has no case that must not report")
        }
    }

    // MARK: continuation-resume: what the issue asks for by name

    private func resumeFindings(_ code: String) -> [String] {
        let bytes = Array(code.utf8)
        let lines = LineMap(bytes)
        return ContinuationResumeAudit().findings(in: TokenizedSource(bytes: bytes)).map { $0.formatted(in: lines) }
    }

    func testTheSeedsFirstValueHangIsFound() throws {
        let auditCase = try XCTUnwrap(try Self.cases().first { $0.name == "continuation-resume/seeds-first-value-hang.swift" })
        let findings = try Self.findings(auditCase)
        XCTAssertEqual(findings.count, 2, findings.joined(separator: "\n"))
        XCTAssertTrue(findings.allSatisfy { $0.contains("when the publisher finishes without a value") }, findings.joined(separator: "\n"))
    }

    func testACorrectContinuationWithIfElseSwitchAndGuardReportsNothing() throws {
        let auditCase = try XCTUnwrap(try Self.cases().first { $0.name == "continuation-resume/correct-if-switch-guard.swift" })
        XCTAssertEqual(try Self.findings(auditCase), [])
        XCTAssertEqual(resumeFindings("""
            func f(_ x: Int?) async -> Int {
                await withCheckedContinuation { continuation in
                    guard let x else {
                        continuation.resume(returning: 0)
                        return
                    }
                    switch x {
                    case 0:
                        continuation.resume(returning: 1)
                    case 1, 2:
                        if x == 1 { continuation.resume(returning: 2) } else { continuation.resume(returning: 3) }
                    default:
                        continuation.resume(returning: x)
                    }
                }
            }
            """), [])
    }

    func testADoubleResumeIsFound() {
        let findings = resumeFindings("""
            func f(_ ok: Bool) async -> Int {
                await withCheckedContinuation { continuation in
                    if ok {
                        continuation.resume(returning: 1)
                    }
                    continuation.resume(returning: 0)
                }
            }
            """)
        XCTAssertEqual(findings, [
            "6:9: warning: `continuation` may be resumed a second time here (after the resume at line 4); a checked continuation traps when resumed twice [continuation-resume]",
        ])
    }

    /// Shapes of the walk, each as (body of the continuation closure, expected problems):
    /// "0" a path never resumes, "2" a path resumes twice.
    func testControlFlowShapes() {
        let shapes: [(String, Set<String>)] = [
            ("c.resume()", []),
            ("if a { c.resume() }", ["0"]),
            ("if a { c.resume() } else if b { c.resume() } else { c.resume() }", []),
            ("if a { c.resume() } else if b { c.resume() }", ["0"]),
            ("guard a else { return c.resume() }\nc.resume()", []),
            ("guard a else { return }\nc.resume()", ["0"]),
            ("for x in xs { if x { c.resume(); return } }\nc.resume()", []),
            ("for x in xs { c.resume() }", ["0"]),
            ("while a { if b { break } }\nc.resume()", []),
            ("repeat { n += 1 } while n < 3\nc.resume()", []),
            ("do { try f(); c.resume() } catch { c.resume() }", []),
            ("do { c.resume(); try f() } catch { c.resume() }", ["2"]),
            ("do { let v = try f(); c.resume(returning: v) } catch let e as E { c.resume(throwing: e) } catch { log(error) }", ["0"]),
            ("c.resume(returning: try? f())", []),
            ("defer { c.resume() }\nif a { return }\nwork()", []),
            ("guard let v else { fatalError() }\nc.resume(returning: v)", []),
            ("#if DEBUG\nc.resume(returning: 1)\n#else\nc.resume(returning: 2)\n#endif", []),
            ("#if DEBUG\nc.resume(returning: 1)\n#endif", ["0"]),
            ("api.load { r in c.resume(with: r) }", []),
            ("api.load { r in\n    switch r {\n    case .success(let v): c.resume(returning: v)\n    case .failure: break\n    }\n}", ["0"]),
            ("api.load { r in c.resume(with: r) }\nc.resume()", ["2"]),
            ("queue.async {\n    work()\n}", ["0"]),
            ("let c2 = c\nc2.resume()", []),  // escapes: not judged
            ("register(c)", []),  // escapes: not judged
            ("task.resume()", ["0"]),
            ("switch x {\ncase .a:\n    c.resume()\n    fallthrough\ncase .b:\n    break\n}", ["0"]),
            ("outer: for x in xs { for y in ys { if y { break outer } } }\nc.resume()", []),
        ]
        for (body, expected) in shapes {
            let code = "func f() async { await withCheckedContinuation { c in\n\(body)\n} }\n"
            let findings = resumeFindings(code)
            var problems: Set<String> = []
            for finding in findings {
                if finding.contains("without resuming") || finding.contains("ignores") || finding.contains("hangs") { problems.insert("0") }
                if finding.contains("second time") { problems.insert("2") }
            }
            XCTAssertEqual(problems, expected, "\(body)\n\(findings.joined(separator: "\n"))")
        }
    }

    func testSinkShapes() {
        let shapes: [(String, Bool)] = [
            // (sink in the closure, hangs)
            ("p.first().sink { v in c.resume(returning: v) }.store(in: &s)", true),
            ("p.first().sink(receiveValue: { c.resume(returning: $0) })", true),
            ("p.sink(receiveCompletion: { _ in }, receiveValue: { v in c.resume(returning: v) })", true),
            ("p.sink { completion in if case .failure(let e) = completion { c.resume(throwing: e) } } receiveValue: { v in c.resume(returning: v) }", true),
            // `.finished` resumes, but nothing does on `.failure`: that hangs too.
            ("p.sink { completion in if case .finished = completion { c.resume(throwing: E()) } } receiveValue: { v in c.resume(returning: v) }", true),
            ("p.sink { completion in if case .finished = completion { c.resume(throwing: E()) } else { c.resume(throwing: F()) } } receiveValue: { v in c.resume(returning: v) }", false),
            ("p.sink(receiveCompletion: { completion in switch completion { case .finished: c.resume(throwing: E()) case .failure(let e): c.resume(throwing: e) } }, receiveValue: { v in c.resume(returning: v) })", false),
            ("p.sink(receiveCompletion: { completion in guard case .failure(let e) = completion else { return } ; c.resume(throwing: e) }, receiveValue: { v in c.resume(returning: v) })", true),
            ("p.sink(receiveCompletion: { completion in switch completion { case .finished: c.resume(returning: last) case .failure: break } }, receiveValue: { v in last = v })", true),
        ]
        for (sink, hangs) in shapes {
            let code = "func f() async throws -> Int { try await withCheckedThrowingContinuation { c in\n\(sink)\n} }\n"
            let findings = resumeFindings(code)
            XCTAssertEqual(findings.contains { $0.contains("`sink`") }, hangs, "\(sink)\n\(findings.joined(separator: "\n"))")
            XCTAssertFalse(findings.contains { $0.contains("reaches its end") }, "\(sink)\n\(findings.joined(separator: "\n"))")
        }
    }

    func testLookAlikesAreNotContinuations() {
        XCTAssertEqual(resumeFindings("""
            let s = "withCheckedContinuation { c in }"
            // withCheckedContinuation { c in }
            func withCheckedContinuation(_ body: () -> Void) {}
            let r = /withCheckedContinuation \\{ c in \\}/
            """), [])
    }

    /// docs/inventory.md documents every audit and every counted name.
    func testDocumentation() throws {
        let docs = try String(
            contentsOf: Self.casesFolder.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("docs/inventory.md"),
            encoding: .utf8)
        for audit in AuditCatalog.all { XCTAssertTrue(docs.contains("### `\(audit.id)`"), audit.id) }
        for name in CombineName.allCases { XCTAssertTrue(docs.contains("`\(name.rawValue)`"), name.rawValue) }
    }

    // MARK: Command line

    func testAuditCommandPrintsFindingsAndExitsWithOne() throws {
        let scratch = try Scratch()
        let path = try scratch.write("Bridge.swift", """
            func f(_ ok: Bool) async -> Int {
                await withCheckedContinuation { continuation in
                    if ok { continuation.resume(returning: 1) }
                }
            }
            """)
        let run = runTool(["audit", path])
        XCTAssertEqual(run.code, .changes)
        XCTAssertEqual(run.output, "\(path):2:11: warning: a path through the `withCheckedContinuation` closure reaches its end (line 4) without resuming `continuation`; the caller hangs [continuation-resume]\n")
        XCTAssertEqual(run.error, "combine-migrate: 1 file audited, 1 finding (continuation-resume 1)\n")
        XCTAssertEqual(runTool(["audit", "--quiet", path]).error, "")
        XCTAssertEqual(runTool(["audit", "--disable", "continuation-resume", path]).code, .unchanged)
    }

    func testAuditExitCodes() throws {
        let scratch = try Scratch()
        let clean = try scratch.write("Clean.swift", "func f() async -> Int { await withCheckedContinuation { $0.resume(returning: 1) } }\n")
        XCTAssertEqual(runTool(["audit", clean]).code, .unchanged)
        XCTAssertEqual(runTool(["audit", clean, scratch.path + "/missing.swift"]).code, .fileErrors)
        let usage: [([String], String)] = [
            (["audit"], "no paths given"),
            (["audit", "--frobnicate", clean], "unknown option '--frobnicate' for 'audit'"),
            (["audit", "--disable", "no-such-audit", clean], "unknown audit 'no-such-audit'"),
            (["audit", "--format", "json", clean], "unknown option '--format' for 'audit'"),
            (["audit", "-"], "reads files, not standard input"),
        ]
        for (arguments, message) in usage {
            let run = runTool(arguments)
            XCTAssertEqual(run.code, .usageError, "\(arguments)")
            XCTAssertTrue(run.error.contains(message), "\(arguments): \(run.error)")
        }
        let list = runTool(["audit", "--list"])
        XCTAssertEqual(list.code, .unchanged)
        for audit in AuditCatalog.all { XCTAssertTrue(list.output.contains(audit.id), list.output) }
        XCTAssertTrue(runTool(["audit", "--help"]).output.contains("EXIT STATUS: 0 no findings, 1 findings"))
    }

    func testSuppressionCommentsSilenceAFinding() throws {
        let scratch = try Scratch()
        let path = try scratch.write("Kept.swift", """
            final class Model {
                var n = 0
                func start(_ s: AsyncStream<Int>) {
                    // combine-migrate:disable-next-line task-strong-self -- lives as long as the app
                    Task {
                        for await v in s { n = v }
                    }
                }
            }
            """)
        XCTAssertEqual(runTool(["audit", path]).code, .unchanged)
        try scratch.write("Kept.swift", try scratch.readText("Kept.swift").replacingOccurrences(of: "task-strong-self", with: "eager-future"))
        XCTAssertEqual(runTool(["audit", path]).code, .changes)
    }
}
