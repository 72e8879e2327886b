import Combine
import XCTest

/// Value closures that return early in ways a predicate cannot say: they stay as they are.
final class GuardLookalikeTests: XCTestCase {
    private var cancellables = Set<AnyCancellable>()
    private var threshold = 100

    /// A binding `guard let` whose code after it still uses the value it unwrapped: the
    /// values `compactMap` would pass on are the unwrapped ones only.
    func testGuardLetBinding() {
        let store = SettingsStore()
        let saved = expectation(description: "saved")
        store.theme.dropFirst().sink { theme in
            guard let first = theme.first else { return }
            XCTAssertEqual(first, theme.first)
            saved.fulfill()
        }.store(in: &cancellables)
        store.save(theme: "dark")
        wait(for: [saved], timeout: 1)
    }

    /// An assertion before the `guard` ran for every value, also those turned away.
    func testAssertionBeforeTheGuard() {
        let service = SyncService()
        let done = expectation(description: "done")
        service.progress.sink { percent in
            XCTAssertGreaterThan(percent, 0)
            guard percent == 100 else { return }
            done.fulfill()
        }.store(in: &cancellables)
        service.sync {}
        wait(for: [done], timeout: 1)
    }

    /// The condition reads a property as each value came; a predicate would read it later.
    func testConditionReadsAProperty() {
        let service = SyncService()
        let done = expectation(description: "done")
        service.progress.sink { percent in
            guard percent == self.threshold else { return }
            done.fulfill()
        }.store(in: &cancellables)
        service.sync {}
        wait(for: [done], timeout: 1)
    }

    /// The `guard` returns later in the closure, not first.
    func testReturnInTheMiddle() {
        let service = SyncService()
        let done = expectation(description: "done")
        service.progress.sink { percent in
            if percent < 100 { return }
            done.fulfill()
        }.store(in: &cancellables)
        service.sync {}
        wait(for: [done], timeout: 1)
    }
}
