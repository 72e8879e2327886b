import Combine
import Foundation
import XCTest

final class ScoreStoreLookalikeTests: XCTestCase {
    private var cancellables = Set<AnyCancellable>()
    private var expectedPoints = 10

    /// The completion handler fulfils the expectation whatever the end: a failure passes
    /// the test, where an awaited failure would be thrown.
    func testAnyEndWillDo() {
        let exp = expectation(description: "end")
        ScoreStore().save(Score(points: 1, id: nil))
            .sink(receiveCompletion: { _ in
                exp.fulfill()
            }, receiveValue: { score in
                XCTAssertEqual(score.points, 1)
            })
            .store(in: &cancellables)
        wait(for: [exp], timeout: 2)
    }

    /// The failure is checked, but `.finished` passes the test too.
    func testFailureCheckedIfAny() {
        let exp = expectation(description: "end")
        ScoreStore(rejects: true).save(Score(points: 1, id: nil))
            .sink(receiveCompletion: { completion in
                if case .failure(let error) = completion {
                    XCTAssertEqual(error, .rejected("read-only"))
                }
                exp.fulfill()
            }, receiveValue: { _ in })
            .store(in: &cancellables)
        wait(for: [exp], timeout: 2)
    }

    /// `.finished` runs code of its own before the fulfilment.
    func testFinishedCountsPages() {
        let exp = expectation(description: "pages")
        var pages = 0
        ScoreStore().pages(count: 2)
            .sink(receiveCompletion: { completion in
                switch completion {
                case .finished:
                    XCTAssertEqual(pages, 2)
                case .failure(let error):
                    XCTFail("\(error)")
                }
                exp.fulfill()
            }, receiveValue: { _ in
                pages += 1
            })
            .store(in: &cancellables)
        wait(for: [exp], timeout: 2)
    }

    /// The value closure reads a property as each value comes.
    func testReadsAProperty() {
        let exp = expectation(description: "save")
        ScoreStore().save(Score(points: 10, id: nil))
            .sink(receiveCompletion: { completion in
                if case .failure(let error) = completion {
                    XCTFail("\(error)")
                }
                exp.fulfill()
            }, receiveValue: { score in
                XCTAssertEqual(score.points, self.expectedPoints)
            })
            .store(in: &cancellables)
        wait(for: [exp], timeout: 2)
    }

    /// A closure made before the `sink` changes the variable the value closure reads.
    func testVariableChangedByAnEarlierClosure() {
        let exp = expectation(description: "save")
        var expected = Score(points: 10, id: nil)
        let bump = { expected.points += 1 }
        bump()
        ScoreStore().save(Score(points: 11, id: nil))
            .sink(receiveCompletion: { completion in
                if case .failure(let error) = completion {
                    XCTFail("\(error)")
                }
                exp.fulfill()
            }, receiveValue: { score in
                XCTAssertEqual(score.points, expected.points)
            })
            .store(in: &cancellables)
        wait(for: [exp], timeout: 2)
    }

    /// The value closure fulfils the expectation too: the wait ended at the first value,
    /// not at the end.
    func testFulfilledByValueAndEnd() {
        let exp = XCTestExpectation(description: "first or end")
        ScoreStore().pages(count: 3)
            .sink(receiveCompletion: { completion in
                if case .failure(let error) = completion {
                    XCTFail("\(error)")
                }
                exp.fulfill()
            }, receiveValue: { page in
                XCTAssertGreaterThan(page, 0)
                exp.fulfill()
            })
            .store(in: &cancellables)
        wait(for: [exp], timeout: 2)
    }
}
