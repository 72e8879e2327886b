// An expectation made with `XCTestExpectation()` (a second fulfilment is no failure), whose
// value closure does more than fulfil it, on a chain that sends one value at most (as Realm's
// tests write `….collect().assertNoFailure()`): no value can come with the awaited one, so the
// test awaits it with `next(timeout:)`, not a loop over those that came with it. A chain that
// may send more (`collect(2)`) keeps the loop.
import Combine
import XCTest

final class Counter {
    let changes = PassthroughSubject<Int, Never>()
    func count(to n: Int) {
        for i in 1...n { changes.send(i) }
        changes.send(completion: .finished)
    }
}

final class OneValueChainTests: XCTestCase {
    var cancellable: AnyCancellable?

    @MainActor
    func testCollectsEveryChange() async throws {
        let counter = Counter()
        let values = counter.changes
            .collect()
            .receive(on: DispatchQueue.main)
            .testValues()
        counter.count(to: 3)
        let changes = try await values.next(timeout: 1)
        XCTAssertEqual(changes, [1, 2, 3])
    }

    @MainActor
    func testCollectsPairs() async throws {
        let counter = Counter()
        let values = counter.changes
            .collect(2)
            .testValues()
        counter.count(to: 4)
        for pair in try await values.nextAndArrived(timeout: 1) {
            XCTAssertEqual(pair.count, 2)
        }
    }
}
