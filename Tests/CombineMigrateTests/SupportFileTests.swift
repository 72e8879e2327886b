import Foundation
import XCTest

@testable import Support

/// `combine-migrate support`: the helpers it writes, their access level, and that the tool
/// leaves its own support file alone (no rewrite, no audit finding). Whether the helpers
/// compile and behave is shown by the runnable cases in `Validation/SupportCases/`.
final class SupportFileTests: XCTestCase {
    func testDeclaresEveryHelper() {
        let text = SupportFile.text()
        for declaration in [
            "func store(in set: inout Set<Combine.AnyCancellable>)",
            "var cancellable: Combine.AnyCancellable",
            "func bufferedValues() -> BufferedValues<Output>",
            "func bufferedValues() -> BufferedThrowingValues<Output, Failure>",
            "enum FirstValueError: Swift.Error, Sendable",
            "func firstValue(isolation: isolated (any Actor)? = #isolation) async throws -> Output",
            "func firstValueOrNil(isolation: isolated (any Actor)? = #isolation) async -> Output?",
            "func asyncMap<T>(\n        _ transform: @escaping @Sendable (Output) async throws -> T\n    ) -> Combine.AnyPublisher<T, any Swift.Error>",
            "func asyncMap<T>(\n        _ transform: @escaping @Sendable (Output) async -> T\n    ) -> Combine.AnyPublisher<T, Failure>",
            "var asyncPublisher: AsyncSequencePublisher<Self>",
            "struct TaskPublisher<Output, Failure: Swift.Error>: Combine.Publisher",
            "init(_ operation: @escaping () async throws(Failure) -> Output)",
            "struct AsyncSequencePublisher<Base: AsyncSequence>: Combine.Publisher",
            "func testValues() -> TestValues<Output, Failure>",
            "func next(timeout: Double, isolation: isolated (any Actor)? = #isolation) async throws -> Element",
        ] {
            XCTAssertTrue(text.contains(declaration), "missing: \(declaration)")
        }
        XCTAssertTrue(text.hasPrefix("// \(SupportFile.defaultFileName) — written by `combine-migrate support`."))
        // Where Combine cannot be imported (Linux, Windows), the file is empty.
        XCTAssertTrue(text.contains("\n#if canImport(Combine)\nimport Combine\nimport Foundation\n"))
        let shim = SupportFile.text(module: "OpenCombineShim")
        XCTAssertTrue(shim.contains("\n#if canImport(OpenCombineShim)\nimport OpenCombineShim\n"))
        XCTAssertTrue(shim.hasSuffix("}\n\n#endif\n"))
        // Combine's names are qualified with the module imported, so a module's own
        // `Subscription` or `Publisher` does not take their place.
        XCTAssertTrue(text.contains("(any Combine.Subscription)?"))
        XCTAssertTrue(shim.contains("(any OpenCombineShim.Subscription)?") && !shim.contains("Combine.Subscription"))
        XCTAssertTrue(text.hasSuffix("}\n\n#endif\n"))
    }

    /// The OpenCombine form extends OpenCombine's publishers, and every declaration at the
    /// file's margin says where Swift concurrency runs, so that the file compiles in a module
    /// that deploys below it (an iOS 12 app's test target); the Combine form says nothing.
    func testTheOpenCombineFormMarksEveryDeclaration() {
        let text = SupportFile.text(module: "OpenCombine")
        XCTAssertTrue(text.contains("\n#if canImport(OpenCombine)\nimport OpenCombine\nimport Foundation\n"))
        XCTAssertTrue(text.contains("extension OpenCombine.Publisher {") && !text.contains(" Combine."))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var marked = 0
        for (index, line) in lines.enumerated() where line.first?.isLetter == true && !line.hasPrefix("import ") {
            // Above it: its attributes, then the availability.
            var above = index - 1
            while lines[above].hasPrefix("@"), lines[above] != Substring(SupportFile.concurrencyAvailability) { above -= 1 }
            XCTAssertEqual(lines[above], Substring(SupportFile.concurrencyAvailability), "not marked: \(line)")
            marked += 1
        }
        XCTAssertGreaterThan(marked, 25)
        XCTAssertEqual(text.components(separatedBy: SupportFile.concurrencyAvailability + "\n").count - 1, marked)
        XCTAssertFalse(SupportFile.text().contains("@available"))
    }

    func testAccessLevel() {
        let plain = SupportFile.text()
        XCTAssertFalse(plain.contains("public "))
        let published = SupportFile.text(access: "public")
        for declaration in [
            "public nonisolated func store(in set:", "public nonisolated var cancellable:", "public struct BufferedValues<Element>",
            "public nonisolated func bufferedValues()", "public enum FirstValueError", "public func firstValue(",
            "public func firstValueOrNil(", "public nonisolated func asyncMap<T>(",
            "public nonisolated var asyncPublisher:", "public struct TaskPublisher<", "public nonisolated func testValues()", "public struct TestValues<",
            "public enum TestValuesError",
            "public init(_ operation: @escaping () async throws(Failure) -> Output)",
            "public struct AsyncSequencePublisher<", "public typealias Output = Base.Element",
            "public typealias Failure = any Swift.Error", "public init(_ base: Base)",
            "public func receive<S: Combine.Subscriber>(subscriber: S)",
        ] {
            XCTAssertTrue(published.contains(declaration), "not public: \(declaration)")
        }
        // Only access differs, and the helpers' machinery stays private.
        XCTAssertEqual(published.replacingOccurrences(of: "public ", with: ""), plain)
        XCTAssertTrue(published.contains("private final class FirstValueSubscriber"))
        XCTAssertTrue(published.contains("private final class AsyncSequenceSubscription"))
    }

    /// Under default main-actor isolation a type or an extension member that says nothing is
    /// `@MainActor`: every type of the file conforms to `NonisolatedType` (nested types follow
    /// theirs), and every member added to Combine's or the standard library's types is
    /// `nonisolated`, or takes the caller's isolation (`firstValue`). Whether that compiles is
    /// shown by Scripts/support-modes.sh.
    func testEveryDeclarationIsNonisolated() {
        let lines = SupportFile.text().split(separator: "\n").map(String.init)
        var types: [String] = []
        var inExtension = false
        for (number, line) in lines.enumerated() where !line.hasPrefix("//") && !line.hasPrefix("#") {
            // The declaration, as far as its opening brace.
            let end = lines[number...].firstIndex { $0.hasSuffix("{") } ?? number
            let declaration = lines[number...end].joined(separator: " ")
            if !line.hasPrefix(" ") {
                inExtension = line.hasPrefix("extension ")
                let words = line.split(separator: " ")
                if let kind = words.firstIndex(where: { $0 == "struct" || $0 == "class" }) {
                    types.append(String(words[kind + 1].prefix { $0 != "<" && $0 != ":" }))
                    XCTAssertTrue(declaration.contains("NonisolatedType"), "not nonisolated: \(line)")
                }
            } else if inExtension, line.hasPrefix("    func ") || line.hasPrefix("    var ") {
                XCTAssertTrue(declaration.contains("isolation: isolated (any Actor)? = #isolation"), "not nonisolated: \(line)")
            }
        }
        XCTAssertEqual(types, [
            "ValueBuffer", "SubscriptionLifetime", "BufferedValues", "BufferedThrowingValues", "FirstValueSubscriber",
            "TaskPublisher", "TaskPublisherSubscription", "RunningDataTask", "TestValues", "AsyncSequencePublisher", "AsyncSequenceSubscription",
        ])
        // Only compilers that have default isolation see `nonisolated` on a protocol (Swift 6.1)
        // and `SendableMetatype` (Swift 6.2).
        let compilers = SupportFile.text().components(separatedBy: "\n#if compiler(>=6.2)\n")
        XCTAssertEqual(compilers.count, 2)
        XCTAssertTrue(compilers[1].hasPrefix("""
            /// The types below conform to `NonisolatedType`
            """))
        let branches = compilers[1].components(separatedBy: "\n#else\n")
        XCTAssertTrue(branches[0].hasSuffix("\nprivate nonisolated protocol NonisolatedType: SendableMetatype {}"))
        XCTAssertTrue(branches[1].contains("\nprivate protocol NonisolatedType {}\n#endif\n"))
    }

    func testCommandWritesTheFile() throws {
        let scratch = try Scratch()
        let path = scratch.url.appendingPathComponent(SupportFile.defaultFileName).path
        let run = runTool(["support", "--output", path, "--access", "public"])
        XCTAssertEqual(run.code, .unchanged, run.error)
        XCTAssertEqual(String(decoding: try scratch.read(SupportFile.defaultFileName), as: UTF8.self),
                       SupportFile.text(access: "public"))
        XCTAssertEqual(runTool(["support"]).output, SupportFile.text())
    }

    /// `support --output` replaces a support file an older version wrote, and leaves any other
    /// file at that path alone, saying what to do — as `--write --support` does.
    func testCommandLeavesAUsersFileAlone() throws {
        let scratch = try Scratch()
        let path = try scratch.write(SupportFile.defaultFileName, "// my own file\n")
        let run = runTool(["support", "--output", path])
        XCTAssertEqual(run.code, .fileErrors)
        XCTAssertEqual(run.error, "\(path): error: already exists and is not a file `combine-migrate support` wrote; "
            + "left untouched (remove it, or choose another path)\n")
        XCTAssertEqual(try scratch.readText(SupportFile.defaultFileName), "// my own file\n")

        let older = "// CombineMigrateSupport.swift — written by `combine-migrate support`.\nimport Combine\n"
        try scratch.write(SupportFile.defaultFileName, older)
        XCTAssertEqual(runTool(["support", "--output", path]).code, .unchanged)
        XCTAssertEqual(try scratch.readText(SupportFile.defaultFileName), SupportFile.text())
    }

    /// A project that keeps the support file is migrated and audited with it: the rules must
    /// find nothing to rewrite there, and the audits nothing to warn about (its continuations
    /// are resumed through a lock-protected state, and its tasks hold no `self` strongly).
    func testToolLeavesTheSupportFileAlone() throws {
        let scratch = try Scratch()
        let path = try scratch.write(SupportFile.defaultFileName, SupportFile.text())
        let migrate = runTool([path])
        XCTAssertEqual(migrate.code, .unchanged, migrate.output + migrate.error)
        XCTAssertEqual(migrate.output, "")
        let audit = runTool(["audit", path])
        XCTAssertEqual(audit.code, .unchanged, audit.output + audit.error)
    }
}
