import Combine
import Foundation
import XCTest

final class ScoreStoreTests: XCTestCase {
    /// The completion handler fulfils the expectation once the save has ended; the value
    /// closure checked the saved score as it came, before that.
    @MainActor func testSaveAssignsAnID() async throws {
        let store = ScoreStore()
        var expected = Score(points: 10, id: nil)
        do {
            expected.id = try store.reserveID()
        } catch {
            XCTFail("no id: \(error)")
            return
        }

        let values = store.save(Score(points: 10, id: nil)).testValues()
        for score in try await values.untilFinished(timeout: 2.0) {
            XCTAssertEqual(score.points, expected.points)
            guard let id = score.id else {
                XCTFail("no id")
                continue
            }
            XCTAssertEqual(id, expected.id)
        }
    }

    /// Several values, each checked in turn, before the publisher finished; the test reads
    /// what the closure collected after the wait.
    @MainActor func testPagesComeInOrder() async throws {
        var seen: [Int] = []
        let values = ScoreStore().pages(count: 3).testValues()
        for page in try await values.untilFinished(timeout: 2) {
            seen.append(page)
            XCTAssertEqual(page, seen.count)
        }
        XCTAssertEqual(seen, [1, 2, 3])
    }

    /// Nothing to check but the end: the value closure is empty.
    @MainActor func testDeleteFinishes() async throws {
        let values = ScoreStore().delete(Score(points: 1, id: "yarr")).testValues()
        _ = try await values.untilFinished(timeout: 2.0)
    }

    /// The fulfilment after an `XCTFail` shares its line: it goes with its `;`.
    @MainActor func testSaveOnOneLine() async throws {
        let values = ScoreStore().save(Score(points: 1, id: nil)).testValues()
        for score in try await values.untilFinished(timeout: 2) {
            guard let id = score.id else { XCTFail("no id"); continue }
            XCTAssertEqual(id, "yarr")
        }
    }
}
