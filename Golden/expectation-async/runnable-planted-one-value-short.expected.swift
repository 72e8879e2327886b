// validation: runnable fails
// A planted bug in the code under test: a refresh publishes one value where the test counts
// two. The test fails before (the wait times out) and after (the await of two values times
// out), with exit status 1 and the same `failed:` line.
import Combine
import Foundation
import XCTest

/// The code under test, with its bug: `refresh()` publishes the loading state, never the end.
final class RefreshingFeed {
    @Published var isLoading = false

    func refresh() {
        isLoading = true
    }
}

final class CountedTests: XCTestCase {
    @MainActor func testRefreshLoadsThenStops() async throws {
        let feed = RefreshingFeed()
        var states: [Bool] = []
        let values = feed.$isLoading
            .dropFirst()
            .testValues()
        feed.refresh()
        for loading in try await values.next(2, timeout: 0.5) {
            states.append(loading)
        }
        try values.checkNothingMore()
        XCTAssertEqual(states, [true, false])
    }
}

runTests([test("testRefreshLoadsThenStops", CountedTests.testRefreshLoadsThenStops)])
