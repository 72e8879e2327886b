import Combine
import Foundation
import XCTest

final class SyncPauseTests: XCTestCase {
    private var cancellables = Set<AnyCancellable>()

    /// An `XCTestExpectation(description:)` whose value closure only fulfils it: a second
    /// value fulfils it again quietly and does nothing else, so awaiting the first is all the
    /// test did.
    func testPauseIsPublished() async {
        let settings = SettingsStore()
        let expectation = XCTestExpectation(description: "theme changed")
        settings.theme
            .dropFirst()
            .sink { _ in
                expectation.fulfill()
            }
            .store(in: &cancellables)

        settings.save(theme: "dark")

        await fulfillment(of: [expectation], timeout: 4.0)
        XCTAssertEqual(settings.theme.value, "dark")
    }

    /// Taken in steps: the first step's later values fulfil it again quietly, with no
    /// failure to check for at the end.
    func testThemeSavedThenReset() {
        let settings = SettingsStore()
        let saved = XCTestExpectation(description: "saved")
        settings.theme.dropFirst().sink { _ in saved.fulfill() }.store(in: &cancellables)
        settings.save(theme: "dark")
        wait(for: [saved], timeout: 1)

        let reset = expectation(description: "reset")
        settings.theme.dropFirst().sink { theme in
            XCTAssertEqual(theme, "light")
            reset.fulfill()
        }.store(in: &cancellables)
        settings.reset()
        wait(for: [reset], timeout: 1)
    }

    /// A local cancellable kept alive with `withExtendedLifetime(c) {}` until the wait: the
    /// values live until the test ends, longer still.
    func testLifetimeExtended() {
        let settings = SettingsStore()
        let saved = XCTestExpectation(description: "saved")
        let c = settings.theme
            .dropFirst()
            .sink { _ in
                saved.fulfill()
            }
        settings.save(theme: "dark")
        withExtendedLifetime(c) {}
        wait(for: [saved], timeout: 1)
    }
}
