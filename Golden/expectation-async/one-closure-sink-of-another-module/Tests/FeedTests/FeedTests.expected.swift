import Combine
import XCTest

final class FeedTests: XCTestCase {
    @MainActor func testRefreshSendsItsValue() async throws {
        let refresh = Future<Void, Never> { promise in promise(.success(())) }
        let values = refresh.testValues()
        _ = try await values.next(timeout: 1)
        try values.checkNothingMore()
    }
}
