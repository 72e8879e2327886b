import Combine
import Foundation
import XCTest

/// Tests written as helpers, in an extension of a protocol the test classes adopt (as
/// SpotifyAPI's suites are), each called by test methods whose whole body is the call.
protocol ScorePagesTests: XCTestCase {}

extension ScorePagesTests {
    func checkPage(_ page: Int) {
        XCTAssertGreaterThan(page, 0)
    }

    func pagesUntilTheEnd() {
        var subscriptions = Set<AnyCancellable>()
        let exp = XCTestExpectation(description: "pages")
        ScoreStore().pages(count: 3)
            .sink(receiveCompletion: { _ in exp.fulfill() }, receiveValue: checkPage(_:))
            .store(in: &subscriptions)
        wait(for: [exp], timeout: 2)
    }

    func savedScore() {
        var subscriptions = Set<AnyCancellable>()
        let exp = expectation(description: "save")
        ScoreStore().save(Score(points: 3, id: nil))
            .sink(receiveCompletion: { completion in
                if case .failure(let error) = completion { XCTFail("\(error)") }
            }, receiveValue: { score in
                XCTAssertEqual(score.points, 3)
                exp.fulfill()
            })
            .store(in: &subscriptions)
        wait(for: [exp], timeout: 2)
    }
}

final class LocalScorePagesTests: XCTestCase, ScorePagesTests {
    static let allTests = [
        ("testPagesUntilTheEnd", testPagesUntilTheEnd),
        ("testSavedScore", testSavedScore),
        ("testNothing", testNothing),
    ]

    func testPagesUntilTheEnd() { pagesUntilTheEnd() }
    func testSavedScore() {
        self.savedScore()
    }
    func testNothing() {}
}

final class RemoteScorePagesTests: XCTestCase, ScorePagesTests {
    func testPagesUntilTheEnd() { pagesUntilTheEnd() }
    /// A caller that throws already becomes `async`, and keeps its `throws`.
    func testSavedScore() throws { savedScore() }
}
