import Combine
import Foundation
import XCTest

final class ScoreStoreCountedConditionTests: XCTestCase {
    /// Two values are expected, and only those that meet the closure's condition count
    /// (corona-warn-app's `if !$0.isEmpty { exp.fulfill() }` over a published list): the
    /// others, which did not fulfil the expectation, are dropped.
    @MainActor func testThreeNonEmptyPages() async throws {
        let values = ScoreStore().pages(count: 3).testValues()
        _ = try await values.next(2, timeout: 2, where: { $0 > 1 })
        try values.checkNothingMore(where: { $0 > 1 })
    }

    /// A leading `guard` turns values away; the counted ones run the rest of the closure.
    @MainActor func testGuardedCountedPages() async throws {
        let values = ScoreStore().pages(count: 3).testValues()
        for page in try await values.next(2, timeout: 2, where: { page in page % 2 == 1 }) {
            XCTAssertLessThanOrEqual(page, 3)
        }
        try values.checkNothingMore(where: { page in page % 2 == 1 })
    }
}
