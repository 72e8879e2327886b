// validation: runnable
// Tests whose value closure names the parts of a tuple (`_, count in`, `(id, result)`) and
// returns right after an `XCTFail`, passing before and after. The same `passed:` lines print
// on both sides.
import Combine
import Foundation
import XCTest

enum Outcome: Equatable {
    case accepted(Int)
    case rejected
}

/// A relay that answers each request on the main queue with its id and an outcome.
final class Relay {
    let answers = PassthroughSubject<(id: Int, outcome: Outcome), Never>()

    func request(_ id: Int, amount: Int) {
        DispatchQueue.main.async { self.answers.send((id, amount > 0 ? .accepted(amount) : .rejected)) }
    }
}

final class TupleTests: XCTestCase {
    @MainActor func testRequestIsAccepted() async throws {
        let relay = Relay()
        let values = relay.answers.testValues()
        relay.request(7, amount: 3)
        let (id, outcome) = try await values.next(timeout: 1)
        guard case .accepted(let amount) = outcome else { XCTFail("rejected"); return }
        XCTAssertEqual(id, 7)
        XCTAssertEqual(amount, 3)
        try values.checkNothingMore()
    }

    @MainActor func testAnswerComes() async throws {
        let relay = Relay()
        let values = relay.answers.testValues()
        relay.request(1, amount: 0)
        _ = try await values.next(timeout: 1)
        try values.checkNothingMore()
    }
}

runTests([
    test("testRequestIsAccepted", TupleTests.testRequestIsAccepted),
    test("testAnswerComes", TupleTests.testAnswerComes),
])
