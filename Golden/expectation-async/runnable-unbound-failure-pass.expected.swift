// validation: runnable
// Completion handlers that name the failure without binding it: `case .failure:` beside
// `default: break` (a failure expected: the expectation is fulfilled only on failing), and
// `if case .failure = result { XCTFail(…) }` before a fulfilment at the end (the end
// expected). Both pass before and after the rewrite.
import Combine
import Foundation
import XCTest

enum SyncError: Error { case offline }

/// The code under test: a sync that fails when offline, and pages that finish.
final class Syncer {
    let online: Bool
    init(online: Bool) { self.online = online }

    func sync() -> AnyPublisher<Int, SyncError> {
        online
            ? Just(1).setFailureType(to: SyncError.self).eraseToAnyPublisher()
            : Fail(error: SyncError.offline).eraseToAnyPublisher()
    }

    func pages() -> AnyPublisher<Int, SyncError> {
        [1, 2, 3].publisher.setFailureType(to: SyncError.self).eraseToAnyPublisher()
    }
}

final class UnboundFailureTests: XCTestCase {
    @MainActor func testOfflineSyncFails() async throws {
        let values = Syncer(online: false).sync().testValues()
        _ = try await values.failure(timeout: 1, ignoringValues: true)
    }

    @MainActor func testPagesFinish() async throws {
        var count = 0
        let values = Syncer(online: true).pages().testValues()
        for page in try await values.untilFinished(timeout: 1) {
            count += 1
            XCTAssertEqual(page, count)
        }
        XCTAssertEqual(count, 3)
    }
}

runTests([
    test("testOfflineSyncFails", UnboundFailureTests.testOfflineSyncFails),
    test("testPagesFinish", UnboundFailureTests.testPagesFinish),
])
