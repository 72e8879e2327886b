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
}
