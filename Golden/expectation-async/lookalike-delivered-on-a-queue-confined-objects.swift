// A chain that delivers on a queue of its own (`receive(on: receiveOnQueue)`), in a file that
// imports a module whose objects are confined to the thread or queue that reads them (Realm's
// frozen results, Core Data's managed objects): the closure's code read the values on that
// queue, which is what such a test checks (Realm's `testFrozenChangeSetReceiveOn`); after the
// await it would read them on the test's actor. The test stays. A closure that only fulfils
// reads nothing there: that test migrates. (On a platform without the module, the file
// compiles without it.)
import Combine
import Foundation
import XCTest
#if canImport(RealmSwift)
import RealmSwift
#endif

final class Shelf {
    let changes = PassthroughSubject<[Int], Never>()
}

final class ConfinedObjectsTests: XCTestCase {
    var cancellable: AnyCancellable?
    let receiveOnQueue = DispatchQueue(label: "receive on")

    @MainActor
    func testFrozenChangesReadOnTheQueue() {
        let shelf = Shelf()
        let exp = XCTestExpectation()
        cancellable = shelf.changes
            .receive(on: receiveOnQueue)
            .collect()
            .sink { @Sendable arr in
                XCTAssertEqual(arr.count, 2)
                for (i, change) in arr.enumerated() {
                    XCTAssertEqual(change.count, i + 1)
                }
                exp.fulfill()
            }
        shelf.changes.send([1])
        shelf.changes.send([1, 2])
        shelf.changes.send(completion: .finished)
        wait(for: [exp], timeout: 10)
    }

    @MainActor
    func testChangesArrive() {
        let shelf = Shelf()
        let exp = XCTestExpectation()
        cancellable = shelf.changes
            .receive(on: receiveOnQueue)
            .collect()
            .sink { _ in
                exp.fulfill()
            }
        shelf.changes.send([1])
        shelf.changes.send(completion: .finished)
        wait(for: [exp], timeout: 10)
    }
}
