import Combine
import Foundation
import XCTest

final class ScoreStoreAnyEndTests: XCTestCase {
    private let minimum = 1

    /// The completion handler fulfils the expectation whatever the end, and fails nothing: a
    /// failure passed the test, so every value until the publisher finishes or fails.
    @MainActor func testAnyEndWillDo() async throws {
        let values = ScoreStore().save(Score(points: 1, id: nil)).testValues()
        for score in try await values.untilCompletion(timeout: 2) {
            XCTAssertEqual(score.points, 1)
        }
    }

    /// The value closure names its value `$0`, and prints it.
    @MainActor func testPagesDollarZero() async throws {
        let values = ScoreStore().pages(count: 3).testValues()
        for value in try await values.untilCompletion(timeout: 2) {
            print("page \(value)")
            XCTAssertGreaterThan(value, 0)
        }
    }

    private func checkPage(_ page: Int) {
        XCTAssertGreaterThanOrEqual(page, minimum)
        checkBounds(page, upTo: 3)
    }

    private func checkBounds(_ page: Int, upTo last: Int) {
        XCTAssertLessThanOrEqual(page, last)
    }

    /// The closure calls a method, and a local function, that read only what they are given
    /// (and a constant property): what they read cannot change before the await returns.
    @MainActor func testCallsFunctionsThatReadTheirArguments() async throws {
        let expected = 0
        func check(_ page: Int) {
            XCTAssertNotEqual(page, expected)
            self.checkPage(page)
        }
        let values = ScoreStore().pages(count: 3).testValues()
        for page in try await values.untilCompletion(timeout: 2) {
            check(page)
            self.checkPage(page)
        }
    }

    /// A `Void` publisher's value closure without a parameter list.
    @MainActor func testDeleteEnds() async throws {
        let values = ScoreStore().delete(Score(points: 1, id: nil)).testValues()
        _ = try await values.untilCompletion(timeout: 2)
    }

    /// A failure expected, its value closure naming the value `$0`.
    @MainActor func testRejectedDollarZero() async throws {
        let values = ScoreStore(rejects: true).save(Score(points: 1, id: nil)).testValues()
        let error = try await values.failure(timeout: 2)
        XCTAssertEqual(error, .rejected("read-only"))
    }

    /// A type's `self` (`Int.self`) is no test object.
    @MainActor func testReadsATypesSelf() async throws {
        let values = ScoreStore().pages(count: 1).testValues()
        for page in try await values.untilCompletion(timeout: 2) {
            XCTAssertEqual("\(Int.self)", "Int", "page \(page)")
        }
    }

    /// A function of the file's top level that reads only its argument.
    @MainActor func testCallsATopLevelFunction() async throws {
        let values = ScoreStore().pages(count: 3).testValues()
        for page in try await values.untilCompletion(timeout: 2) {
            verifyPage(page)
        }
    }
}

func verifyPage(_ page: Int) { XCTAssertGreaterThan(page, 0) }
