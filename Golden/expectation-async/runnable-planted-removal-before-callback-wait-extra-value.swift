// validation: runnable fails
// A planted bug in the code under test, in a test whose subscription `cancellables.removeAll()`
// ends before a wait for a callback: `update()` publishes a second token, another. Before, the
// second value runs the closure, whose assertion fails (and on Apple platforms fulfils its
// `expectation(description:)` again, an API violation); after, the values hold one more than
// was taken where the removal was, which `checkNothingMore()` throws. The test fails on both sides (exit status 1, the same `failed:`
// line), and does not hang.
import Combine
import Foundation
import XCTest

/// The code under test, with its bug: `update()` publishes a second token.
final class TokenStore {
    @Published var token: String?
    var onSelectAccount: (String) -> Void = { _ in }

    func update() {
        token = "eth"
        token = "sol"
    }

    func select(account: String) {
        token = nil
        DispatchQueue.main.async { self.onSelectAccount(account) }
    }
}

final class PlantedRemovalBeforeCallbackWaitTests: XCTestCase {
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
    test("testSwitchingAccountKeepsTheToken", PlantedRemovalBeforeCallbackWaitTests.testSwitchingAccountKeepsTheToken),
])
