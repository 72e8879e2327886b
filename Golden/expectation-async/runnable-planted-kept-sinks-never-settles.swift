// validation: runnable fails
// A planted bug in the code under test: a request is never answered, so nothing settles.
// The wait times out before, the await throws after its timeout: the test fails, and does
// not hang, with the same `failed:` line on both sides.
import Combine
import Foundation
import XCTest

/// The code under test, with its bug: `answer` forgets to settle.
final class Handshake {
    let requests = PassthroughSubject<Int, Never>()
    let settled = PassthroughSubject<Int, Never>()

    func answer(_ request: Int) {
        _ = request
    }
}

final class NoAnswerTests: XCTestCase {
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
        wait(for: [settled], timeout: 0.5)
        XCTAssertEqual(requests, [3])
    }
}

runTests([test("testAnswerSettles", NoAnswerTests.testAnswerSettles)])
