// validation: runnable
// Subscriptions held in a property of the test class (`cancellable = p.sink { … }`, as
// Realm's Combine tests write them; `self.subscription = …`), which `tearDown` cancels: the
// subscription lasted until the test ended, as the values the rewrite awaits do. An
// expectation made with `XCTestExpectation()`, without a description, is one made by its
// initializer (a second fulfilment is no failure). Look-alikes that stay: a test that uses the
// property again (a second subscription into it ends the first), and a property that `setUp`
// fills, which the test's assignment ended. The same `passed:` lines print on both sides.
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

final class PropertyHeldTests: XCTestCase {
    var cancellable: AnyCancellable?
    var subscription: AnyCancellable?
    var setUpSubscription: AnyCancellable?
    var seenInSetUp = 0
    let source = PassthroughSubject<Int, Never>()

    override func setUp() {
        super.setUp()
        setUpSubscription = source.sink { [weak self] _ in self?.seenInSetUp += 1 }
    }

    override func tearDown() {
        if let cancellable = cancellable {
            cancellable.cancel()
        }
        subscription?.cancel()
        setUpSubscription = nil
        super.tearDown()
    }

    @MainActor
    func testCountChanges() {
        let counter = Counter()
        let exp = XCTestExpectation()
        cancellable = counter.$count.dropFirst().sink { count in
            XCTAssertEqual(count, 1)
            exp.fulfill()
        }
        counter.increment()
        wait(for: [exp], timeout: 1)
    }

    @MainActor
    func testChangeIsSent() {
        let counter = Counter()
        let exp = expectation(description: "change")
        self.subscription = counter.changes
            .receive(on: DispatchQueue.main)
            .sink { change in
                XCTAssertEqual(change, 1)
                exp.fulfill()
            }
        counter.increment()
        wait(for: [exp], timeout: 1)
    }

    /// The property holds a second subscription later, which ended the first: the test stays.
    @MainActor
    func testSecondSubscriptionEndsTheFirst() {
        let counter = Counter()
        let exp = XCTestExpectation()
        cancellable = counter.$count.dropFirst().sink { count in
            XCTAssertEqual(count, 1)
            exp.fulfill()
        }
        counter.increment()
        wait(for: [exp], timeout: 1)
        cancellable = counter.changes.sink { _ in }
    }

    /// `setUp` subscribed into the property, and the test's assignment ended that subscription:
    /// the test stays.
    @MainActor
    func testReplacesTheSetUpSubscription() {
        let counter = Counter()
        let exp = XCTestExpectation()
        setUpSubscription = counter.$count.dropFirst().sink { count in
            XCTAssertEqual(count, 1)
            exp.fulfill()
        }
        counter.increment()
        source.send(1)
        wait(for: [exp], timeout: 1)
        XCTAssertEqual(seenInSetUp, 0)
    }
}

runTests([
    test("testCountChanges", PropertyHeldTests.testCountChanges),
    test("testChangeIsSent", PropertyHeldTests.testChangeIsSent),
    test("testSecondSubscriptionEndsTheFirst", PropertyHeldTests.testSecondSubscriptionEndsTheFirst),
    test("testReplacesTheSetUpSubscription", PropertyHeldTests.testReplacesTheSetUpSubscription),
])
