// validation: runnable fails
// A planted bug in the code under test: a read-only store that accepts the save. The
// completion handler checks the end it was given, then fulfils the expectation: the test
// fails before and after the rewrite, with the same `failed:` line.
import Combine
import Foundation
import XCTest

/// The code under test, with its bug: it never rejects.
final class AcceptingStore {
    func save(_ score: Score) -> AnyPublisher<Score, StoreError> {
        ScoreStore(rejects: false).save(score)
    }
}

final class CompletionCodeAcceptedTests: XCTestCase {
    @MainActor func testReadOnlySaveFails() async throws {
        var saved = 0
        let values = AcceptingStore().save(Score(points: 1, id: nil)).testValues()
        for _ in try await values.untilCompletion(timeout: 2) {
            saved += 1
        }
        let completion = values.receivedCompletion()
        XCTAssertEqual(completion, .failure(.rejected("read-only")))
        XCTAssertEqual(saved, 1)
    }
}

runTests([test("testReadOnlySaveFails", CompletionCodeAcceptedTests.testReadOnlySaveFails)])
