import Combine
import Foundation
import XCTest

final class ReadOnlyStoreTests: XCTestCase {
    /// `.finished` fails the test, the failure is checked, and the completion handler
    /// fulfils the expectation either way; a value fails the test (and ended the wait).
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
        wait(for: [rejected], timeout: 2.0)
    }

    /// Any failure will do: only `.finished` fails the test.
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
        wait(for: [failed], timeout: 2.0)
    }

    /// The failure checked in an `if`, `.finished` in its `else`; values ignored.
    func testRejectionIsReadOnly() {
        let exp = expectation(description: "rejected")
        let subscription = ScoreStore(rejects: true).pages(count: 2)
            .flatMap { _ in ScoreStore(rejects: true).save(Score(points: 1, id: nil)) }
            .sink(receiveCompletion: { completion in
                if case .failure(let error) = completion {
                    XCTAssertEqual(error, .rejected("read-only"))
                } else {
                    XCTFail("expected a rejection")
                }
                exp.fulfill()
            }, receiveValue: { _ in })
        wait(for: [exp], timeout: 2)
        subscription.cancel()
    }

    /// A deferred fulfilment, then a `guard` that fails the test on `.finished` (SpotifyAPI's
    /// authorization tests); the failure's checks return right after an `XCTFail`.
    func testRejectionDeferred() {
        var subscriptions = Set<AnyCancellable>()
        let exp = XCTestExpectation(description: "rejected")
        ScoreStore(rejects: true).save(Score(points: 1, id: nil))
            .sink(
                receiveCompletion: { completion in
                    defer { exp.fulfill() }
                    guard case .failure(let error) = completion else {
                        XCTFail("should not complete normally")
                        return
                    }
                    guard case .rejected(let reason) = error else {
                        XCTFail("unexpected \(error)")
                        return
                    }
                    XCTAssertEqual(reason, "read-only")
                },
                receiveValue: { _ in
                    XCTFail("should not receive a value")
                }
            )
            .store(in: &subscriptions)
        wait(for: [exp], timeout: 2)
    }
}
