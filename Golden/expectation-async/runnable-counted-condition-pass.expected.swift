// validation: runnable
// Two pages above one are expected, counted by the closure's condition; the first page does
// not count. Passes before and after the rewrite.
import Combine
import Foundation
import XCTest

final class CountedConditionTests: XCTestCase {
    @MainActor func testTwoPagesAboveOne() async throws {
        var counted = 0
        let values = ScoreStore().pages(count: 3).testValues()
        for _ in try await values.next(2, timeout: 2, where: { page in page > 1 }) {
            counted += 1
        }
        try values.checkNothingMore(where: { page in page > 1 })
        XCTAssertEqual(counted, 2)
    }
}

runTests([test("testTwoPagesAboveOne", CountedConditionTests.testTwoPagesAboveOne)])
