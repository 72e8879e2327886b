// A value closure marked `@Sendable` (as Realm's tests write `.sink { @Sendable arr in … }`,
// for a chain that delivers on a queue of its own): the code moves after the await, where it
// is no closure any more, and the attribute goes with the closure. Values (an array of `Int`s)
// read the same on the test's actor as on the queue. A look-alike that stays: a closure that
// checks the queue it runs on (`dispatchPrecondition(condition: .notOnQueue(.main))`), which
// the test's actor would fail.
import Combine
import Foundation
import XCTest

final class Store {
    let changes = PassthroughSubject<Int, Never>()
    let queue = DispatchQueue(label: "store")
}

final class SendableClosureTests: XCTestCase {
    var cancellable: AnyCancellable?

    @MainActor
    func testChangesArriveOnItsQueue() {
        let store = Store()
        let exp = XCTestExpectation(description: "sink complete")
        cancellable = store.changes
            .receive(on: store.queue)
            .collect()
            .sink { @Sendable changes in
                XCTAssertEqual(changes, [1, 2])
                exp.fulfill()
            }
        store.changes.send(1)
        store.changes.send(2)
        store.changes.send(completion: .finished)
        wait(for: [exp], timeout: 1)
    }

    @MainActor
    func testChangesAreReadOnItsQueue() {
        let store = Store()
        let exp = XCTestExpectation(description: "sink complete")
        cancellable = store.changes
            .receive(on: store.queue)
            .collect()
            .sink { @Sendable changes in
                dispatchPrecondition(condition: .notOnQueue(.main))
                XCTAssertEqual(changes, [1, 2])
                exp.fulfill()
            }
        store.changes.send(1)
        store.changes.send(2)
        store.changes.send(completion: .finished)
        wait(for: [exp], timeout: 1)
    }
}
