// validation: runnable
// A completion handler that runs code on any end, then fulfils the expectation: the pages
// come, then the end, which the handler's code checks (with the count the value closure
// kept); a rejected save ends with the failure the code expects. Passes before and after.
import Combine
import Foundation
import XCTest

final class CompletionCodeTests: XCTestCase {
    @MainActor func testPagesThenTheEnd() async throws {
        var pages = 0
        let values = ScoreStore().pages(count: 3).testValues()
        for page in try await values.untilCompletion(timeout: 2) {
            pages += 1
            XCTAssertEqual(page, pages)
        }
        let completion = values.receivedCompletion()
        XCTAssertEqual(completion, .finished)
        XCTAssertEqual(pages, 3)
    }

    @MainActor func testRejectedSaveChecksTheFailure() async throws {
        let values = ScoreStore(rejects: true).save(Score(points: 1, id: nil)).testValues()
        for score in try await values.untilCompletion(timeout: 2) {
            XCTFail("unexpected \(score)")
        }
        let completion = values.receivedCompletion()
        print("save ended: \(completion)")
        XCTAssertEqual(completion, .failure(.rejected("read-only")))
    }
}

runTests([
    test("testPagesThenTheEnd", CompletionCodeTests.testPagesThenTheEnd),
    test("testRejectedSaveChecksTheFailure", CompletionCodeTests.testRejectedSaveChecksTheFailure),
])
