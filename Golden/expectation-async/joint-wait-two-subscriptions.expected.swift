import Combine
import Foundation
import XCTest

@MainActor
final class ChainStoreTests: XCTestCase {
    /// Two subscriptions, each fulfilling its own expectation, then the action, then one
    /// wait for both: both subscribe where they did, and both values are awaited within the
    /// one timeout.
    func testLoadPublishesBothLists() async throws {
        let store = ChainStore()
        let values = store.$allChains
            .dropFirst()
            .testValues()

        let values2 = store.$customChains
            .dropFirst()
            .testValues()

        store.load()

        let deadline = Date().addingTimeInterval(1)
        let allChains = try await values.next(timeout: deadline.timeIntervalSinceNow)
        XCTAssertEqual(allChains.count, 3)
        let customChains = try await values2.next(timeout: deadline.timeIntervalSinceNow)
        XCTAssertEqual(customChains, ["custom"])
        try values.checkNothingMore()
        try values2.checkNothingMore()
    }

    /// The same in an `async` test, waiting with `fulfillment(of:timeout:)`.
    func testLoadPublishesBothListsAsync() async throws {
        let store = ChainStore()
        let values = store.$allChains
            .dropFirst()
            .testValues()
        let values2 = store.$customChains
            .dropFirst()
            .testValues()
        store.load()
        let deadline = Date().addingTimeInterval(2)
        let allChains = try await values.next(timeout: deadline.timeIntervalSinceNow)
        XCTAssertFalse(allChains.isEmpty)
        _ = try await values2.next(timeout: deadline.timeIntervalSinceNow)
        try values.checkNothingMore()
        try values2.checkNothingMore()
    }

    /// `waitForExpectations(timeout:)` waits for every expectation the test made: both are
    /// declared before it, and each closure returns early only after failing the test.
    func testLoadWaitsForAll() async throws {
        let store = ChainStore()
        let values = store.$allChains
            .dropFirst()
            .collect(1)
            .testValues()
        let values2 = store.$customChains
            .dropFirst()
            .testValues()
        store.load()
        let deadline = Date().addingTimeInterval(1)
        let lists = try await values.next(timeout: deadline.timeIntervalSinceNow)
        guard let allChains = lists.last else {
            XCTFail("no chains")
            return
        }
        XCTAssertEqual(allChains.first, "mainnet")
        let customChains = try await values2.next(timeout: deadline.timeIntervalSinceNow)
        XCTAssertEqual(customChains.count, 1)
        try values.checkNothingMore()
        try values2.checkNothingMore()
    }
}
