// validation: runnable fails
// A planted bug in the code under test: the relay rejects every request. The closure's
// `XCTFail` runs before (and the wait then times out), the same `XCTFail` after the await
// ends the test: exit status 1 and the same `failed:` line on both sides.
import Combine
import Foundation
import XCTest

enum Outcome: Equatable {
    case accepted(Int)
    case rejected
}

/// The code under test, with its bug: every answer is a rejection.
final class Relay {
    let answers = PassthroughSubject<(id: Int, outcome: Outcome), Never>()

    func request(_ id: Int, amount: Int) {
        DispatchQueue.main.async { self.answers.send((id, .rejected)) }
    }
}

final class RejectedTupleTests: XCTestCase {
    @MainActor func testRequestIsAccepted() async throws {
        let relay = Relay()
        let values = relay.answers.testValues()
        relay.request(7, amount: 3)
        let (id, outcome) = try await values.next(timeout: 0.5)
        guard case .accepted(let amount) = outcome else { XCTFail("rejected"); return }
        XCTAssertEqual(id, 7)
        XCTAssertEqual(amount, 3)
        try values.checkNothingMore()
    }
}

runTests([test("testRequestIsAccepted", RejectedTupleTests.testRequestIsAccepted)])
