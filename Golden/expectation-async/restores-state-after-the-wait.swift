import Combine
import Foundation
import XCTest

/// A log level every test of the process shares.
enum PageLog {
    nonisolated(unsafe) static var verbose = false
}

final class PageLogTests: XCTestCase {
    private var cancellables = Set<AnyCancellable>()

    /// Sets shared state back after the wait, which ran even when the wait timed out; a
    /// thrown timeout would skip it, and the next tests would log verbosely: the test stays.
    func testVerbosePagesRestoredAfterTheWait() {
        let previous = PageLog.verbose
        PageLog.verbose = true
        let exp = expectation(description: "pages")
        ScoreStore().pages(count: 2)
            .sink(receiveCompletion: { _ in exp.fulfill() }, receiveValue: { page in XCTAssertGreaterThan(page, 0) })
            .store(in: &cancellables)
        wait(for: [exp], timeout: 2)
        PageLog.verbose = previous
    }

    /// Sets it back in a `defer`, which runs however the test ends: it migrates.
    func testVerbosePagesRestoredInADefer() {
        let previous = PageLog.verbose
        PageLog.verbose = true
        defer { PageLog.verbose = previous }
        let exp = expectation(description: "pages")
        ScoreStore().pages(count: 2)
            .sink(receiveCompletion: { _ in exp.fulfill() }, receiveValue: { page in XCTAssertGreaterThan(page, 0) })
            .store(in: &cancellables)
        wait(for: [exp], timeout: 2)
    }

    /// Sets a local after the wait: nothing outlives the test.
    func testLocalSetAfterTheWait() {
        var done = false
        let exp = expectation(description: "pages")
        ScoreStore().pages(count: 2)
            .sink(receiveCompletion: { _ in exp.fulfill() }, receiveValue: { page in XCTAssertGreaterThan(page, 0) })
            .store(in: &cancellables)
        wait(for: [exp], timeout: 2)
        done = true
        XCTAssertTrue(done)
    }
}
