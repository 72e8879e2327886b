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
    private var cancellables = Set<AnyCancellable>()

    func testFetchForABadSiteFails() {
        let exp = expectation(description: #function)
        let list = CategoryList()

        list.performFetch(siteID: 0)
        subscription = list.$state.sink { state in
            if case .failed = state {
                exp.fulfill()
            }
        }
        waitForExpectations(timeout: 1, handler: nil)

        XCTAssertEqual(list.state, .failed(code: 404))
    }

    func testScanOfAWordFails() {
        let exp = expectation(description: "scan failed")
        let list = CategoryList()
        list.scans.sink { result in
            guard case .failure = result else { return }
            exp.fulfill()
        }.store(in: &cancellables)

        list.scan("0x1234")
        list.scan("hello")
        wait(for: [exp], timeout: 1)
    }
}

runTests([
    test("testFetchForABadSiteFails", CasePatternConditionTests.testFetchForABadSiteFails),
    test("testScanOfAWordFails", CasePatternConditionTests.testScanOfAWordFails),
])
