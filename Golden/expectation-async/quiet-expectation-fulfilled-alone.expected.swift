import Combine
import Foundation
import XCTest

final class SyncPauseTests: XCTestCase {
    /// An `XCTestExpectation(description:)` whose value closure only fulfils it: a second
    /// value fulfils it again quietly and does nothing else, so awaiting the first is all the
    /// test did.
    func testPauseIsPublished() async throws {
        let settings = SettingsStore()
        let values = settings.theme
            .dropFirst()
            .testValues()

        settings.save(theme: "dark")

        _ = try await values.next(timeout: 4.0)
        XCTAssertEqual(settings.theme.value, "dark")
    }

    /// Taken in steps: the first step's later values fulfil it again quietly, with no
    /// failure to check for at the end.
    @MainActor func testThemeSavedThenReset() async throws {
        let settings = SettingsStore()
        let values = settings.theme.dropFirst().testValues()
        settings.save(theme: "dark")
        _ = try await values.next(timeout: 1)

        let values2 = settings.theme.dropFirst().testValues()
        settings.reset()
        let theme = try await values2.next(timeout: 1)
        XCTAssertEqual(theme, "light")
        try values2.checkNothingMore()
    }

    /// A local cancellable kept alive with `withExtendedLifetime(c) {}` until the wait: the
    /// values live until the test ends, longer still.
    @MainActor func testLifetimeExtended() async throws {
        let settings = SettingsStore()
        let values = settings.theme
            .dropFirst()
            .testValues()
        settings.save(theme: "dark")
        _ = try await values.next(timeout: 1)
    }
}
