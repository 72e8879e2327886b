import Combine
import Foundation
import XCTest

final class ScoreStoreNamesTests: XCTestCase {
    private var cancellables = Set<AnyCancellable>()

    /// Another statement's closure names its own parameter `page`, and a `catch` block uses
    /// its implicit `error`: the awaited value and failure keep the closures' names, declared
    /// after those statements, which bind their own.
    func testNamesBoundByOtherClosures() {
        let exp = expectation(description: "page")
        let pages = [1, 2].map { page in page * 2 }
        ScoreStore().pages(count: 1)
            .sink(receiveCompletion: { _ in }, receiveValue: { page in
                XCTAssertEqual(page, 1)
                exp.fulfill()
            })
            .store(in: &cancellables)
        wait(for: [exp], timeout: 2)
        XCTAssertEqual(pages.count, 2)
    }

    func testFailureBesideACatch() {
        let exp = expectation(description: "save")
        do {
            _ = try ScoreStore().reserveID()
        } catch {
            XCTFail("\(error)")
        }
        ScoreStore(rejects: true).save(Score(points: 1, id: nil))
            .sink(receiveCompletion: { completion in
                if case .failure(let error) = completion {
                    XCTAssertEqual(error, .rejected("read-only"))
                    exp.fulfill()
                }
            }, receiveValue: { _ in
                XCTFail("a value")
            })
            .store(in: &cancellables)
        wait(for: [exp], timeout: 2)
    }

    /// A variable of the test's own is named `page`, read after the wait: the value takes a
    /// fresh name.
    func testNameOfTheTestsOwn() {
        let exp = expectation(description: "page")
        var page = 0
        ScoreStore().pages(count: 1)
            .sink(receiveCompletion: { _ in }, receiveValue: { page in
                XCTAssertEqual(page, 1)
                exp.fulfill()
            })
            .store(in: &cancellables)
        wait(for: [exp], timeout: 2)
        page += 1
        XCTAssertEqual(page, 1)
    }
}
