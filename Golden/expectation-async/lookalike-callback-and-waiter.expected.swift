import Combine
import XCTest

final class SyncServiceTests: XCTestCase {
    private var cancellables = Set<AnyCancellable>()

    /// The expectation is fulfilled by the service's completion callback, not by the sink.
    func testSyncReportsProgress() {
        let service = SyncService()
        var progress: [Int] = []
        let done = expectation(description: "sync done")
        service.progress
            .sink { progress.append($0) }
            .store(in: &cancellables)
        service.sync { done.fulfill() }
        wait(for: [done], timeout: 1)
        XCTAssertEqual(progress, [50, 100])
    }

    /// The waiter's result is branched on.
    func testSyncMayTimeOut() {
        let service = SyncService()
        let exp = expectation(description: "progress")
        service.progress
            .sink { _ in exp.fulfill() }
            .store(in: &cancellables)
        service.sync {}
        let result = XCTWaiter().wait(for: [exp], timeout: 1)
        if result == .timedOut {
            XCTFail("no progress")
        }
    }

    /// The wait's handler does more than assert there was no error: it ran once the wait
    /// returned, and its code follows the await (the one test here that migrates).
    @MainActor func testSyncHandlerCountsProgress() async throws {
        let service = SyncService()
        var count = 0
        let values = service.progress.testValues()
        service.sync {}
        _ = try await values.next(timeout: 1)
        count += 1
        try values.checkNothingMore()
        XCTAssertEqual(count, 1)
    }
}

/// Not a test: a class of the app with the same shape and its own `expectation` and `wait`.
final class SyncChecks {
    private var cancellables = Set<AnyCancellable>()

    func expectation(description: String) -> Waiter { Waiter() }
    func wait(for waiters: [Waiter], timeout: Double) {}

    func testConnection() {
        let service = SyncService()
        let exp = expectation(description: "progress")
        service.progress
            .sink { _ in exp.fulfill() }
            .store(in: &cancellables)
        wait(for: [exp], timeout: 1)
    }
}
