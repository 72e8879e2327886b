import Combine
import Foundation
import XCTest

final class ScoreTests: XCTestCase {
    private var cancellables = Set<AnyCancellable>()

    /// No closure stays: the test becomes a `@MainActor` async test.
    func testSavedScore() {
        let exp = expectation(description: "save")
        ScoreStore().save(Score(points: 1, id: nil))
            .sink(receiveCompletion: { _ in }, receiveValue: { score in
                XCTAssertEqual(score.points, 1)
                exp.fulfill()
            })
            .store(in: &cancellables)
        wait(for: [exp], timeout: 2)
    }

    /// The chain's `map` closure stays: in a `@MainActor` test it would be isolated to the
    /// main actor, and the pages come on a queue of their own.
    func testDoubledPages() {
        let exp = expectation(description: "pages")
        exp.expectedFulfillmentCount = 3
        ScoreStore().pages(count: 3)
            .map { $0 * 2 }
            .sink(receiveCompletion: { _ in }, receiveValue: { page in
                XCTAssertEqual(page % 2, 0)
                exp.fulfill()
            })
            .store(in: &cancellables)
        wait(for: [exp], timeout: 2)
    }
}
