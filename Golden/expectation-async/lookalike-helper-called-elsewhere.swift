import Combine
import Foundation
import XCTest

protocol ScoreHelperTests: XCTestCase {}

extension ScoreHelperTests {
    /// Called by a test that does more than call it: its caller would not await it.
    func pagesEnd() {
        var subscriptions = Set<AnyCancellable>()
        let exp = XCTestExpectation(description: "pages")
        ScoreStore().pages(count: 3)
            .sink(receiveCompletion: { _ in exp.fulfill() }, receiveValue: { page in XCTAssertGreaterThan(page, 0) })
            .store(in: &subscriptions)
        wait(for: [exp], timeout: 2)
    }

    /// Takes a parameter: a helper its callers call with different arguments.
    func pages(_ count: Int) {
        var subscriptions = Set<AnyCancellable>()
        let exp = XCTestExpectation(description: "pages")
        ScoreStore().pages(count: count)
            .sink(receiveCompletion: { _ in exp.fulfill() }, receiveValue: { page in XCTAssertGreaterThan(page, 0) })
            .store(in: &subscriptions)
        wait(for: [exp], timeout: 2)
    }

    /// Called by a test method, and referred to elsewhere by name.
    func pagesByName() {
        var subscriptions = Set<AnyCancellable>()
        let exp = XCTestExpectation(description: "pages")
        ScoreStore().pages(count: 3)
            .sink(receiveCompletion: { _ in exp.fulfill() }, receiveValue: { page in XCTAssertGreaterThan(page, 0) })
            .store(in: &subscriptions)
        wait(for: [exp], timeout: 2)
    }
}

final class ScoreHelperLookalikeTests: XCTestCase, ScoreHelperTests {
    func testPagesEnd() {
        pagesEnd()
        XCTAssertTrue(true)
    }

    func testPages() { pages(3) }

    func testPagesByName() { pagesByName() }

    let steps: [(ScoreHelperLookalikeTests) -> () -> Void] = [{ $0.pagesByName }]
}
