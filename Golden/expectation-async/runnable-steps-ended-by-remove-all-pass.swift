// validation: runnable
// Steps taken in turn, the first one's subscription ended by `cancellables.removeAll()` before
// the next `sink` (as Brave's wallet tests write it: "release above sink … to avoid repeated
// calls to expectation"): the removal becomes the first step's `values.cancel()` and the check
// that nothing more came by then (a second value had fulfilled its `expectation(description:)`
// again during the wait). What comes after it is not heard, as before. Look-alikes that stay:
// a removal between a `sink` and its wait (the subscription ended before its value), a `sink`
// that stays and stores into the same set (the removal ended it too), and a set that `setUp`
// fills. The same `passed:` lines print on both sides.
import Combine
import Foundation
import XCTest

/// The code under test: a store that loads a token, then resolves addresses.
@MainActor
final class SendStore: ObservableObject {
    @Published var selectedToken: String?
    @Published var resolvedAddress: String?
    @Published var sendAddress = "" {
        didSet { resolve() }
    }

    func update() {
        DispatchQueue.main.async { self.selectedToken = "ETH" }
    }

    private func resolve() {
        resolvedAddress = nil
        let address = "0x" + sendAddress
        DispatchQueue.main.async { self.resolvedAddress = address }
    }
}

final class StepsEndedByRemoveAllTests: XCTestCase {
    private var cancellables = Set<AnyCancellable>()
    private var filledInSetUp = Set<AnyCancellable>()
    private let ticks = PassthroughSubject<Int, Never>()

    override func setUp() {
        super.setUp()
        ticks.sink { _ in }.store(in: &filledInSetUp)
    }

    @MainActor
    func testResolvesAfterTheTokenIsSet() {
        let store = SendStore()
        let tokenExpectation = expectation(description: "token")
        store.$selectedToken
            .dropFirst()
            .sink { token in
                defer { tokenExpectation.fulfill() }
                XCTAssertEqual(token, "ETH")
            }
            .store(in: &cancellables)
        store.update()
        wait(for: [tokenExpectation], timeout: 1)
        // release above sink on `selectedToken`
        cancellables.removeAll()

        let addressExpectation = expectation(description: "address")
        store.$resolvedAddress
            .dropFirst(2)
            .sink { address in
                defer { addressExpectation.fulfill() }
                XCTAssertEqual(address, "0xbrave")
            }
            .store(in: &cancellables)
        store.sendAddress = "brave"
        wait(for: [addressExpectation], timeout: 1)
        // The first step no longer hears the token: setting it again is no second fulfilment.
        store.selectedToken = "SOL"
    }

    /// The removal ends the subscription before its value is waited for: the test stays.
    @MainActor
    func testRemovalBeforeTheWait() {
        let store = SendStore()
        let tokenExpectation = XCTestExpectation(description: "token")
        store.$selectedToken
            .sink { _ in tokenExpectation.fulfill() }
            .store(in: &cancellables)
        cancellables.removeAll()
        wait(for: [tokenExpectation], timeout: 1)
    }

    /// A `sink` that fulfils nothing stores into the same set, and the removal ended it too:
    /// the test stays.
    @MainActor
    func testRemovalAlsoEndsAKeptSink() {
        let store = SendStore()
        var tokens: [String?] = []
        store.$selectedToken.sink { tokens.append($0) }.store(in: &cancellables)
        let tokenExpectation = expectation(description: "token")
        store.$selectedToken
            .dropFirst()
            .sink { _ in tokenExpectation.fulfill() }
            .store(in: &cancellables)
        store.update()
        wait(for: [tokenExpectation], timeout: 1)
        cancellables.removeAll()

        let addressExpectation = expectation(description: "address")
        store.$resolvedAddress
            .dropFirst(2)
            .sink { _ in addressExpectation.fulfill() }
            .store(in: &cancellables)
        store.sendAddress = "brave"
        wait(for: [addressExpectation], timeout: 1)
        store.selectedToken = "SOL"
        XCTAssertEqual(tokens, [nil, "ETH"])
    }

    /// `setUp` stored into the set the removal empties: the test stays.
    @MainActor
    func testRemovalOfWhatSetUpStored() {
        let store = SendStore()
        let tokenExpectation = expectation(description: "token")
        store.$selectedToken
            .dropFirst()
            .sink { _ in tokenExpectation.fulfill() }
            .store(in: &filledInSetUp)
        store.update()
        wait(for: [tokenExpectation], timeout: 1)
        filledInSetUp.removeAll()

        let addressExpectation = expectation(description: "address")
        store.$resolvedAddress
            .dropFirst(2)
            .sink { _ in addressExpectation.fulfill() }
            .store(in: &filledInSetUp)
        store.sendAddress = "brave"
        wait(for: [addressExpectation], timeout: 1)
    }
}

runTests([
    test("testResolvesAfterTheTokenIsSet", StepsEndedByRemoveAllTests.testResolvesAfterTheTokenIsSet),
    test("testRemovalBeforeTheWait", StepsEndedByRemoveAllTests.testRemovalBeforeTheWait),
    test("testRemovalAlsoEndsAKeptSink", StepsEndedByRemoveAllTests.testRemovalAlsoEndsAKeptSink),
    test("testRemovalOfWhatSetUpStored", StepsEndedByRemoveAllTests.testRemovalOfWhatSetUpStored),
])
