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

runTests([test("testAnswerSettles", WrongAnswerTests.testAnswerSettles)])
