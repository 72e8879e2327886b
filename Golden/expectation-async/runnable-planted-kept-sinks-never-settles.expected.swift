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

    @MainActor func testAnswerSettles() async throws {
        let handshake = Handshake()
        var requests: [Int] = []
        handshake.requests.sink { request in
            requests.append(request)
            handshake.answer(request)
        }.store(in: &subscriptions)
        let values = handshake.settled.testValues()
        handshake.requests.send(3)
        let value = try await values.next(timeout: 0.5)
        XCTAssertEqual(value, 30)
        try values.checkNothingMore()
        XCTAssertEqual(requests, [3])
    }
}

runTests([test("testAnswerSettles", NoAnswerTests.testAnswerSettles)])
