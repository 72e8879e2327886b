// validation: runnable fails
// A planted bug in the code under test: the connection reports `.connected` twice. The value
// closure's leading `guard` lets both through: before, the second runs its assertion on the
// attempt, which fails (and on Apple platforms fulfils the `expectation(description:)`
// a second time, an API violation); after, `checkNothingMore(where:)` finds a second value that
// meets the condition. The values the `guard` turns away are no failure on either side. The
// test fails before and after (exit status 1, the same `failed:` line), and does not hang.
import Combine
import Foundation
import XCTest

enum Status: Equatable {
    case disconnected, connecting, connected
}

struct Event {
    var status: Status
    var attempt: Int
}

/// The code under test, with its bug: `connect()` reports a second connection.
final class Connection {
    let events = PassthroughSubject<Event, Never>()

    func connect() {
        events.send(Event(status: .connecting, attempt: 1))
        events.send(Event(status: .connected, attempt: 1))
        events.send(Event(status: .connected, attempt: 2))
    }
}

final class PlantedGuardMetTwiceTests: XCTestCase {
    private var cancellables = Set<AnyCancellable>()

    @MainActor
    func testConnectsOnce() {
        let connection = Connection()
        let connected = expectation(description: "connected")
        connection.events.sink { event in
            guard event.status == .connected else { return }
            XCTAssertEqual(event.attempt, 1)
            connected.fulfill()
        }.store(in: &cancellables)
        connection.connect()
        wait(for: [connected], timeout: 1)
    }
}

runTests([
    test("testConnectsOnce", PlantedGuardMetTwiceTests.testConnectsOnce),
])
