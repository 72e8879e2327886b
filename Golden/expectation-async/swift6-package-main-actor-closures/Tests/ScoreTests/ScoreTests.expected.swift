import Combine
import Foundation
#if canImport(Scores)
import Scores
#endif
import XCTest

final class ScoreTests: XCTestCase {
    private var cancellables = Set<AnyCancellable>()

    /// No closure stays: the test becomes a `@MainActor` async test.
    @MainActor func testSavedScore() async throws {
        let values = ScoreStore().save(Score(points: 1, id: nil)).testValues()
        let score = try await values.next(timeout: 2)
        XCTAssertEqual(score.points, 1)
        try values.checkNothingMore()
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

    /// The closure `ledger.record { … }` takes runs before `record` returns, on the test's
    /// thread (its parameter does not escape, as the `Scores` module declares it): isolated to
    /// the main actor, it runs there. The test becomes a `@MainActor` async test.
    @MainActor func testRecordedScore() async throws {
        let ledger = Ledger()
        let values = ScoreStore().save(Score(points: 1, id: nil)).testValues()
        ledger.record { $0.append(1) }
        let score = try await values.next(timeout: 2)
        XCTAssertEqual(score.points, 1)
        try values.checkNothingMore()
        XCTAssertEqual(ledger.entries, [1])
    }

    /// `recordLater` keeps its closure (`@escaping`), which may run on another thread: the
    /// test stays.
    func testScoreRecordedLater() {
        let ledger = Ledger()
        let exp = expectation(description: "save")
        ScoreStore().save(Score(points: 1, id: nil))
            .sink(receiveCompletion: { _ in }, receiveValue: { score in
                XCTAssertEqual(score.points, 1)
                exp.fulfill()
            })
            .store(in: &cancellables)
        ledger.recordLater { $0.append(1) }
        wait(for: [exp], timeout: 2)
    }

    /// The value closure's `guard let` would become a `compactMap` of the chain: in a
    /// `@MainActor` test it would be isolated to the main actor as well.
    func testSavedScoreID() {
        let exp = expectation(description: "saved id")
        ScoreStore().save(Score(points: 1, id: nil))
            .sink(receiveCompletion: { _ in }, receiveValue: { score in
                guard let id = score.id else { return }
                XCTAssertEqual(id, "yarr")
                exp.fulfill()
            })
            .store(in: &cancellables)
        wait(for: [exp], timeout: 2)
    }
}
