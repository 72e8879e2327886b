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
    @MainActor func testConnects() async throws {
        let connection = StuckConnection()
        let values = connection.status.testValues()
        connection.connect()
        _ = try await values.next(timeout: 0.5, where: { status in status == .connected })
        try values.checkNothingMore(where: { status in status == .connected })
    }
}

runTests([test("testConnects", StuckTests.testConnects)])
