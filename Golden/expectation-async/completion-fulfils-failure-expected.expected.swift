import Combine
import Foundation
import XCTest

final class ReadOnlyStoreTests: XCTestCase {
    /// `.finished` fails the test, the failure is checked, and the completion handler
    /// fulfils the expectation either way; a value fails the test (and ended the wait).
    @MainActor func testSaveIsRejected() async throws {
        let values = ScoreStore(rejects: true).save(Score(points: 3, id: nil)).testValues()
        let error = try await values.failure(timeout: 2.0)
        XCTAssertEqual(error, .rejected("read-only"))
    }

    /// Any failure will do: only `.finished` fails the test.
    @MainActor func testDeleteFails() async throws {
        let values = ScoreStore(rejects: true).delete(Score(points: 3, id: "yarr")).testValues()
        _ = try await values.failure(timeout: 2.0)
    }

    /// The failure checked in an `if`, `.finished` in its `else`; values ignored.
    @MainActor func testRejectionIsReadOnly() async throws {
        let values = ScoreStore(rejects: true).pages(count: 2)
            .flatMap { _ in ScoreStore(rejects: true).save(Score(points: 1, id: nil)) }
            .testValues()
        let error = try await values.failure(timeout: 2, ignoringValues: true)
        XCTAssertEqual(error, .rejected("read-only"))
    }

    /// A deferred fulfilment, then a `guard` that fails the test on `.finished` (SpotifyAPI's
    /// authorization tests); the failure's checks return right after an `XCTFail`.
    @MainActor func testRejectionDeferred() async throws {
        let values = ScoreStore(rejects: true).save(Score(points: 1, id: nil)).testValues()
        let error = try await values.failure(timeout: 2)
        guard case .rejected(let reason) = error else {
            XCTFail("unexpected \(error)")
            return
        }
        XCTAssertEqual(reason, "read-only")
    }
}
