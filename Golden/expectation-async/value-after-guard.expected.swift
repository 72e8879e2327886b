import Combine
import XCTest

/// A value closure that turns values away with a leading `guard … else { return }` before
/// fulfilling: the awaited value is the first that meets the condition.
final class SyncProgressTests: XCTestCase {
    @MainActor func testSyncReachesTheEnd() async throws {
        let service = SyncService()
        let values = service.progress.testValues()
        service.sync {}
        let percent = try await values.next(timeout: 1, where: { percent in percent == 100 })
        XCTAssertEqual(percent, 100)
        try values.checkNothingMore(where: { percent in percent == 100 })
    }

    @MainActor func testAnonymousValue() async throws {
        let service = SyncService()
        let limit = 50
        let values = service.progress.testValues()
        service.sync {}
        _ = try await values.next(timeout: 1, where: { $0 >= limit })
        try values.checkNothingMore(where: { $0 >= limit })
    }
}
