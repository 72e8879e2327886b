// validation: runnable
// A completion handler that fulfils the expectation whatever the end: the pages come, then
// the end; a rejected save ends with a failure, which passed the test before and after.
import Combine
import Foundation
import XCTest

final class AnyEndTests: XCTestCase {
    private var cancellables = Set<AnyCancellable>()

    private func checkPage(_ page: Int) {
        XCTAssertGreaterThan(page, 0)
    }

    func testPagesUntilTheEnd() {
        let exp = expectation(description: "pages")
        var pages = 0
        ScoreStore().pages(count: 3)
            .sink(receiveCompletion: { _ in exp.fulfill() }, receiveValue: {
                pages += 1
                self.checkPage($0)
            })
            .store(in: &cancellables)
        wait(for: [exp], timeout: 2)
        XCTAssertEqual(pages, 3)
    }

    func testRejectedSaveEndsTheWait() {
        let exp = expectation(description: "save")
        ScoreStore(rejects: true).save(Score(points: 1, id: nil))
            .sink(receiveCompletion: { _ in exp.fulfill() }, receiveValue: { score in
                XCTFail("unexpected \(score)")
            })
            .store(in: &cancellables)
        wait(for: [exp], timeout: 2)
    }
}

runTests([
    test("testPagesUntilTheEnd", AnyEndTests.testPagesUntilTheEnd),
    test("testRejectedSaveEndsTheWait", AnyEndTests.testRejectedSaveEndsTheWait),
])
