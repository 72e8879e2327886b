// validation: runnable
// Value closures with a leading `guard … else { return }` that pass, before and after: the
// values turned away come first (some on the main queue, later), then the one awaited.
import Combine
import Foundation
import XCTest

/// The code under test: a connection whose status goes through `.connecting` first.
final class Connection {
    enum Status: Equatable { case disconnected, connecting, connected }
    let status = CurrentValueSubject<Status, Never>(.disconnected)
    func connect() {
        status.send(.connecting)
        DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(30)) { self.status.send(.connected) }
    }
}

final class GuardTests: XCTestCase {
    @MainActor func testConnects() async throws {
        let connection = Connection()
        let values = connection.status.testValues()
        connection.connect()
        let status = try await values.next(timeout: 5, where: { status in status == .connected })
        XCTAssertNotEqual(status, .disconnected)
        try values.checkNothingMore(where: { status in status == .connected })
    }

    @MainActor func testProgressPassesHalf() async throws {
        let service = SyncService()
        let values = service.progress.testValues()
        service.sync {}
        let value = try await values.next(timeout: 5, where: { $0 > 50 })
        XCTAssertEqual(value, 100)
        try values.checkNothingMore(where: { $0 > 50 })
    }
}

runTests([
    test("testConnects", GuardTests.testConnects),
    test("testProgressPassesHalf", GuardTests.testProgressPassesHalf),
])
