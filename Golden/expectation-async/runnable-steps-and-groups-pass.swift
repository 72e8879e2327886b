// validation: runnable
// Steps in turn where a wait is for several expectations (Brave's SendTokenStoreTests,
// corona-warn-app's health certificate and test result tests): a step waited for alone and
// ended by `cancellables.removeAll()`, then two subscriptions waited for together by
// `waitForExpectations` (whose handler asserts no error); a step, then a wait for a step and
// two callbacks at once; subscriptions whose wait comes after a wait for a callback alone; a
// step, then a wait for two callbacks, one inverted. Each wait for several becomes the awaits
// of its expectations within one shared deadline, the callbacks' first; a wait for callbacks
// alone, `fulfillment(of:)` as it listed them. The same `passed:` lines print on both sides.
import Combine
import Foundation
import XCTest

/// The code under test.
final class TransferStore {
    @Published var token: String?
    @Published var resolvedAddress: String?
    @Published var addressError: String?
    @Published var count = 0
    var onSelectAccount: (String) -> Void = { _ in }
    var onSetNetwork: (String) -> Void = { _ in }

    func update() { token = "eth" }

    func resolve(_ name: String) {
        DispatchQueue.main.async {
            self.resolvedAddress = nil
            self.addressError = "no address for \(name)"
        }
    }

    func select(account: String, network: String) {
        DispatchQueue.main.async {
            self.onSelectAccount(account)
            self.onSetNetwork(network)
            self.token = network
        }
    }

    func register(completion: @escaping () -> Void) {
        DispatchQueue.main.async {
            self.count = 1
            completion()
        }
    }

    func markSeen() {
        DispatchQueue.main.async { self.count = 0 }
    }
}

final class StepsAndGroupsTests: XCTestCase {
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
    test("testResolutionFailsAfterTheToken", StepsAndGroupsTests.testResolutionFailsAfterTheToken),
    test("testSelectingAnAccountSetsTheNetwork", StepsAndGroupsTests.testSelectingAnAccountSetsTheNetwork),
    test("testCountsAfterRegistering", StepsAndGroupsTests.testCountsAfterRegistering),
    test("testOnlyTheAccountIsSelected", StepsAndGroupsTests.testOnlyTheAccountIsSelected),
])
