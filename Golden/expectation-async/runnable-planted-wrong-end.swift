// validation: runnable fails
// Planted bugs in the code under test, each failing its test before and after the rewrite
// with the same `failed:` line: a page out of order (an assertion of the loop fails, as the
// value closure's did), a failure where the publisher should finish (`XCTFail` before, the
// thrown failure after), and a finish where it should fail (`XCTFail` on `.finished` before,
// `TestValuesError.finished` thrown after).
import Combine
import Foundation
import XCTest

/// The code under test, with its bugs.
final class BrokenStore {
    /// Skips page 3.
    func pages() -> AnyPublisher<Int, StoreError> {
        [1, 2, 4].publisher.setFailureType(to: StoreError.self)
            .delay(for: .milliseconds(10), scheduler: DispatchQueue(label: "broken-pages"))
            .eraseToAnyPublisher()
    }

    /// Rejects what it should save.
    func save(_ score: Score) -> AnyPublisher<Score, StoreError> {
        ScoreStore(rejects: true).save(score)
    }

    /// Saves what it should reject.
    func saveReadOnly(_ score: Score) -> AnyPublisher<Score, StoreError> {
        ScoreStore().save(score)
    }
}

final class WrongEndTests: XCTestCase {
    func testPagesComeInOrder() {
        var subscriptions = Set<AnyCancellable>()
        let exp = expectation(description: "pages")
        var count = 0
        BrokenStore().pages()
            .sink(receiveCompletion: { completion in
                if case .failure(let error) = completion {
                    XCTFail("\(error)")
                }
                exp.fulfill()
            }, receiveValue: { page in
                count += 1
                XCTAssertEqual(page, count)
            })
            .store(in: &subscriptions)
        wait(for: [exp], timeout: 2)
    }

    func testSaveSucceeds() {
        var subscriptions = Set<AnyCancellable>()
        let saved = XCTestExpectation(description: "save")
        let publisher = BrokenStore().save(Score(points: 2, id: nil))
            .sink(receiveCompletion: { result in
                if case let .failure(error) = result {
                    XCTFail(error.localizedDescription)
                }
                saved.fulfill()
            }, receiveValue: { score in
                XCTAssertEqual(score.points, 2)
            })
        publisher.store(in: &subscriptions)
        wait(for: [saved], timeout: 2.0)
    }

    func testReadOnlySaveIsRejected() {
        var subscriptions = Set<AnyCancellable>()
        let rejected = XCTestExpectation(description: "rejected")
        let publisher = BrokenStore().saveReadOnly(Score(points: 3, id: nil))
            .sink(receiveCompletion: { result in
                switch result {
                case .finished:
                    XCTFail("the save should fail")
                case .failure(let error):
                    XCTAssertEqual(error, .rejected("read-only"))
                }
                rejected.fulfill()
            }, receiveValue: { _ in })
        publisher.store(in: &subscriptions)
        wait(for: [rejected], timeout: 2.0)
    }
}

runTests([
    test("testPagesComeInOrder", WrongEndTests.testPagesComeInOrder),
    test("testSaveSucceeds", WrongEndTests.testSaveSucceeds),
    test("testReadOnlySaveIsRejected", WrongEndTests.testReadOnlySaveIsRejected),
])
