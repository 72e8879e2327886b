// validation: runnable
// Two subscriptions waited for together, passing before and after: both lists arrive after
// the action, within the one timeout. The same `passed:` line prints on both sides.
import Combine
import Foundation
import XCTest

final class JointWaitTests: XCTestCase {
    @MainActor
    func testLoadPublishesBothLists() {
        var cancellables = Set<AnyCancellable>()
        let store = ChainStore()
        let allLoaded = expectation(description: "all chains")
        store.$allChains
            .dropFirst()
            .sink { allChains in
                defer { allLoaded.fulfill() }
                XCTAssertEqual(allChains.count, 3)
            }
            .store(in: &cancellables)
        let customLoaded = expectation(description: "custom chains")
        store.$customChains
            .dropFirst()
            .sink { customChains in
                XCTAssertEqual(customChains, ["custom"])
                customLoaded.fulfill()
            }
            .store(in: &cancellables)
        store.load()
        wait(for: [allLoaded, customLoaded], timeout: 2)
    }
}

runTests([test("testLoadPublishesBothLists", JointWaitTests.testLoadPublishesBothLists)])
