// validation: runnable
// A completion handler that fulfils the expectation whatever the end: the pages come, then
// the end; a rejected save ends with a failure, which passed the test before and after.
import Combine
import Foundation
import XCTest

final class AnyEndTests: XCTestCase {
    private func checkPage(_ page: Int) {
        XCTAssertGreaterThan(page, 0)
    }

    @MainActor func testPagesUntilTheEnd() async throws {
        var pages = 0
        let values = ScoreStore().pages(count: 3).testValues()
        for value in try await values.untilCompletion(timeout: 2) {
            pages += 1
            self.checkPage(value)
        }
        XCTAssertEqual(pages, 3)
    }

    @MainActor func testRejectedSaveEndsTheWait() async throws {
        let values = ScoreStore(rejects: true).save(Score(points: 1, id: nil)).testValues()
        for score in try await values.untilCompletion(timeout: 2) {
            XCTFail("unexpected \(score)")
        }
    }
}

runTests([
    test("testPagesUntilTheEnd", AnyEndTests.testPagesUntilTheEnd),
    test("testRejectedSaveEndsTheWait", AnyEndTests.testRejectedSaveEndsTheWait),
])
