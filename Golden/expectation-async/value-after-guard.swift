import Combine
import XCTest

/// A value closure that turns values away with a leading `guard … else { return }` before
/// fulfilling: the awaited value is the first that meets the condition.
final class SyncProgressTests: XCTestCase {
    private var cancellables = Set<AnyCancellable>()

    func testSyncReachesTheEnd() {
        let service = SyncService()
        let done = expectation(description: "done")
        service.progress
            .sink { percent in
                guard percent == 100 else { return }
                XCTAssertEqual(percent, 100)
                done.fulfill()
            }
            .store(in: &cancellables)
        service.sync {}
        wait(for: [done], timeout: 1)
    }

    func testAnonymousValue() {
        let service = SyncService()
        let halfway = expectation(description: "halfway")
        let limit = 50
        service.progress.sink {
            guard $0 >= limit else { return }
            halfway.fulfill()
        }.store(in: &cancellables)
        service.sync {}
        waitForExpectations(timeout: 1)
    }
}
