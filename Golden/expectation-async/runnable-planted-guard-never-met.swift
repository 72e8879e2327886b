// validation: runnable fails
// A planted bug in the code under test: the connection never gets past `.connecting`, so no
// value meets the value closure's `guard`; the wait, then the await of the first value that
// meets it, times out (the values turned away do not count). The test fails before and after
// (exit status 1, the same `failed:` line), within its timeout, not hangs.
import Combine
import Foundation
import XCTest

/// The code under test, with its bug: it never sends `.connected`.
final class StuckConnection {
    enum Status: Equatable { case disconnected, connecting, connected }
    let status = CurrentValueSubject<Status, Never>(.disconnected)
    func connect() {
        status.send(.connecting)
        DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(30)) { self.status.send(.connecting) }
    }
}

final class StuckTests: XCTestCase {
    private var cancellables = Set<AnyCancellable>()

    func testConnects() {
        let connection = StuckConnection()
        let connected = expectation(description: "connected")
        connection.status.sink { status in
            guard status == .connected else { return }
            connected.fulfill()
        }.store(in: &cancellables)
        connection.connect()
        wait(for: [connected], timeout: 0.5)
    }
}

runTests([test("testConnects", StuckTests.testConnects)])
