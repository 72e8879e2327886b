// Look-alikes found in review, which stay: a publisher reached through optional chaining
// (the values would be optional, and a nil view model subscribed to nothing), and a
// subscription the test ends with `cancellables.removeAll()` before it waits for another
// expectation, one a callback fulfils (the values sent after the removal were never heard;
// the rewrite would check them after that wait).
import Combine
import XCTest

final class SettingsViewModel {
    @Published var isPaused = false
}

final class SettingsController {
    var viewModel: SettingsViewModel? = SettingsViewModel()
    func pause() { viewModel?.isPaused = true }
}

final class TokenStore {
    @Published var token: String?
    var onSelectAccount: (String) -> Void = { _ in }
    func update() { token = "eth" }
    func select(account: String) {
        token = nil
        onSelectAccount(account)
    }
}

final class SettingsTests: XCTestCase {
    private var cancellables = Set<AnyCancellable>()

    func testPausedShowsTheBanner() {
        let controller = SettingsController()
        let exp = expectation(description: "paused")
        controller.viewModel?.$isPaused
            .dropFirst()
            .sink { isPaused in
                XCTAssertTrue(isPaused)
                exp.fulfill()
            }
            .store(in: &cancellables)
        controller.pause()
        wait(for: [exp], timeout: 5)
    }

    @MainActor func testSwitchingAccountKeepsTheToken() async {
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
        await fulfillment(of: [prefilled], timeout: 1)
        cancellables.removeAll()

        store.select(account: "second")
        await fulfillment(of: [selected], timeout: 1)
    }
}
