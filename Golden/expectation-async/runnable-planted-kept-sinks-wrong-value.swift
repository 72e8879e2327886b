// validation: runnable fails
// A planted bug in the code under test: the answer settles with the wrong value. The test
// fails before (the closure's assert) and after (the assert after the await), with the
// same `failed:` line; the answering `sink` stays as it is.
import Combine
import Foundation
import XCTest

/// The code under test, with its bug: the answer multiplies by 100.
final class Handshake {
    let requests = PassthroughSubject<Int, Never>()
    let settled = PassthroughSubject<Int, Never>()

    func answer(_ request: Int) {
        DispatchQueue.main.async { self.settled.send(request * 100) }
    }
}

final class WrongAnswerTests: XCTestCase {
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

runTests([test("testAnswerSettles", WrongAnswerTests.testAnswerSettles)])
