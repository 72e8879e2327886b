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
    func testCollectsEveryChange() {
        let counter = Counter()
        let exp = XCTestExpectation()
        cancellable = counter.changes
            .collect()
            .receive(on: DispatchQueue.main)
            .sink { changes in
                XCTAssertEqual(changes, [1, 2, 3])
                exp.fulfill()
            }
        counter.count(to: 3)
        wait(for: [exp], timeout: 1)
    }

    @MainActor
    func testCollectsPairs() {
        let counter = Counter()
        let exp = XCTestExpectation()
        cancellable = counter.changes
            .collect(2)
            .sink { pair in
                XCTAssertEqual(pair.count, 2)
                exp.fulfill()
            }
        counter.count(to: 4)
        wait(for: [exp], timeout: 1)
    }
}
