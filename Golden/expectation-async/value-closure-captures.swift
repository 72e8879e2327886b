import Combine
import XCTest

final class SessionClient {
    let settlements = PassthroughSubject<String, Never>()
    let pings = PassthroughSubject<Int, Never>()

    func connect() async throws {}
    func ping() {}
}

// A value closure's capture list that changes nothing its code reads once moved after the
// await goes with the closure: `unowned self` (the test is alive while it runs), a local
// constant captured as it is, a `weak` capture the code does not name.
final class SessionCaptureTests: XCTestCase {
    private var subscriptions = Set<AnyCancellable>()
    private let client = SessionClient()
    private let expectedTopic = "topic"

    func testSettles() async throws {
        let settled = expectation(description: "settled")
        client.settlements.sink { [unowned self] topic in
            XCTAssertEqual(topic, self.expectedTopic)
            settled.fulfill()
        }.store(in: &subscriptions)
        try await client.connect()
        await fulfillment(of: [settled], timeout: 5)
    }

    func testPingAnswered() {
        let answered = expectation(description: "answered")
        let expected = 1
        let client = self.client
        client.pings.sink { [expected, weak client] count in
            XCTAssertEqual(count, expected)
            answered.fulfill()
        }.store(in: &subscriptions)
        client.ping()
        wait(for: [answered], timeout: 1)
    }

    // Stays: the weak capture is read.
    func testPingWithWeakClient() {
        let answered = expectation(description: "answered")
        let client = self.client
        client.pings.sink { [weak client] count in
            XCTAssertNotNil(client)
            XCTAssertEqual(count, 1)
            answered.fulfill()
        }.store(in: &subscriptions)
        client.ping()
        wait(for: [answered], timeout: 1)
    }

    // Stays: a capture with a value of its own, taken as the closure is made.
    func testPingWithCapturedCount() {
        let answered = expectation(description: "answered")
        var base = 0
        client.pings.sink { [base] count in
            XCTAssertEqual(count, base + 1)
            answered.fulfill()
        }.store(in: &subscriptions)
        base = 5
        client.ping()
        wait(for: [answered], timeout: 1)
    }
}
