import Combine
import Foundation
import XCTest

final class ScoreStoreNamesTests: XCTestCase {
    /// Another statement's closure names its own parameter `page`, and a `catch` block uses
    /// its implicit `error`: the awaited value and failure keep the closures' names, declared
    /// after those statements, which bind their own.
    @MainActor func testNamesBoundByOtherClosures() async throws {
        let pages = [1, 2].map { page in page * 2 }
        let values = ScoreStore().pages(count: 1).testValues()
        let page = try await values.next(timeout: 2)
        XCTAssertEqual(page, 1)
        try values.checkNothingMore()
        XCTAssertEqual(pages.count, 2)
    }

    @MainActor func testFailureBesideACatch() async throws {
        do {
            _ = try ScoreStore().reserveID()
        } catch {
            XCTFail("\(error)")
        }
        let values = ScoreStore(rejects: true).save(Score(points: 1, id: nil)).testValues()
        let error = try await values.failure(timeout: 2)
        XCTAssertEqual(error, .rejected("read-only"))
    }

    /// A variable of the test's own is named `page`, read after the wait: the value takes a
    /// fresh name.
    @MainActor func testNameOfTheTestsOwn() async throws {
        var page = 0
        let values = ScoreStore().pages(count: 1).testValues()
        let page2 = try await values.next(timeout: 2)
        XCTAssertEqual(page2, 1)
        try values.checkNothingMore()
        page += 1
        XCTAssertEqual(page, 1)
    }
}
