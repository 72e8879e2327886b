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
    private var cancellables = Set<AnyCancellable>()

    @MainActor
    func testResolutionFailsAfterTheToken() {
        let store = TransferStore()
        let tokenExpectation = expectation(description: "token")
        store.$token
            .dropFirst()
            .sink { token in
                defer { tokenExpectation.fulfill() }
                XCTAssertEqual(token, "eth")
            }
            .store(in: &cancellables)
        store.update()
        wait(for: [tokenExpectation], timeout: 1)
        cancellables.removeAll()

        let addressExpectation = expectation(description: "address")
        store.$resolvedAddress
            .dropFirst()
            .sink { address in
                defer { addressExpectation.fulfill() }
                XCTAssertNil(address)
            }
            .store(in: &cancellables)
        let errorExpectation = expectation(description: "error")
        store.$addressError
            .dropFirst()
            .sink { error in
                defer { errorExpectation.fulfill() }
                XCTAssertEqual(error, "no address for brave.eth")
            }
            .store(in: &cancellables)
        store.resolve("brave.eth")
        waitForExpectations(timeout: 1) { error in
            XCTAssertNil(error)
        }
    }

    @MainActor
    func testSelectingAnAccountSetsTheNetwork() async {
        let store = TransferStore()
        let accountExpectation = expectation(description: "account")
        store.onSelectAccount = { account in
            XCTAssertEqual(account, "second")
            accountExpectation.fulfill()
        }
        let networkExpectation = expectation(description: "network")
        store.onSetNetwork = { _ in networkExpectation.fulfill() }
        let tokenExpectation = expectation(description: "token")
        store.$token
            .dropFirst()
            .sink { token in
                defer { tokenExpectation.fulfill() }
                XCTAssertEqual(token, "eth")
            }
            .store(in: &cancellables)
        store.update()
        await fulfillment(of: [tokenExpectation], timeout: 1)
        cancellables.removeAll()

        let selectedExpectation = expectation(description: "selected")
        store.$token
            .dropFirst()
            .sink { token in
                defer { selectedExpectation.fulfill() }
                XCTAssertEqual(token, "goerli")
            }
            .store(in: &cancellables)
        store.select(account: "second", network: "goerli")
        await fulfillment(of: [selectedExpectation, accountExpectation, networkExpectation], timeout: 1)
    }

    func testCountsAfterRegistering() {
        let store = TransferStore()
        let expectedCounts = [0, 1, 0]
        let countExpectation = expectation(description: "counts")
        countExpectation.expectedFulfillmentCount = expectedCounts.count
        var receivedCounts: [Int] = []
        let subscription = store.$count
            .sink {
                receivedCounts.append($0)
                countExpectation.fulfill()
            }
        let registered = expectation(description: "registered")
        store.register { registered.fulfill() }
        wait(for: [registered], timeout: 1)

        store.markSeen()
        waitForExpectations(timeout: 1)
        subscription.cancel()
        XCTAssertEqual(receivedCounts, expectedCounts)
    }

    @MainActor
    func testOnlyTheAccountIsSelected() {
        let store = TransferStore()
        let accountExpectation = expectation(description: "account")
        let networkExpectation = expectation(description: "network")
        networkExpectation.isInverted = true
        store.onSelectAccount = { _ in accountExpectation.fulfill() }
        store.onSetNetwork = { _ in networkExpectation.fulfill() }
        let tokenExpectation = expectation(description: "token")
        var token: String?
        store.$token
            .dropFirst()
            .sink { value in
                token = value
                tokenExpectation.fulfill()
            }
            .store(in: &cancellables)
        store.update()
        wait(for: [tokenExpectation], timeout: 1)
        XCTAssertEqual(token, "eth")

        store.onSelectAccount("second")
        wait(for: [accountExpectation, networkExpectation], timeout: 0.5)
    }
}

runTests([
    test("testResolutionFailsAfterTheToken", PlantedStepsAndGroupsTests.testResolutionFailsAfterTheToken),
    test("testSelectingAnAccountSetsTheNetwork", PlantedStepsAndGroupsTests.testSelectingAnAccountSetsTheNetwork),
    test("testCountsAfterRegistering", PlantedStepsAndGroupsTests.testCountsAfterRegistering),
    test("testOnlyTheAccountIsSelected", PlantedStepsAndGroupsTests.testOnlyTheAccountIsSelected),
])
