// validation: runnable fails
// A planted bug in the code under test: the store never publishes its custom chains, so one
// of the two expectations waited for together is never fulfilled. The test fails before (the
// wait times out) and after (the second await runs out of the shared deadline) within the
// one timeout, with the same `failed:` line — it does not hang.
import Combine
import Foundation
import XCTest

/// The code under test, with its bug: `load()` forgets the custom chains.
@MainActor
final class ForgetfulChainStore: ObservableObject {
    @Published var allChains: [String] = []
    @Published var customChains: [String] = []

    func load() {
        allChains = ["mainnet", "testnet", "custom"]
    }
}

final class JointWaitMissingTests: XCTestCase {
    @MainActor
    func testLoadPublishesBothLists() {
        var cancellables = Set<AnyCancellable>()
        let store = ForgetfulChainStore()
        let allLoaded = expectation(description: "all chains")
        store.$allChains
            .dropFirst()
            .sink { allChains in
                XCTAssertEqual(allChains.count, 3)
                allLoaded.fulfill()
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
        wait(for: [allLoaded, customLoaded], timeout: 0.5)
    }
}

runTests([test("testLoadPublishesBothLists", JointWaitMissingTests.testLoadPublishesBothLists)])
