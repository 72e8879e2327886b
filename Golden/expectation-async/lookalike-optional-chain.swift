// A look-alike found in review, which stays: a publisher reached through optional chaining
// (the values would be optional, and a nil view model subscribed to nothing). The review's
// other look-alike, a subscription ended by `cancellables.removeAll()` before a wait for
// what a callback fulfils, now migrates, the removal ending the values there:
// `runnable-removal-before-callback-wait-pass`.
import Combine
import XCTest

final class SettingsViewModel {
    @Published var isPaused = false
}

final class SettingsController {
    var viewModel: SettingsViewModel? = SettingsViewModel()
    func pause() { viewModel?.isPaused = true }
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
}
