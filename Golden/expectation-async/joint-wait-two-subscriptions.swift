import Combine
import Foundation
import XCTest

@MainActor
final class ChainStoreTests: XCTestCase {
    private var cancellables = Set<AnyCancellable>()

    /// Two subscriptions, each fulfilling its own expectation, then the action, then one
    /// wait for both: both subscribe where they did, and both values are awaited within the
    /// one timeout.
    func testLoadPublishesBothLists() {
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

        wait(for: [allLoaded, customLoaded], timeout: 1)
    }

    /// The same in an `async` test, waiting with `fulfillment(of:timeout:)`.
    func testLoadPublishesBothListsAsync() async {
        let store = ChainStore()
        let allLoaded = expectation(description: "all chains")
        let customLoaded = expectation(description: "custom chains")
        store.$allChains
            .dropFirst()
            .sink { allChains in
                XCTAssertFalse(allChains.isEmpty)
                allLoaded.fulfill()
            }
            .store(in: &cancellables)
        store.$customChains
            .dropFirst()
            .sink { _ in customLoaded.fulfill() }
            .store(in: &cancellables)
        store.load()
        await fulfillment(of: [allLoaded, customLoaded], timeout: 2)
    }

    /// `waitForExpectations(timeout:)` waits for every expectation the test made: both are
    /// declared before it, and each closure returns early only after failing the test.
    func testLoadWaitsForAll() {
        let store = ChainStore()
        let allLoaded = expectation(description: "all chains")
        store.$allChains
            .dropFirst()
            .collect(1)
            .sink { lists in
                defer { allLoaded.fulfill() }
                guard let allChains = lists.last else {
                    XCTFail("no chains")
                    return
                }
                XCTAssertEqual(allChains.first, "mainnet")
            }
            .store(in: &cancellables)
        let customLoaded = expectation(description: "custom chains")
        store.$customChains
            .dropFirst()
            .sink { customChains in
                defer { customLoaded.fulfill() }
                XCTAssertEqual(customChains.count, 1)
            }
            .store(in: &cancellables)
        store.load()
        waitForExpectations(timeout: 1) { error in
            XCTAssertNil(error)
        }
    }
}
