// validation: runnable
// Tests whose completion handler fulfils the expectation, passing before and after: a saved
// score checked as it comes (a `Future` completed on the main queue), pages checked in turn
// and collected, an end with nothing to check, failures expected. The same `passed:` lines
// print on both sides.
import Combine
import Foundation
import XCTest

final class EveryValueTests: XCTestCase {
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
        for score in try await values.untilFinished(timeout: 5.0) {
            XCTAssertEqual(score.points, expected.points)
            guard let id = score.id else {
                XCTFail("no id")
                continue
            }
            XCTAssertEqual(id, expected.id)
        }
    }

    @MainActor func testPagesComeInOrder() async throws {
        var seen: [Int] = []
        let values = ScoreStore().pages(count: 3).testValues()
        for page in try await values.untilFinished(timeout: 5) {
            seen.append(page)
            XCTAssertEqual(page, seen.count)
        }
        XCTAssertEqual(seen, [1, 2, 3])
    }

    @MainActor func testDeleteFinishes() async throws {
        let values = ScoreStore().delete(Score(points: 1, id: "yarr")).testValues()
        _ = try await values.untilFinished(timeout: 5.0)
    }

    @MainActor func testSaveIsRejected() async throws {
        let values = ScoreStore(rejects: true).save(Score(points: 3, id: nil)).testValues()
        let error = try await values.failure(timeout: 5.0)
        XCTAssertEqual(error, .rejected("read-only"))
    }

    @MainActor func testDeleteFails() async throws {
        let values = ScoreStore(rejects: true).delete(Score(points: 3, id: "yarr")).testValues()
        _ = try await values.failure(timeout: 5.0)
    }
}

runTests([
    test("testSaveAssignsAnID", EveryValueTests.testSaveAssignsAnID),
    test("testPagesComeInOrder", EveryValueTests.testPagesComeInOrder),
    test("testDeleteFinishes", EveryValueTests.testDeleteFinishes),
    test("testSaveIsRejected", EveryValueTests.testSaveIsRejected),
    test("testDeleteFails", EveryValueTests.testDeleteFails),
])
