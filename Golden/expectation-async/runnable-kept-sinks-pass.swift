// validation: runnable
// Tests with a `sink` that answers each request (and names no expectation) beside the one
// that fulfils the expectation, passing before and after: the answering `sink` stays as it
// is, and the settled value is awaited. The same `passed:` lines print on both sides.
import Combine
import Foundation
import XCTest

/// A handshake: a request comes, an answer settles it (on the main queue).
final class Handshake {
    let requests = PassthroughSubject<Int, Never>()
    let settled = PassthroughSubject<Int, Never>()

    func answer(_ request: Int) {
        DispatchQueue.main.async { self.settled.send(request * 10) }
    }
}

final class HandshakeTests: XCTestCase {
    private var subscriptions = Set<AnyCancellable>()

    func testAnswerSettles() {
        let handshake = Handshake()
        let settled = expectation(description: "settled")
        var requests: [Int] = []
        handshake.requests.sink { request in
            requests.append(request)
            handshake.answer(request)
        }.store(in: &subscriptions)
        handshake.settled.sink { value in
            XCTAssertEqual(value, 30)
            settled.fulfill()
        }.store(in: &subscriptions)
        handshake.requests.send(3)
        wait(for: [settled], timeout: 1)
        XCTAssertEqual(requests, [3])
    }
}

runTests([test("testAnswerSettles", HandshakeTests.testAnswerSettles)])
