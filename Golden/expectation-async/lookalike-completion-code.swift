import Combine
import Foundation
import XCTest

final class ScoreStoreCompletionCodeLookalikeTests: XCTestCase {
    private var cancellables = Set<AnyCancellable>()

    /// The handler's code returns early on a failure: the fulfilment after it did not run
    /// then, and the wait timed out instead — a `return` after the await would end the test.
    func testReturnsBeforeTheFulfilment() {
        let exp = expectation(description: "save")
        ScoreStore().save(Score(points: 1, id: nil))
            .sink(receiveCompletion: { completion in
                guard case .finished = completion else { return }
                print("saved")
                exp.fulfill()
            }, receiveValue: { _ in })
            .store(in: &cancellables)
        wait(for: [exp], timeout: 2)
    }

    /// The test names `completion` itself, after the wait: the completion declared there
    /// would hide it.
    func testNamesTheCompletionItself() {
        let exp = expectation(description: "save")
        var completion = "pending"
        ScoreStore().save(Score(points: 1, id: nil))
            .sink(receiveCompletion: { completion in
                print(completion)
                exp.fulfill()
            }, receiveValue: { _ in })
            .store(in: &cancellables)
        wait(for: [exp], timeout: 2)
        completion = "done"
        XCTAssertEqual(completion, "done")
    }

    /// The handler's code reads a variable the value closure changes: it read it as the
    /// end came, after every value; after the await it would too — but it also declares a
    /// name, which would be the test's.
    func testDeclaresInTheHandler() {
        let exp = expectation(description: "pages")
        ScoreStore().pages(count: 2)
            .sink(receiveCompletion: { completion in
                let text = "\(completion)"
                print(text)
                exp.fulfill()
            }, receiveValue: { _ in })
            .store(in: &cancellables)
        wait(for: [exp], timeout: 2)
    }

    /// The value closure fulfils the expectation too: the first value ended the wait.
    func testValueFulfilsToo() {
        let exp = XCTestExpectation(description: "pages")
        ScoreStore().pages(count: 2)
            .sink(receiveCompletion: { completion in
                print(completion)
                exp.fulfill()
            }, receiveValue: { _ in
                exp.fulfill()
            })
            .store(in: &cancellables)
        wait(for: [exp], timeout: 2)
    }
}
