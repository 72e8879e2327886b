// validation: runnable
// Tests whose completion handler fulfils the expectation, passing before and after: a saved
// score checked as it comes (a `Future` completed on the main queue), pages checked in turn
// and collected, an end with nothing to check, failures expected. The same `passed:` lines
// print on both sides.
import Combine
import Foundation
import XCTest

final class EveryValueTests: XCTestCase {
    func testSaveAssignsAnID() {
        var subscriptions = Set<AnyCancellable>()
        let saved = XCTestExpectation(description: "save")
        let store = ScoreStore()
        var expected = Score(points: 10, id: nil)
        do {
            expected.id = try store.reserveID()
        } catch {
            XCTFail("no id: \(error)")
            saved.fulfill()
            return
        }
        let publisher = store.save(Score(points: 10, id: nil))
            .sink(receiveCompletion: { result in
                if case let .failure(error) = result {
                    XCTFail(error.localizedDescription)
                }
                saved.fulfill()
            }, receiveValue: { score in
                XCTAssertEqual(score.points, expected.points)
                guard let id = score.id else {
                    XCTFail("no id")
                    saved.fulfill()
                    return
                }
                XCTAssertEqual(id, expected.id)
            })
        publisher.store(in: &subscriptions)
        wait(for: [saved], timeout: 5.0)
    }

    func testPagesComeInOrder() {
        var subscriptions = Set<AnyCancellable>()
        let exp = expectation(description: "pages")
        var seen: [Int] = []
        ScoreStore().pages(count: 3)
            .sink(receiveCompletion: { completion in
                switch completion {
                case .finished: break
                case .failure(let error): XCTFail("\(error)")
                }
                exp.fulfill()
            }, receiveValue: { page in
                seen.append(page)
                XCTAssertEqual(page, seen.count)
            })
            .store(in: &subscriptions)
        wait(for: [exp], timeout: 5)
        XCTAssertEqual(seen, [1, 2, 3])
    }

    func testDeleteFinishes() {
        var subscriptions = Set<AnyCancellable>()
        let deleted = XCTestExpectation(description: "delete")
        let publisher = ScoreStore().delete(Score(points: 1, id: "yarr"))
            .sink(receiveCompletion: { result in
                if case let .failure(error) = result {
                    XCTFail(error.localizedDescription)
                }
                deleted.fulfill()
            }, receiveValue: { _ in })
        publisher.store(in: &subscriptions)
        wait(for: [deleted], timeout: 5.0)
    }

    func testSaveIsRejected() {
        var subscriptions = Set<AnyCancellable>()
        let rejected = XCTestExpectation(description: "rejected")
        let publisher = ScoreStore(rejects: true).save(Score(points: 3, id: nil))
            .sink(receiveCompletion: { result in
                switch result {
                case .finished:
                    XCTFail("the save should fail")
                case .failure(let error):
                    XCTAssertEqual(error, .rejected("read-only"))
                }
                rejected.fulfill()
            }, receiveValue: { _ in
                XCTFail("no score expected")
                rejected.fulfill()
            })
        publisher.store(in: &subscriptions)
        wait(for: [rejected], timeout: 5.0)
    }

    func testDeleteFails() {
        var subscriptions = Set<AnyCancellable>()
        let failed = XCTestExpectation(description: "delete fails")
        let publisher = ScoreStore(rejects: true).delete(Score(points: 3, id: "yarr"))
            .sink(receiveCompletion: { result in
                if case .finished = result {
                    XCTFail("the delete should fail")
                }
                failed.fulfill()
            }, receiveValue: { _ in
                XCTFail("the delete should fail")
            })
        publisher.store(in: &subscriptions)
        wait(for: [failed], timeout: 5.0)
    }
}

runTests([
    test("testSaveAssignsAnID", EveryValueTests.testSaveAssignsAnID),
    test("testPagesComeInOrder", EveryValueTests.testPagesComeInOrder),
    test("testDeleteFinishes", EveryValueTests.testDeleteFinishes),
    test("testSaveIsRejected", EveryValueTests.testSaveIsRejected),
    test("testDeleteFails", EveryValueTests.testDeleteFails),
])
