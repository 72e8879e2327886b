// validation: runnable
// A subscription the test ends with `cancellables.removeAll()` after its wait, before a wait
// for an expectation a callback fulfils (as Brave's `SendTokenStoreTests` write it): the
// removal becomes the values' `values.cancel()` and the check that nothing more came by then.
// The `nil` the store publishes after the removal is not heard, as before; the callback is
// awaited with `fulfillment(of:timeout:)` where it was waited for. (The look-alike that stays,
// a set a helper of the test fills too, is in `local-cancellables-removed`.) The same
// `passed:` lines print on both sides.
import Combine
import Foundation
import XCTest

/// The code under test.
final class TokenStore {
    @Published var token: String?
    var onSelectAccount: (String) -> Void = { _ in }

    func update() { token = "eth" }

    func select(account: String) {
        token = nil
        DispatchQueue.main.async { self.onSelectAccount(account) }
    }
}

final class RemovalBeforeCallbackWaitTests: XCTestCase {
    private var cancellables = Set<AnyCancellable>()

    @MainActor
    func testSwitchingAccountKeepsTheToken() {
        let store = TokenStore()
        let selected = expectation(description: "account selected")
        store.onSelectAccount = { account in
            XCTAssertEqual(account, "second")
            selected.fulfill()
        }
        let prefilled = expectation(description: "token prefilled")
        store.$token
            .dropFirst()
            .sink { token in
                XCTAssertEqual(token, "eth")
                prefilled.fulfill()
            }
            .store(in: &cancellables)
        store.update()
        wait(for: [prefilled], timeout: 1)
        cancellables.removeAll()

        store.select(account: "second")
        wait(for: [selected], timeout: 1)
    }
}

runTests([
    test("testSwitchingAccountKeepsTheToken", RemovalBeforeCallbackWaitTests.testSwitchingAccountKeepsTheToken),
])
