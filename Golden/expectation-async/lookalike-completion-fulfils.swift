import Combine
import Foundation
import XCTest

final class ScoreStoreLookalikeTests: XCTestCase {
    private var cancellables = Set<AnyCancellable>()
    private var expectedPoints = 10

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

    private var recorded: [Int] = []

    /// A method the value closure calls reads a property of the test as each value comes.
    private func checkAgainstExpected(_ score: Score) {
        XCTAssertEqual(score.points, expectedPoints)
    }

    func testMethodReadsAProperty() {
        let exp = expectation(description: "save")
        ScoreStore().save(Score(points: 10, id: nil))
            .sink(receiveCompletion: { _ in exp.fulfill() }, receiveValue: { self.checkAgainstExpected($0) })
            .store(in: &cancellables)
        wait(for: [exp], timeout: 2)
    }

    /// A local function the value closure calls reads a variable the test changes.
    func testLocalFunctionReadsAVariable() {
        let exp = expectation(description: "pages")
        var limit = 5
        func check(_ page: Int) { XCTAssertLessThan(page, limit) }
        ScoreStore().pages(count: 3)
            .sink(receiveCompletion: { _ in exp.fulfill() }, receiveValue: { page in check(page) })
            .store(in: &cancellables)
        limit = 4
        wait(for: [exp], timeout: 2)
    }

    /// The function the value closure calls is declared in another file, which the rule does not read.
    func testCallsAFunctionOfAnotherFile() {
        let exp = expectation(description: "pages")
        ScoreStore().pages(count: 3)
            .sink(receiveCompletion: { _ in exp.fulfill() }, receiveValue: { page in verifyPageElsewhere(page) })
            .store(in: &cancellables)
        wait(for: [exp], timeout: 2)
    }

    /// The value handler is a function passed by name: the rule does not read it.
    func testHandlerPassedByName() {
        let exp = expectation(description: "pages")
        func check(_ page: Int) { XCTAssertGreaterThan(page, 0) }
        ScoreStore().pages(count: 3)
            .sink(receiveCompletion: { _ in exp.fulfill() }, receiveValue: check)
            .store(in: &cancellables)
        wait(for: [exp], timeout: 2)
    }
}
