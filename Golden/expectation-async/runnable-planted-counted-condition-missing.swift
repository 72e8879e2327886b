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
    private var cancellables = Set<AnyCancellable>()

    func testTwoPagesAboveOne() {
        let exp = expectation(description: "pages above one")
        exp.expectedFulfillmentCount = 2
        ShortPagesForCount().pages(count: 3)
            .sink(receiveCompletion: { _ in }, receiveValue: { page in
                if page > 1 {
                    exp.fulfill()
                }
            })
            .store(in: &cancellables)
        wait(for: [exp], timeout: 1)
    }
}

runTests([test("testTwoPagesAboveOne", CountedConditionShortTests.testTwoPagesAboveOne)])
