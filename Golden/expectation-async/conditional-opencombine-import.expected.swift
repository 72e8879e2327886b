import Foundation
import XCTest
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

/// A file that imports Combine where it can and OpenCombine elsewhere (Linux), as SpotifyAPI's
/// do: the rewrite calls the support file's form for either (`--or-open-combine`).
final class EitherCombineTests: XCTestCase {
    @MainActor func testPages() async throws {
        let values = ScoreStore().pages(count: 2).testValues()
        for page in try await values.untilCompletion(timeout: 2) {
            XCTAssertGreaterThan(page, 0)
        }
    }
}
