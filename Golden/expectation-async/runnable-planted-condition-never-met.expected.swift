// validation: runnable fails
// A planted bug in the code under test: `reset()` forgets to go back to the light theme, so
// the value the closure's condition waits for never comes. The test fails before (the wait
// times out) and after (the await of the first value meeting the condition times out), with
// the same `failed:` line — it does not hang.
import Combine
import Foundation
import XCTest

/// The code under test, with its bug.
final class StuckSettings {
    let theme = CurrentValueSubject<String, Never>("light")
    func save(theme: String) { self.theme.send(theme) }
    func reset() { theme.send(theme.value) }
}

final class ConditionNeverMetTests: XCTestCase {
    @MainActor func testResetGoesBackToLight() async throws {
        let settings = StuckSettings()
        settings.save(theme: "dark")
        let values = settings.theme.testValues()
        settings.reset()
        _ = try await values.next(timeout: 0.5, where: { theme in theme == "light" })
    }
}

runTests([test("testResetGoesBackToLight", ConditionNeverMetTests.testResetGoesBackToLight)])
