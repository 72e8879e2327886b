// validation: runnable
// Steps taken in turn through one property of the test class (`cancellable = p.sink { … }`
// twice, as Realm's sectioned-results tests subscribe to the whole, then to a section): the
// second assignment released the first subscription, after the first step's wait. The first
// step's values are cancelled there, after the second step's values subscribe (the assignment's
// right side ran first), with the check that nothing more came by then where a second
// fulfilment of an `expectation(description:)` failed the test. What comes after is not heard,
// as before. A look-alike that stays: a second assignment before the first step's wait, which
// ended its subscription while its value was still awaited. The same `passed:` lines print on
// both sides.
import Combine
import Foundation
import XCTest

/// The code under test: a counter that publishes each change.
@MainActor
final class Counter: ObservableObject {
    @Published var count = 0
    let changes = PassthroughSubject<Int, Never>()

    func increment() {
        count += 1
        changes.send(count)
    }
}

final class PropertyReassignedTests: XCTestCase {
    var cancellable: AnyCancellable?

    override func tearDown() {
        cancellable?.cancel()
        super.tearDown()
    }

    /// Quiet expectations (`XCTestExpectation()`) on chains that send one value, as Realm's
    /// tests collect ten changes of the whole (`prefix(10).collect()`), then of a section.
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

        // Then the changes alone
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

    /// A closure that only fulfils: the first value is all the step waited for.
    @MainActor
    func testWillChangeThenChanges() async throws {
        let counter = Counter()
        let values = counter.objectWillChange.testValues()
        counter.increment()
        _ = try await values.next(timeout: 1)
        XCTAssertEqual(counter.count, 1)

        let values2 = counter.changes.testValues()
        values.cancel()
        counter.increment()
        _ = try await values2.next(timeout: 1)
        XCTAssertEqual(counter.count, 2)
    }

    /// `expectation(description:)`: the first step hears nothing after the second assignment,
    /// or it would fulfil its expectation again.
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

    /// The second assignment comes before the first step's wait: the test stays.
    @MainActor
    func testReassignedBeforeTheWait() {
        let counter = Counter()
        let exp = XCTestExpectation()
        cancellable = counter.$count.dropFirst().first().sink { count in
            XCTAssertEqual(count, 1)
            exp.fulfill()
        }
        counter.increment()
        let changeExp = XCTestExpectation()
        cancellable = counter.changes.first().sink { change in
            XCTAssertEqual(change, 2)
            changeExp.fulfill()
        }
        counter.increment()
        wait(for: [exp, changeExp], timeout: 1)
    }
}

runTests([
    test("testWholeThenChanges", PropertyReassignedTests.testWholeThenChanges),
    test("testWillChangeThenChanges", PropertyReassignedTests.testWillChangeThenChanges),
    test("testEachStepHearsItsOwnChange", PropertyReassignedTests.testEachStepHearsItsOwnChange),
    test("testReassignedBeforeTheWait", PropertyReassignedTests.testReassignedBeforeTheWait),
])
