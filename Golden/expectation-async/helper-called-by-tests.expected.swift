import Combine
import Foundation
import XCTest

/// Tests written as helpers, in an extension of a protocol the test classes adopt (as
/// SpotifyAPI's suites are), each called by test methods whose whole body is the call.
protocol ScorePagesTests: XCTestCase {}

extension ScorePagesTests {
    func checkPage(_ page: Int) {
        XCTAssertGreaterThan(page, 0)
    }

    @MainActor func pagesUntilTheEnd() async throws {
        let values = ScoreStore().pages(count: 3).testValues()
        for value in try await values.untilCompletion(timeout: 2) {
            checkPage(value)
        }
    }

    @MainActor func savedScore() async throws {
        let values = ScoreStore().save(Score(points: 3, id: nil)).testValues()
        let score = try await values.next(timeout: 2)
        XCTAssertEqual(score.points, 3)
        try values.checkNothingMore()
    }
}

final class LocalScorePagesTests: XCTestCase, ScorePagesTests {
    static let allTests = [
        ("testPagesUntilTheEnd", testPagesUntilTheEnd),
        ("testSavedScore", testSavedScore),
        ("testNothing", testNothing),
    ]

    @MainActor func testPagesUntilTheEnd() async throws { try await pagesUntilTheEnd() }
    @MainActor func testSavedScore() async throws {
        try await self.savedScore()
    }
    func testNothing() {}
}

final class RemoteScorePagesTests: XCTestCase, ScorePagesTests {
    @MainActor func testPagesUntilTheEnd() async throws { try await pagesUntilTheEnd() }
    /// A caller that throws already becomes `async`, and keeps its `throws`.
    @MainActor func testSavedScore() async throws { try await savedScore() }
}
