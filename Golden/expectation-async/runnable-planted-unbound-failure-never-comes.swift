// validation: runnable fails
// A planted bug in the code under test: the sync succeeds while offline, so the failure the
// test waits for never comes. The test fails before (the wait times out) and after (the
// publisher finishes without failing), within the one-second timeout.
import Combine
import Foundation
import XCTest

enum SyncError: Error { case offline }

/// The code under test: a sync that fails when offline, and pages that finish.
final class Syncer {
    let online: Bool
    init(online: Bool) { self.online = online }

    func sync() -> AnyPublisher<Int, SyncError> {
        true  // the bug: `online` is not read
            ? Just(1).setFailureType(to: SyncError.self).eraseToAnyPublisher()
            : Fail(error: SyncError.offline).eraseToAnyPublisher()
    }

    func pages() -> AnyPublisher<Int, SyncError> {
        [1, 2, 3].publisher.setFailureType(to: SyncError.self).eraseToAnyPublisher()
    }
}

final class PlantedUnboundFailureTests: XCTestCase {
    private var cancellables = Set<AnyCancellable>()

    func testOfflineSyncFails() {
        let exp = expectation(description: "sync fails")
        Syncer(online: false).sync()
            .sink(
                receiveCompletion: { completion in
                    switch completion {
                    case .failure:
                        exp.fulfill()
                    default:
                        break
                    }
                },
                receiveValue: { _ in }
            )
            .store(in: &cancellables)
        waitForExpectations(timeout: 1)
    }

    func testPagesFinish() {
        let exp = expectation(description: "pages end")
        var count = 0
        Syncer(online: true).pages()
            .sink(receiveCompletion: { result in
                if case .failure = result {
                    XCTFail("the pages failed")
                }
                exp.fulfill()
            }, receiveValue: { page in
                count += 1
                XCTAssertEqual(page, count)
            })
            .store(in: &cancellables)
        wait(for: [exp], timeout: 1)
        XCTAssertEqual(count, 3)
    }
}

runTests([test("testOfflineSyncFails", PlantedUnboundFailureTests.testOfflineSyncFails)])
