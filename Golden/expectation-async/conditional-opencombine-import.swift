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
    private var cancellables = Set<AnyCancellable>()

    func testPages() {
        let exp = expectation(description: "pages")
        ScoreStore().pages(count: 2)
            .sink(receiveCompletion: { _ in exp.fulfill() }, receiveValue: { page in XCTAssertGreaterThan(page, 0) })
            .store(in: &cancellables)
        wait(for: [exp], timeout: 2)
    }
}
