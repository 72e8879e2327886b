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
    private var cancellables = Set<AnyCancellable>()

    func testRefreshLoadsThenStops() {
        let feed = RefreshingFeed()
        let exp = expectation(description: "loading, then not")
        exp.expectedFulfillmentCount = 2
        var states: [Bool] = []
        feed.$isLoading
            .dropFirst()
            .sink { loading in
                states.append(loading)
                exp.fulfill()
            }
            .store(in: &cancellables)
        feed.refresh()
        wait(for: [exp], timeout: 0.5)
        XCTAssertEqual(states, [true, false])
    }
}

runTests([test("testRefreshLoadsThenStops", CountedTests.testRefreshLoadsThenStops)])
