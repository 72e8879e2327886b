import Combine
import Foundation
import XCTest

final class ListedScoreTests: XCTestCase {
    private var cancellables = Set<AnyCancellable>()

    static let allTests = [
        ("testSavedScore", testSavedScore),
    ]

    /// The file lists its tests in `allTests`, which in Swift 6 mode cannot hold a
    /// `@MainActor` method: the test stays.
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
}
