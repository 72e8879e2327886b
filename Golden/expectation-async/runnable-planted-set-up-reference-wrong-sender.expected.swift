// validation: runnable fails
// A planted bug in the code under test, for `runnable-set-up-reference-pass`'s test: the
// registry announces a new counter of its own, not the one it was given. The identity check
// in the value closure fails before, the same check after the await fails after: the same
// `failed:` line on both sides, and no hang.
import Combine
import Foundation
import XCTest

/// The code under test, with its bug: the registry announces a new counter, not the one given.
final class Counter {
    var count = 0
}

final class Registry {
    let registered = PassthroughSubject<Counter, Never>()

    func register(_ counter: Counter) {
        DispatchQueue.main.async { self.registered.send(Counter()) }
    }
}

struct Tally {
    var total = 0
}

final class PlantedSetUpReferenceTests: XCTestCase {
    var counter: Counter!
    var tally: Tally!
    var cancellable: AnyCancellable?

    override func setUp() {
        super.setUp()
        counter = Counter()
        tally = Tally()
    }

    override func tearDown() {
        counter = nil
        cancellable = nil
        super.tearDown()
    }

    @MainActor func testRegisteredCounterIsAnnounced() async throws {
        let registry = Registry()
        let values = registry.registered.testValues()
        registry.register(counter)
        counter.count += 1
        let announced = try await values.next(timeout: 1)
        XCTAssertTrue(announced === self.counter)
        try values.checkNothingMore()
    }
}

runTests([
    test("testRegisteredCounterIsAnnounced", PlantedSetUpReferenceTests.testRegisteredCounterIsAnnounced),
])
