// validation: runnable fails
// A planted bug in the code under test, in a test taken in steps: saving counts again, so the
// first step's `sink` runs again while the second step waits, its assertion failing (and on
// Apple platforms its expectation fulfilled a second time, an API violation); after the
// rewrite, the first step's values hold one more than was taken, which the end of the test
// checks. And a planted wrong value in a second step. The tests fail before and after (exit
// status 1, the same `failed:` lines), not hang.
import Combine
import Foundation
import XCTest

/// The code under test, with its bugs: `save()` counts again, `reset()` to 1.
final class BuggyCounter {
    let count = CurrentValueSubject<Int, Never>(0)
    let saved = PassthroughSubject<Int, Never>()
    func increment() { count.send(count.value + 1) }
    func save() {
        count.send(count.value + 1)
        DispatchQueue.main.async { self.saved.send(self.count.value) }
    }
    func reset() { count.send(1) }
}

final class ExtraValueTests: XCTestCase {
    @MainActor func testIncrementThenSave() async throws {
        let counter = BuggyCounter()
        let values = counter.count.dropFirst().testValues()
        counter.increment()
        let count = try await values.next(timeout: 5)
        XCTAssertEqual(count, 1)

        let values2 = counter.saved
            .receive(on: DispatchQueue.main)
            .testValues()
        counter.save()
        _ = try await values2.next(timeout: 5)
        try values.checkNothingMore()
        try values2.checkNothingMore()
    }

    @MainActor func testSaveThenReset() async throws {
        let counter = BuggyCounter()
        let values = counter.saved.testValues()
        counter.save()
        let value = try await values.next(timeout: 5)
        XCTAssertEqual(value, 0)
        let settings = SettingsStore()
        let values2 = settings.theme.dropFirst().testValues()
        counter.reset()
        settings.save(theme: counter.count.value == 0 ? "light" : "dark")
        let theme = try await values2.next(timeout: 5)
        XCTAssertEqual(theme, "light")
        try values.checkNothingMore()
        try values2.checkNothingMore()
    }
}

runTests([
    test("testIncrementThenSave", ExtraValueTests.testIncrementThenSave),
    test("testSaveThenReset", ExtraValueTests.testSaveThenReset),
])
