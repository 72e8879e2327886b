// validation: runnable fails
// A planted bug in the code under test: a page numbered 0 comes among the others. The
// function passed by name fails the test written as a helper, before and after the rewrite.
import Combine
import Foundation
import XCTest

/// The code under test, with its bug: its first page is 0.
final class ZeroPages {
    func pages(count: Int) -> AnyPublisher<Int, StoreError> {
        ScoreStore().pages(count: count).map { $0 - 1 }.eraseToAnyPublisher()
    }
}

protocol ZeroPagesTests: XCTestCase {}

extension ZeroPagesTests {
    func checkPage(_ page: Int) {
        XCTAssertGreaterThan(page, 0)
    }

    @MainActor func pagesUntilTheEnd() async throws {
        let values = ZeroPages().pages(count: 3).testValues()
        for value in try await values.untilCompletion(timeout: 2) {
            checkPage(value)
        }
    }
}

final class ZeroPagesHelperTests: XCTestCase, ZeroPagesTests {
    @MainActor func testPagesUntilTheEnd() async throws { try await pagesUntilTheEnd() }
}

runTests([test("testPagesUntilTheEnd", ZeroPagesHelperTests.testPagesUntilTheEnd)])
