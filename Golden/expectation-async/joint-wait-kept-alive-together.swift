import Combine
import Foundation
import XCTest

@MainActor
final class ChainStoreLifetimeTests: XCTestCase {
    /// Two local cancellables, each holding a subscription that fulfils its own expectation,
    /// kept alive together after the one wait (as DuckDuckGo's file presenter tests write it):
    /// the values hold the subscriptions now, and the statement goes with the cancellables.
    func testLoadPublishesBothListsKeptAlive() async {
        let store = ChainStore()
        let allLoaded = expectation(description: "all chains")
        let customLoaded = expectation(description: "custom chains")
        let c1 = store.$allChains.dropFirst().sink { allChains in
            XCTAssertEqual(allChains.count, 3)
            allLoaded.fulfill()
        }
        let c2 = store.$customChains.dropFirst().sink { customChains in
            XCTAssertEqual(customChains, ["custom"])
            customLoaded.fulfill()
        }
        store.load()
        await fulfillment(of: [allLoaded, customLoaded], timeout: 1)
        withExtendedLifetime((c1, c2)) {}
    }

    /// A recorder's subscription is kept alive with a step's: the recorder stays, so the
    /// statement that keeps it alive stays, and so does the test.
    func testRecorderKeptAliveTogether() {
        let store = ChainStore()
        var recorded: [[String]] = []
        let allLoaded = expectation(description: "all chains")
        let c1 = store.$allChains.dropFirst().sink { allChains in
            XCTAssertEqual(allChains.count, 3)
            allLoaded.fulfill()
        }
        let recorder = store.$customChains.sink { recorded.append($0) }
        store.load()
        wait(for: [allLoaded], timeout: 1)
        withExtendedLifetime((c1, recorder)) {}
        XCTAssertEqual(recorded.count, 2)
    }

    /// The tuple holds more than names (`self`'s member): it stays, and the test with it.
    func testKeptAliveWithAMember() {
        let store = ChainStore()
        let allLoaded = expectation(description: "all chains")
        let c1 = store.$allChains.dropFirst().sink { allChains in
            XCTAssertEqual(allChains.count, 3)
            allLoaded.fulfill()
        }
        store.load()
        wait(for: [allLoaded], timeout: 1)
        withExtendedLifetime((c1, self.name)) {}
    }
}
