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
    private var cancellables = Set<AnyCancellable>()

    func testConnects() {
        let connection = Connection()
        let connected = expectation(description: "connected")
        connection.status.sink { status in
            guard status == .connected else { return }
            XCTAssertNotEqual(status, .disconnected)
            connected.fulfill()
        }.store(in: &cancellables)
        connection.connect()
        wait(for: [connected], timeout: 5)
    }

    func testProgressPassesHalf() {
        let service = SyncService()
        let passed = expectation(description: "past half")
        service.progress.sink {
            guard $0 > 50 else { return }
            XCTAssertEqual($0, 100)
            passed.fulfill()
        }.store(in: &cancellables)
        service.sync {}
        waitForExpectations(timeout: 5)
    }
}

runTests([
    test("testConnects", GuardTests.testConnects),
    test("testProgressPassesHalf", GuardTests.testProgressPassesHalf),
])
