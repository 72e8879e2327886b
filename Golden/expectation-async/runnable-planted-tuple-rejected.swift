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
    private var subscriptions = Set<AnyCancellable>()

    func testRequestIsAccepted() {
        let relay = Relay()
        let answered = expectation(description: "answered")
        relay.answers.sink { (id, outcome) in
            guard case .accepted(let amount) = outcome else { XCTFail("rejected"); return }
            XCTAssertEqual(id, 7)
            XCTAssertEqual(amount, 3)
            answered.fulfill()
        }.store(in: &subscriptions)
        relay.request(7, amount: 3)
        wait(for: [answered], timeout: 0.5)
    }
}

runTests([test("testRequestIsAccepted", RejectedTupleTests.testRequestIsAccepted)])
