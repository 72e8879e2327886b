import Combine
import Foundation
import XCTest

@MainActor
final class ChainStoreLookalikeTests: XCTestCase {
    private var cancellables = Set<AnyCancellable>()

    /// The wait enforces the order of the fulfilments, which awaiting each in turn would not check.
    func testOrderEnforced() {
        let store = ChainStore()
        let allLoaded = expectation(description: "all chains")
        let customLoaded = expectation(description: "custom chains")
        store.$allChains.dropFirst().sink { _ in allLoaded.fulfill() }.store(in: &cancellables)
        store.$customChains.dropFirst().sink { _ in customLoaded.fulfill() }.store(in: &cancellables)
        store.load()
        wait(for: [allLoaded, customLoaded], timeout: 1, enforceOrder: true)
    }

    /// The wait names only one of the two expectations; the other is waited for alone later.
    func testWaitedApart() {
        let store = ChainStore()
        let allLoaded = expectation(description: "all chains")
        let customLoaded = expectation(description: "custom chains")
        store.$allChains.dropFirst().sink { _ in allLoaded.fulfill() }.store(in: &cancellables)
        store.$customChains.dropFirst().sink { _ in customLoaded.fulfill() }.store(in: &cancellables)
        store.load()
        wait(for: [allLoaded], timeout: 1)
        wait(for: [customLoaded, allLoaded], timeout: 1)
    }

    /// `waitForExpectations` does not wait for an expectation made by its initializer.
    func testInitializerNotWaitedFor() {
        let store = ChainStore()
        let allLoaded = expectation(description: "all chains")
        let customLoaded = XCTestExpectation(description: "custom chains")
        store.$allChains.dropFirst().sink { _ in allLoaded.fulfill() }.store(in: &cancellables)
        store.$customChains.dropFirst().sink { _ in customLoaded.fulfill() }.store(in: &cancellables)
        store.load()
        waitForExpectations(timeout: 1)
    }

    /// A value closure returns early without failing the test: the other step's assertions
    /// would be skipped.
    func testReturnsQuietly() {
        let store = ChainStore()
        let allLoaded = expectation(description: "all chains")
        let customLoaded = expectation(description: "custom chains")
        store.$allChains.dropFirst().sink { allChains in
            defer { allLoaded.fulfill() }
            guard allChains.count > 1 else { return }
            XCTAssertEqual(allChains.first, "mainnet")
        }.store(in: &cancellables)
        store.$customChains.dropFirst().sink { customChains in
            XCTAssertEqual(customChains, ["custom"])
            customLoaded.fulfill()
        }.store(in: &cancellables)
        store.load()
        wait(for: [allLoaded, customLoaded], timeout: 1)
    }
}
