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
    private var cancellables = Set<AnyCancellable>()

    func testReadOnlySaveFails() {
        let exp = expectation(description: "save")
        var saved = 0
        AcceptingStore().save(Score(points: 1, id: nil))
            .sink(receiveCompletion: { completion in
                XCTAssertEqual(completion, .failure(.rejected("read-only")))
                exp.fulfill()
            }, receiveValue: { _ in
                saved += 1
            })
            .store(in: &cancellables)
        wait(for: [exp], timeout: 2)
        XCTAssertEqual(saved, 1)
    }
}

runTests([test("testReadOnlySaveFails", CompletionCodeAcceptedTests.testReadOnlySaveFails)])
