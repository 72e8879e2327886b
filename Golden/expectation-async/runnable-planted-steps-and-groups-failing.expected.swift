// validation: runnable fails
// Planted bugs in the code under test, one for each of `runnable-steps-and-groups-pass`'s
// tests: `resolve` reports another error, `select` publishes another token, `markSeen` never
// publishes the count of 0, and `update` also calls the network callback, which the last test
// expects never to run (an inverted expectation). Before, an assertion fails, a wait times out
// or the inverted expectation is fulfilled; after, the same assertion fails, the counted await
// throws `tooFew` within the same deadline, or `fulfillment(of:)` fails as the wait did. Every
// test fails on both sides (exit status 1, the same `failed:` lines), and none hangs.
import Combine
import Foundation
import XCTest

/// The code under test, with its bugs.
final class TransferStore {
    @Published var token: String?
    @Published var resolvedAddress: String?
    @Published var addressError: String?
    @Published var count = 0
    var onSelectAccount: (String) -> Void = { _ in }
    var onSetNetwork: (String) -> Void = { _ in }

    func update() {
        token = "eth"
        onSetNetwork("eth")
    }

    func resolve(_ name: String) {
        DispatchQueue.main.async {
            self.resolvedAddress = nil
            self.addressError = "no address"
        }
    }

    func select(account: String, network: String) {
        DispatchQueue.main.async {
            self.onSelectAccount(account)
            self.onSetNetwork(network)
            self.token = "mainnet"
        }
    }

    func register(completion: @escaping () -> Void) {
        DispatchQueue.main.async {
            self.count = 1
            completion()
        }
    }

    func markSeen() {}
}

final class PlantedStepsAndGroupsTests: XCTestCase {
    @MainActor
    func testResolutionFailsAfterTheToken() async throws {
        let store = TransferStore()
        let values = store.$token
            .dropFirst()
            .testValues()
        store.update()
        let token = try await values.next(timeout: 1)
        XCTAssertEqual(token, "eth")
        values.cancel()
        try values.checkNothingMore()

        let values2 = store.$resolvedAddress
            .dropFirst()
            .testValues()
        let values3 = store.$addressError
            .dropFirst()
            .testValues()
        store.resolve("brave.eth")
        let deadline = Date().addingTimeInterval(1)
        let address = try await values2.next(timeout: deadline.timeIntervalSinceNow)
        XCTAssertNil(address)
        let error = try await values3.next(timeout: deadline.timeIntervalSinceNow)
        XCTAssertEqual(error, "no address for brave.eth")
        try values2.checkNothingMore()
        try values3.checkNothingMore()
    }

    @MainActor
    func testSelectingAnAccountSetsTheNetwork() async throws {
        let store = TransferStore()
        let accountExpectation = expectation(description: "account")
        store.onSelectAccount = { account in
            XCTAssertEqual(account, "second")
            accountExpectation.fulfill()
        }
        let networkExpectation = expectation(description: "network")
        store.onSetNetwork = { _ in networkExpectation.fulfill() }
        let values = store.$token
            .dropFirst()
            .testValues()
        store.update()
        let token = try await values.next(timeout: 1)
        XCTAssertEqual(token, "eth")
        values.cancel()
        try values.checkNothingMore()

        let values2 = store.$token
            .dropFirst()
            .testValues()
        store.select(account: "second", network: "goerli")
        let deadline = Date().addingTimeInterval(1)
        await fulfillment(of: [accountExpectation, networkExpectation], timeout: max(deadline.timeIntervalSinceNow, 0))
        let token2 = try await values2.next(timeout: deadline.timeIntervalSinceNow)
        XCTAssertEqual(token2, "goerli")
        try values2.checkNothingMore()
    }

    @MainActor func testCountsAfterRegistering() async throws {
        let store = TransferStore()
        let expectedCounts = [0, 1, 0]
        var receivedCounts: [Int] = []
        let values = store.$count.testValues()
        let registered = expectation(description: "registered")
        store.register { registered.fulfill() }
        await fulfillment(of: [registered], timeout: 1)

        store.markSeen()
        for value in try await values.next(expectedCounts.count, timeout: 1) {
            receivedCounts.append(value)
        }
        try values.checkNothingMore()
        XCTAssertEqual(receivedCounts, expectedCounts)
    }

    @MainActor
    func testOnlyTheAccountIsSelected() async throws {
        let store = TransferStore()
        let accountExpectation = expectation(description: "account")
        let networkExpectation = expectation(description: "network")
        networkExpectation.isInverted = true
        store.onSelectAccount = { _ in accountExpectation.fulfill() }
        store.onSetNetwork = { _ in networkExpectation.fulfill() }
        var token: String?
        let values = store.$token
            .dropFirst()
            .testValues()
        store.update()
        token = try await values.next(timeout: 1)
        XCTAssertEqual(token, "eth")

        store.onSelectAccount("second")
        await fulfillment(of: [accountExpectation, networkExpectation], timeout: 0.5)
        try values.checkNothingMore()
    }
}

runTests([
    test("testResolutionFailsAfterTheToken", PlantedStepsAndGroupsTests.testResolutionFailsAfterTheToken),
    test("testSelectingAnAccountSetsTheNetwork", PlantedStepsAndGroupsTests.testSelectingAnAccountSetsTheNetwork),
    test("testCountsAfterRegistering", PlantedStepsAndGroupsTests.testCountsAfterRegistering),
    test("testOnlyTheAccountIsSelected", PlantedStepsAndGroupsTests.testOnlyTheAccountIsSelected),
])
