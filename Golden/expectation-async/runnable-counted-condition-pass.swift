// validation: runnable
// Two pages above one are expected, counted by the closure's condition; the first page does
// not count. Passes before and after the rewrite.
import Combine
import Foundation
import XCTest

final class CountedConditionTests: XCTestCase {
    private var cancellables = Set<AnyCancellable>()

    func testTwoPagesAboveOne() {
        let exp = expectation(description: "pages above one")
        exp.expectedFulfillmentCount = 2
        var counted = 0
        ScoreStore().pages(count: 3)
            .sink(receiveCompletion: { _ in }, receiveValue: { page in
                guard page > 1 else { return }
                counted += 1
                exp.fulfill()
            })
            .store(in: &cancellables)
        wait(for: [exp], timeout: 2)
        XCTAssertEqual(counted, 2)
    }
}

runTests([test("testTwoPagesAboveOne", CountedConditionTests.testTwoPagesAboveOne)])
