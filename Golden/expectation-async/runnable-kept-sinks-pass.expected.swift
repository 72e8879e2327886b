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

    @MainActor func testAnswerSettles() async throws {
        let handshake = Handshake()
        var requests: [Int] = []
        handshake.requests.sink { request in
            requests.append(request)
            handshake.answer(request)
        }.store(in: &subscriptions)
        let values = handshake.settled.testValues()
        handshake.requests.send(3)
        let value = try await values.next(timeout: 1)
        XCTAssertEqual(value, 30)
        try values.checkNothingMore()
        XCTAssertEqual(requests, [3])
    }
}

runTests([test("testAnswerSettles", HandshakeTests.testAnswerSettles)])
