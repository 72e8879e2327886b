import Combine
import Foundation
import XCTest

final class ScoreStoreCountedConditionTests: XCTestCase {
    private var cancellables = Set<AnyCancellable>()

    /// Two values are expected, and only those that meet the closure's condition count
    /// (corona-warn-app's `if !$0.isEmpty { exp.fulfill() }` over a published list): the
    /// others, which did not fulfil the expectation, are dropped.
    func testThreeNonEmptyPages() {
        let exp = expectation(description: "pages above one")
        exp.expectedFulfillmentCount = 2
        ScoreStore().pages(count: 3)
            .sink(receiveCompletion: { _ in }, receiveValue: {
                if $0 > 1 {
                    exp.fulfill()
                }
            })
            .store(in: &cancellables)
        wait(for: [exp], timeout: 2)
    }

    /// A leading `guard` turns values away; the counted ones run the rest of the closure.
    func testGuardedCountedPages() {
        let exp = expectation(description: "odd pages")
        exp.expectedFulfillmentCount = 2
        ScoreStore().pages(count: 3)
            .sink(receiveCompletion: { _ in }, receiveValue: { page in
                guard page % 2 == 1 else { return }
                XCTAssertLessThanOrEqual(page, 3)
                exp.fulfill()
            })
            .store(in: &cancellables)
        wait(for: [exp], timeout: 2)
    }
}
