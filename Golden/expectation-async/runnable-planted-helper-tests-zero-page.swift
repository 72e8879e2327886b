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

    func pagesUntilTheEnd() {
        var subscriptions = Set<AnyCancellable>()
        let exp = XCTestExpectation(description: "pages")
        ZeroPages().pages(count: 3)
            .sink(receiveCompletion: { _ in exp.fulfill() }, receiveValue: checkPage(_:))
            .store(in: &subscriptions)
        wait(for: [exp], timeout: 2)
    }
}

final class ZeroPagesHelperTests: XCTestCase, ZeroPagesTests {
    func testPagesUntilTheEnd() { pagesUntilTheEnd() }
}

runTests([test("testPagesUntilTheEnd", ZeroPagesHelperTests.testPagesUntilTheEnd)])
