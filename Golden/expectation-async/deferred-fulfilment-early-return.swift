import Combine
import XCTest

/// The fulfilment deferred, the closure returning early when a value is missing (after failing
/// the test): the value counted on every path, and the wait is the test's last statement, so
/// the `return`s, now the test's, end it where the closure's ended it.
final class CollectedThemesTests: XCTestCase {
    private var cancellables = Set<AnyCancellable>()

    func testSavedThemesEndWithDark() {
        let store = SettingsStore()
        let collected = expectation(description: "collected")
        store.theme
            .dropFirst()
            .collect(2)
            .sink { themes in
                defer { collected.fulfill() }
                guard let last = themes.last else {
                    XCTFail("no theme")
                    return
                }
                XCTAssertEqual(last, "dark")
            }
            .store(in: &cancellables)
        store.save(theme: "blue")
        store.save(theme: "dark")
        store.theme.send(completion: .finished)
        wait(for: [collected], timeout: 1)
    }

    /// Code after the wait, which a `return` in the test would skip: stays.
    func testCodeAfterTheWait() {
        let store = SettingsStore()
        let collected = expectation(description: "collected")
        store.theme.dropFirst().collect(1).sink { themes in
            defer { collected.fulfill() }
            guard let last = themes.last else { return }
            XCTAssertEqual(last, "dark")
        }.store(in: &cancellables)
        store.save(theme: "dark")
        wait(for: [collected], timeout: 1)
        XCTAssertEqual(store.theme.value, "dark")
    }

    /// The closure binds its parameter's name again: in the test's scope, a redeclaration.
    func testNameBoundAgain() {
        let store = SettingsStore()
        let collected = expectation(description: "collected")
        store.theme.dropFirst().collect(1).sink { themes in
            defer { collected.fulfill() }
            guard let themes = themes.last else { return }
            XCTAssertEqual(themes, "dark")
        }.store(in: &cancellables)
        store.save(theme: "dark")
        wait(for: [collected], timeout: 1)
    }

    /// A `return` after an `XCTFail` may end the test before the assertions after the wait:
    /// the test has failed already, and they only check.
    func testChecksAfterTheWait() {
        let store = SettingsStore()
        let collected = expectation(description: "collected")
        store.theme.dropFirst().collect(1).sink { themes in
            defer { collected.fulfill() }
            guard let last = themes.last else {
                XCTFail("no theme")
                return
            }
            XCTAssertEqual(last, "dark")
        }.store(in: &cancellables)
        store.save(theme: "dark")
        wait(for: [collected], timeout: 1)
        XCTAssertEqual(store.theme.value, "dark")
    }

    /// Not before a clean-up after the wait, which the original ran however the closure
    /// returned (the next test would find the theme saved): stays.
    func testCleanUpAfterTheWait() {
        let store = SettingsStore()
        let collected = expectation(description: "collected")
        store.theme.dropFirst().collect(1).sink { themes in
            defer { collected.fulfill() }
            guard let last = themes.last else {
                XCTFail("no theme")
                return
            }
            XCTAssertEqual(last, "dark")
        }.store(in: &cancellables)
        store.save(theme: "dark")
        wait(for: [collected], timeout: 1)
        store.reset()
    }
}
