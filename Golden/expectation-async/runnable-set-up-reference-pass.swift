// validation: runnable
// A value closure that reads a property of the test class as it is (`self.counter`), where the
// property holds a reference (`var counter: Counter!`, a class of the module) that only
// `setUp` sets (and `tearDown` clears), as Realm's object publisher tests compare what came
// with `self.obj`: while the test runs, it holds what `setUp` gave it, as a constant property
// would, so reading it after the await reads the same object. Look-alikes that stay: a
// property the test sets again, and one that holds a value (a struct the test may change).
// The same `passed:` lines print on both sides.
import Combine
import Foundation
import XCTest

/// The code under test: a registry that announces the counters registered with it.
final class Counter {
    var count = 0
}

final class Registry {
    let registered = PassthroughSubject<Counter, Never>()

    func register(_ counter: Counter) {
        DispatchQueue.main.async { self.registered.send(counter) }
    }
}

struct Tally {
    var total = 0
}

final class SetUpReferenceTests: XCTestCase {
    var counter: Counter!
    var current: Counter!
    var tally: Tally!
    var cancellable: AnyCancellable?

    override func setUp() {
        super.setUp()
        counter = Counter()
        current = Counter()
        tally = Tally()
    }

    override func tearDown() {
        counter = nil
        cancellable = nil
        super.tearDown()
    }

    func testRegisteredCounterIsAnnounced() {
        let registry = Registry()
        let exp = expectation(description: "announced")
        cancellable = registry.registered.sink { announced in
            XCTAssertTrue(announced === self.counter)
            exp.fulfill()
        }
        registry.register(counter)
        counter.count += 1
        wait(for: [exp], timeout: 1)
    }

    /// The test sets the property again after subscribing: the closure read the one it held
    /// when the value came. The test stays.
    func testCounterReplaced() {
        let registry = Registry()
        let exp = expectation(description: "announced")
        let first = current!
        cancellable = registry.registered.sink { announced in
            XCTAssertTrue(announced === self.current)
            exp.fulfill()
        }
        registry.register(first)
        wait(for: [exp], timeout: 1)
        current = Counter()
    }

    /// A value (`Tally`, a struct), which the test may change in place. The test stays.
    func testTallyRead() {
        let registry = Registry()
        let exp = expectation(description: "announced")
        cancellable = registry.registered.sink { _ in
            XCTAssertEqual(self.tally.total, 0)
            exp.fulfill()
        }
        registry.register(counter)
        wait(for: [exp], timeout: 1)
        tally.total += 1
    }
}

runTests([
    test("testRegisteredCounterIsAnnounced", SetUpReferenceTests.testRegisteredCounterIsAnnounced),
    test("testCounterReplaced", SetUpReferenceTests.testCounterReplaced),
    test("testTallyRead", SetUpReferenceTests.testTallyRead),
])
