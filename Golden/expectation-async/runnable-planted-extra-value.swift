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
    private var cancellables = Set<AnyCancellable>()

    func testIncrementThenSave() {
        let counter = BuggyCounter()
        let incremented = expectation(description: "incremented")
        counter.count.dropFirst().sink { count in
            XCTAssertEqual(count, 1)
            incremented.fulfill()
        }.store(in: &cancellables)
        counter.increment()
        wait(for: [incremented], timeout: 5)

        let saved = expectation(description: "saved")
        counter.saved
            .receive(on: DispatchQueue.main)
            .sink { _ in saved.fulfill() }
            .store(in: &cancellables)
        counter.save()
        wait(for: [saved], timeout: 5)
    }

    func testSaveThenReset() {
        let counter = BuggyCounter()
        let saved = expectation(description: "saved")
        counter.saved.sink { value in
            XCTAssertEqual(value, 0)
            saved.fulfill()
        }.store(in: &cancellables)
        counter.save()
        wait(for: [saved], timeout: 5)
        let reset = expectation(description: "reset")
        let settings = SettingsStore()
        settings.theme.dropFirst().sink { theme in
            XCTAssertEqual(theme, "light")
            reset.fulfill()
        }.store(in: &cancellables)
        counter.reset()
        settings.save(theme: counter.count.value == 0 ? "light" : "dark")
        wait(for: [reset], timeout: 5)
    }
}

runTests([
    test("testIncrementThenSave", ExtraValueTests.testIncrementThenSave),
    test("testSaveThenReset", ExtraValueTests.testSaveThenReset),
])
