import Foundation
import XCTest

@testable import CombineMigrate

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
            "enum FirstValueError: Error, Sendable",
            "func firstValue(isolation: isolated (any Actor)? = #isolation) async throws -> Output",
            "func firstValueOrNil(isolation: isolated (any Actor)? = #isolation) async -> Output?",
            "func asyncMap<T>(\n        _ transform: @escaping @Sendable (Output) async throws -> T\n    ) -> Combine.AnyPublisher<T, any Error>",
            "func asyncMap<T>(\n        _ transform: @escaping @Sendable (Output) async -> T\n    ) -> Combine.AnyPublisher<T, Failure>",
            "var asyncPublisher: AsyncSequencePublisher<Self>",
            "struct AsyncSequencePublisher<Base: AsyncSequence>: Combine.Publisher",
        ] {
            XCTAssertTrue(text.contains(declaration), "missing: \(declaration)")
        }
        XCTAssertTrue(text.hasPrefix("// \(SupportFile.defaultFileName) — written by `combine-migrate support`."))
        XCTAssertTrue(text.contains("\nimport Combine\nimport Foundation\n"))
        let shim = SupportFile.text(module: "OpenCombineShim")
        XCTAssertTrue(shim.contains("\nimport OpenCombineShim\n"))
        // Combine's names are qualified with the module imported, so a module's own
        // `Subscription` or `Publisher` does not take their place.
        XCTAssertTrue(text.contains("(any Combine.Subscription)?"))
        XCTAssertTrue(shim.contains("(any OpenCombineShim.Subscription)?") && !shim.contains("Combine.Subscription"))
        XCTAssertTrue(text.hasSuffix("}\n") && !text.hasSuffix("\n\n"))
    }

    func testAccessLevel() {
        let plain = SupportFile.text()
        XCTAssertFalse(plain.contains("public "))
        let published = SupportFile.text(access: "public")
        for declaration in [
            "public func store(in set:", "public var cancellable:", "public struct BufferedValues<Element>",
            "public func bufferedValues()", "public enum FirstValueError", "public func firstValue(",
            "public func firstValueOrNil(", "public func asyncMap<T>(", "public var asyncPublisher:",
            "public struct AsyncSequencePublisher<", "public typealias Output = Base.Element",
            "public typealias Failure = any Error", "public init(_ base: Base)",
            "public func receive<S: Combine.Subscriber>(subscriber: S)",
        ] {
            XCTAssertTrue(published.contains(declaration), "not public: \(declaration)")
        }
        // Only access differs, and the helpers' machinery stays private.
        XCTAssertEqual(published.replacingOccurrences(of: "public ", with: ""), plain)
        XCTAssertTrue(published.contains("private final class FirstValueSubscriber"))
        XCTAssertTrue(published.contains("private final class AsyncSequenceSubscription"))
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
