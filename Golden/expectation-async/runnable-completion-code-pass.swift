// validation: runnable
// A completion handler that runs code on any end, then fulfils the expectation: the pages
// come, then the end, which the handler's code checks (with the count the value closure
// kept); a rejected save ends with the failure the code expects. Passes before and after.
import Combine
import Foundation
import XCTest

final class CompletionCodeTests: XCTestCase {
    private var cancellables = Set<AnyCancellable>()

    func testPagesThenTheEnd() {
        let exp = expectation(description: "pages")
        var pages = 0
        ScoreStore().pages(count: 3)
            .sink(receiveCompletion: { completion in
                XCTAssertEqual(completion, .finished)
                XCTAssertEqual(pages, 3)
                exp.fulfill()
            }, receiveValue: { page in
                pages += 1
                XCTAssertEqual(page, pages)
            })
            .store(in: &cancellables)
        wait(for: [exp], timeout: 2)
    }

    func testRejectedSaveChecksTheFailure() {
        let exp = expectation(description: "save")
        ScoreStore(rejects: true).save(Score(points: 1, id: nil))
            .sink(receiveCompletion: { completion in
                defer { exp.fulfill() }
                print("save ended: \(completion)")
                XCTAssertEqual(completion, .failure(.rejected("read-only")))
            }, receiveValue: { score in
                XCTFail("unexpected \(score)")
            })
            .store(in: &cancellables)
        wait(for: [exp], timeout: 2)
    }
}

runTests([
    test("testPagesThenTheEnd", CompletionCodeTests.testPagesThenTheEnd),
    test("testRejectedSaveChecksTheFailure", CompletionCodeTests.testRejectedSaveChecksTheFailure),
])
