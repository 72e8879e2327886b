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
    func testWholeThenChanges() {
        let counter = Counter()
        let exp = XCTestExpectation()
        cancellable = counter.$count
            .dropFirst()
            .first()
            .sink { count in
                XCTAssertEqual(count, 1)
                exp.fulfill()
            }
        counter.increment()
        wait(for: [exp], timeout: 1)

        let changeExp = XCTestExpectation()
        cancellable = counter.changes
            .dropFirst()
            .first()
            .sink { change in
                XCTAssertEqual(change, 3)
                changeExp.fulfill()
            }
        counter.increment()
        counter.increment()
        wait(for: [changeExp], timeout: 1)
    }

    @MainActor
    func testEachStepHearsItsOwnChange() {
        let counter = Counter()
        let first = expectation(description: "first")
        self.cancellable = counter.changes
            .sink { change in
                XCTAssertEqual(change, 1)
                first.fulfill()
            }
        counter.increment()
        wait(for: [first], timeout: 1)
        let second = expectation(description: "second")
        self.cancellable = counter.changes
            .sink { change in
                XCTAssertEqual(change, 2)
                second.fulfill()
            }
        counter.increment()
        wait(for: [second], timeout: 1)
    }
}

runTests([
    test("testWholeThenChanges", PlantedPropertyReassignedTests.testWholeThenChanges),
    test("testEachStepHearsItsOwnChange", PlantedPropertyReassignedTests.testEachStepHearsItsOwnChange),
])
