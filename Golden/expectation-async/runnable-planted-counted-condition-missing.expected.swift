// validation: runnable fails
// A planted bug in the code under test: the last page never comes. Two pages above one are
// expected, counted by the closure's condition: the wait times out before the rewrite, the
// await throws after it, and the test fails either way, within the timeout.
import Combine
import Foundation
import XCTest

/// The code under test, with its bug: one page fewer than asked for.
final class ShortPagesForCount {
    func pages(count: Int) -> AnyPublisher<Int, StoreError> {
        ScoreStore().pages(count: count - 1)
    }
}

final class CountedConditionShortTests: XCTestCase {
    @MainActor func testTwoPagesAboveOne() async throws {
        let values = ShortPagesForCount().pages(count: 3).testValues()
        _ = try await values.next(2, timeout: 1, where: { page in page > 1 })
        try values.checkNothingMore(where: { page in page > 1 })
    }
}

runTests([test("testTwoPagesAboveOne", CountedConditionShortTests.testTwoPagesAboveOne)])
