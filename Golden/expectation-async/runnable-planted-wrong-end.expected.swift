// validation: runnable fails
// Planted bugs in the code under test, each failing its test before and after the rewrite
// with the same `failed:` line: a page out of order (an assertion of the loop fails, as the
// value closure's did), a failure where the publisher should finish (`XCTFail` before, the
// thrown failure after), and a finish where it should fail (`XCTFail` on `.finished` before,
// `TestValuesError.finished` thrown after).
import Combine
import Foundation
import XCTest

/// The code under test, with its bugs.
final class BrokenStore {
    /// Skips page 3.
    func pages() -> AnyPublisher<Int, StoreError> {
        [1, 2, 4].publisher.setFailureType(to: StoreError.self)
            .delay(for: .milliseconds(10), scheduler: DispatchQueue(label: "broken-pages"))
            .eraseToAnyPublisher()
    }

    /// Rejects what it should save.
    func save(_ score: Score) -> AnyPublisher<Score, StoreError> {
        ScoreStore(rejects: true).save(score)
    }

    /// Saves what it should reject.
    func saveReadOnly(_ score: Score) -> AnyPublisher<Score, StoreError> {
        ScoreStore().save(score)
    }
}

final class WrongEndTests: XCTestCase {
    @MainActor func testPagesComeInOrder() async throws {
        var count = 0
        let values = BrokenStore().pages().testValues()
        for page in try await values.untilFinished(timeout: 2) {
            count += 1
            XCTAssertEqual(page, count)
        }
    }

    @MainActor func testSaveSucceeds() async throws {
        let values = BrokenStore().save(Score(points: 2, id: nil)).testValues()
        for score in try await values.untilFinished(timeout: 2.0) {
            XCTAssertEqual(score.points, 2)
        }
    }

    @MainActor func testReadOnlySaveIsRejected() async throws {
        let values = BrokenStore().saveReadOnly(Score(points: 3, id: nil)).testValues()
        let error = try await values.failure(timeout: 2.0, ignoringValues: true)
        XCTAssertEqual(error, .rejected("read-only"))
    }
}

runTests([
    test("testPagesComeInOrder", WrongEndTests.testPagesComeInOrder),
    test("testSaveSucceeds", WrongEndTests.testSaveSucceeds),
    test("testReadOnlySaveIsRejected", WrongEndTests.testReadOnlySaveIsRejected),
])
