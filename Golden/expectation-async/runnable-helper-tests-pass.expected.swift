// validation: runnable
// A test written as a helper of a protocol's extension, called by the test methods of two
// classes; a function passed by name checks each page. Passing before and after.
import Combine
import Foundation
import XCTest

protocol HelperPagesTests: XCTestCase {}

extension HelperPagesTests {
    func checkPage(_ page: Int) {
        XCTAssertGreaterThan(page, 0)
    }

    @MainActor func pagesUntilTheEnd() async throws {
        let values = ScoreStore().pages(count: 3).testValues()
        for value in try await values.untilCompletion(timeout: 2) {
            checkPage(value)
        }
    }
}

final class FirstHelperPagesTests: XCTestCase, HelperPagesTests {
    @MainActor func testPagesUntilTheEnd() async throws { try await pagesUntilTheEnd() }
}

final class SecondHelperPagesTests: XCTestCase, HelperPagesTests {
    @MainActor func testPagesUntilTheEnd() async throws { try await self.pagesUntilTheEnd() }
}

runTests([test("testPagesUntilTheEnd", FirstHelperPagesTests.testPagesUntilTheEnd)])
runTests([test("testPagesUntilTheEnd", SecondHelperPagesTests.testPagesUntilTheEnd)])
