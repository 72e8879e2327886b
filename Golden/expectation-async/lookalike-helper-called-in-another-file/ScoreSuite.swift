import Combine
import Foundation
import XCTest

/// A test written as a helper, which its own test methods call, and which another file's
/// code calls too: that call would not await it.
protocol ScoreSuite: XCTestCase {}

extension ScoreSuite {
    func savedScores() {
        var subscriptions = Set<AnyCancellable>()
        let exp = XCTestExpectation(description: "pages")
        ScoreStore().pages(count: 3)
            .sink(receiveCompletion: { _ in exp.fulfill() }, receiveValue: { page in XCTAssertGreaterThan(page, 0) })
            .store(in: &subscriptions)
        wait(for: [exp], timeout: 2)
    }
}

final class ScoreSuiteTests: XCTestCase, ScoreSuite {
    func testSavedScores() { savedScores() }
}
