// validation: runnable
// Value closures whose condition is an enum case pattern: `if case .failed = state {
// exp.fulfill() }` as all the closure does (woocommerce's category list tests), and a leading
// `guard case .failure = result else { return }` (AlphaWallet's QR code tests). The values that
// do not match did not count, so the test awaits the first that does with a predicate that
// says the pattern, `{ state in if case .failed = state { return true }; return false }`, and
// checks that no other match came. Look-alike that stays: a pattern that binds a name. The
// same `passed:` lines print on both sides.
import Combine
import Foundation
import XCTest

/// The code under test: a list that loads categories, and fails for a bad site.
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
            self.state = siteID > 0 ? .synced : .failed(code: 404)
        }
    }

    func scan(_ code: String) {
        DispatchQueue.main.async {
            self.scans.send(code.hasPrefix("0x") ? .success(code) : .failure("not an address: \(code)"))
        }
    }
}

final class CasePatternConditionTests: XCTestCase {
    private var subscription: AnyCancellable?
    private var cancellables = Set<AnyCancellable>()

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

    func testFailedCodeIsBound() {
        let exp = expectation(description: "failed with a code")
        let list = CategoryList()
        list.$state.sink { state in
            if case .failed(let code) = state {
                XCTAssertEqual(code, 404)
                exp.fulfill()
            }
        }.store(in: &cancellables)

        list.performFetch(siteID: -1)
        wait(for: [exp], timeout: 1)
    }
}

runTests([
    test("testFetchForABadSiteFails", CasePatternConditionTests.testFetchForABadSiteFails),
    test("testScanOfAWordFails", CasePatternConditionTests.testScanOfAWordFails),
    test("testFailedCodeIsBound", CasePatternConditionTests.testFailedCodeIsBound),
])
