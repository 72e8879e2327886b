// validation: runnable fails
// Planted bugs in the code under test: a bad site syncs as a good one, and a scan of a word
// succeeds, so no value matches the closures' patterns; the waits, then the awaits of a value
// that matches, time out. The same tests fail before and after (exit status 1, the same
// `failed:` lines), within their timeouts, not hang.
import Combine
import Foundation
import XCTest

/// The code under test, with its bugs: a bad site syncs as a good one, and a scan of a word
/// succeeds.
enum SyncState: Equatable {
    case initialized
    case syncing
    case synced
    case failed(code: Int)
}

enum ScanResult {
    case success(String)
    case failure(String)
}

final class CategoryList {
    @Published private(set) var state = SyncState.initialized
    let scans = PassthroughSubject<ScanResult, Never>()

    func performFetch(siteID: Int) {
        state = .syncing
        DispatchQueue.main.async {
            self.state = .synced
        }
    }

    func scan(_ code: String) {
        DispatchQueue.main.async {
            self.scans.send(.success(code))
        }
    }
}

final class CasePatternConditionTests: XCTestCase {
    private var subscription: AnyCancellable?

    @MainActor func testFetchForABadSiteFails() async throws {
        let list = CategoryList()

        list.performFetch(siteID: 0)
        let values = list.$state.testValues()
        _ = try await values.next(timeout: 1, where: { state in if case .failed = state { return true }; return false })
        try values.checkNothingMore(where: { state in if case .failed = state { return true }; return false })

        XCTAssertEqual(list.state, .failed(code: 404))
    }

    @MainActor func testScanOfAWordFails() async throws {
        let list = CategoryList()
        let values = list.scans.testValues()

        list.scan("0x1234")
        list.scan("hello")
        _ = try await values.next(timeout: 1, where: { result in if case .failure = result { return true }; return false })
        try values.checkNothingMore(where: { result in if case .failure = result { return true }; return false })
    }
}

runTests([
    test("testFetchForABadSiteFails", CasePatternConditionTests.testFetchForABadSiteFails),
    test("testScanOfAWordFails", CasePatternConditionTests.testScanOfAWordFails),
])
