// Canvas's tests call helpers that wait on the main thread: `saveFiles()` saves, then
// `drainMainQueue()` waits with `wait(for:)` for a `DispatchQueue.main.async` to fulfil an
// expectation. A synchronous test lets the main queue run while it waits; an async test on
// the main actor is itself a job of the main queue, which cannot run until the test awaits,
// so each wait would time out. A test that calls such a helper (alone or on `self`, directly
// or through others) stays, and so does one that spins the run loop itself. A helper that
// does not wait changes nothing: that test migrates.
import Combine
import Foundation
import XCTest

final class UploadList {
    @Published var progress = 0
    func save(_ value: Int) { DispatchQueue.main.async { self.progress = value } }
}

final class UploadListTests: XCTestCase {
    private var cancellables = Set<AnyCancellable>()
    private let list = UploadList()

    func testProgressAfterSaving() {
        let updated = expectation(description: "updated")
        list.$progress.dropFirst().sink { progress in
            XCTAssertEqual(progress, 1)
            updated.fulfill()
        }.store(in: &cancellables)
        saveFiles(1)
        wait(for: [updated], timeout: 1)
    }

    func testProgressAfterSpinning() {
        let updated = expectation(description: "updated")
        list.$progress.dropFirst().sink { progress in
            XCTAssertEqual(progress, 2)
            updated.fulfill()
        }.store(in: &cancellables)
        list.save(2)
        RunLoop.current.run(until: Date().addingTimeInterval(0.1))
        wait(for: [updated], timeout: 1)
    }

    @MainActor func testProgressAfterAHelperThatDoesNotWait() async throws {
        let values = list.$progress.dropFirst().testValues()
        save(3)
        let progress = try await values.next(timeout: 1)
        XCTAssertEqual(progress, 3)
        try values.checkNothingMore()
    }

    private func saveFiles(_ value: Int) {
        list.save(value)
        drainMainQueue()
    }

    private func save(_ value: Int) {
        list.save(value)
    }

    private func drainMainQueue() {
        let drained = expectation(description: "drained")
        DispatchQueue.main.async { drained.fulfill() }
        wait(for: [drained], timeout: 1)
    }
}
