// validation: runnable fails
// A planted bug in the code under test: the pages stop one short, then the end comes. The
// completion handler fulfils the expectation whatever the end; the count after the wait
// fails the test before and after the rewrite, with the same `failed:` line.
import Combine
import Foundation
import XCTest

/// The code under test, with its bug: one page fewer than asked for.
final class ShortPages {
    func pages(count: Int) -> AnyPublisher<Int, StoreError> {
        ScoreStore().pages(count: count - 1)
    }
}

final class AnyEndShortTests: XCTestCase {
    @MainActor func testPagesUntilTheEnd() async throws {
        var pages = 0
        let values = ShortPages().pages(count: 3).testValues()
        for _ in try await values.untilCompletion(timeout: 2) {
            pages += 1
        }
        XCTAssertEqual(pages, 3)
    }
}

runTests([test("testPagesUntilTheEnd", AnyEndShortTests.testPagesUntilTheEnd)])
