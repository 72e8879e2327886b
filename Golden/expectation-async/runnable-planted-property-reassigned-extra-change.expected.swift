// validation: runnable fails
// A planted bug in the code under test, in tests taken in steps through one property
// (`cancellable = p.sink { … }` twice): `increment()` sends a stray change after each. Where the
// expectation is quiet (`XCTestExpectation()`), the second change the second step takes is the
// stray one, on both sides. Where it is an `expectation(description:)`, the
// stray change runs the closure of the step still subscribed before, whose assertion fails;
// after, the first step's values hold one more than was taken where the second assignment
// cancels them, which `checkNothingMore()` throws — the only check that fails there. The tests
// fail on both sides (exit status 1, the same `failed:` lines), and do not hang.
import Combine
import Foundation
import XCTest

/// The code under test, with its bug: `increment()` sends a stray change, ten times the count,
/// after each.
@MainActor
final class Counter: ObservableObject {
    @Published var count = 0
    let changes = PassthroughSubject<Int, Never>()

    func increment() {
        count += 1
        changes.send(count)
        changes.send(count * 10)
    }
}

final class PlantedPropertyReassignedTests: XCTestCase {
    var cancellable: AnyCancellable?

    override func tearDown() {
        cancellable?.cancel()
        super.tearDown()
    }

    @MainActor
    func testWholeThenChanges() async throws {
        let counter = Counter()
        let values = counter.$count
            .dropFirst()
            .first()
            .testValues()
        counter.increment()
        let count = try await values.next(timeout: 1)
        XCTAssertEqual(count, 1)

        let values2 = counter.changes
            .dropFirst()
            .first()
            .testValues()
        values.cancel()
        counter.increment()
        counter.increment()
        let change = try await values2.next(timeout: 1)
        XCTAssertEqual(change, 3)
    }

    @MainActor
    func testEachStepHearsItsOwnChange() async throws {
        let counter = Counter()
        let values = counter.changes.testValues()
        counter.increment()
        let change = try await values.next(timeout: 1)
        XCTAssertEqual(change, 1)
        let values2 = counter.changes.testValues()
        values.cancel()
        try values.checkNothingMore()
        counter.increment()
        let change2 = try await values2.next(timeout: 1)
        XCTAssertEqual(change2, 2)
        try values2.checkNothingMore()
    }
}

runTests([
    test("testWholeThenChanges", PlantedPropertyReassignedTests.testWholeThenChanges),
    test("testEachStepHearsItsOwnChange", PlantedPropertyReassignedTests.testEachStepHearsItsOwnChange),
])
