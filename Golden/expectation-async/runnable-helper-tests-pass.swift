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

    func pagesUntilTheEnd() {
        var subscriptions = Set<AnyCancellable>()
        let exp = XCTestExpectation(description: "pages")
        ScoreStore().pages(count: 3)
            .sink(receiveCompletion: { _ in exp.fulfill() }, receiveValue: checkPage(_:))
            .store(in: &subscriptions)
        wait(for: [exp], timeout: 2)
    }
}

final class FirstHelperPagesTests: XCTestCase, HelperPagesTests {
    func testPagesUntilTheEnd() { pagesUntilTheEnd() }
}

final class SecondHelperPagesTests: XCTestCase, HelperPagesTests {
    func testPagesUntilTheEnd() { self.pagesUntilTheEnd() }
}

runTests([test("testPagesUntilTheEnd", FirstHelperPagesTests.testPagesUntilTheEnd)])
runTests([test("testPagesUntilTheEnd", SecondHelperPagesTests.testPagesUntilTheEnd)])
