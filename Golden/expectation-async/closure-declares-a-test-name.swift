// A value closure that declares a name of the test's other code (corona-warn-app's
// EventStoreTests: `let traceLocation = traceLocations[0]` in the closure, beside the test's
// own `traceLocation`). Moved after the await, its code is in the test's scope, where the
// name would be declared twice: it takes a fresh one there (`traceLocation2`), its every use
// in the moved code with it. So does a name two steps' closures both declare, in the later
// step. A closure that reads the test's own name before declaring its own stays: renaming
// would tear the one from the other. With a name of its own the code moves as it is; in a
// loop over the values (counted), each value's code has a scope of its own.
import Combine
import XCTest

struct TraceLocation: Equatable {
    var id: String
}

final class EventStore {
    let traceLocations = CurrentValueSubject<[TraceLocation], Never>([])
    func add(_ location: TraceLocation) { traceLocations.value.append(location) }
}

final class EventStoreTests: XCTestCase {
    private var cancellables = Set<AnyCancellable>()

    func testAddedLocationIsPublished() {
        let store = EventStore()
        let traceLocation = TraceLocation(id: "1")
        let exp = expectation(description: "published")
        store.traceLocations.dropFirst().sink { traceLocations in
            XCTAssertEqual(traceLocations.count, 1)
            let traceLocation = traceLocations[0]
            XCTAssertEqual(traceLocation.id, "1")
            exp.fulfill()
        }.store(in: &cancellables)
        store.add(traceLocation)
        wait(for: [exp], timeout: 1)
    }

    func testAddedLocationIsPublishedUnderANameOfItsOwn() {
        let store = EventStore()
        let traceLocation = TraceLocation(id: "1")
        let exp = expectation(description: "published")
        store.traceLocations.dropFirst().sink { traceLocations in
            XCTAssertEqual(traceLocations.count, 1)
            let published = traceLocations[0]
            XCTAssertEqual(published.id, "1")
            exp.fulfill()
        }.store(in: &cancellables)
        store.add(traceLocation)
        wait(for: [exp], timeout: 1)
    }

    func testReadsTheTestsLocationBeforeDeclaringItsOwn() {
        let store = EventStore()
        let traceLocation = TraceLocation(id: "1")
        let exp = expectation(description: "published")
        store.traceLocations.dropFirst().sink { traceLocations in
            XCTAssertEqual(traceLocations.first, traceLocation)
            let traceLocation = traceLocations[0]
            XCTAssertEqual(traceLocation.id, "1")
            exp.fulfill()
        }.store(in: &cancellables)
        store.add(traceLocation)
        wait(for: [exp], timeout: 1)
    }

    func testTwoStepsDeclareTheSameName() {
        let store = EventStore()
        let first = expectation(description: "first")
        store.traceLocations.dropFirst().first().sink { traceLocations in
            let location = traceLocations[0]
            XCTAssertEqual(location.id, "1")
            first.fulfill()
        }.store(in: &cancellables)
        store.add(TraceLocation(id: "1"))
        wait(for: [first], timeout: 1)
        let second = expectation(description: "second")
        store.traceLocations.dropFirst().sink { traceLocations in
            let location = traceLocations[1]
            XCTAssertEqual(location.id, "2")
            second.fulfill()
        }.store(in: &cancellables)
        store.add(TraceLocation(id: "2"))
        wait(for: [second], timeout: 1)
    }

    func testEachAddedLocationIsPublished() {
        let store = EventStore()
        let traceLocation = TraceLocation(id: "1")
        let exp = expectation(description: "published")
        exp.expectedFulfillmentCount = 2
        store.traceLocations.dropFirst().sink { traceLocations in
            let traceLocation = traceLocations[traceLocations.count - 1]
            XCTAssertEqual(traceLocation.id, "1")
            exp.fulfill()
        }.store(in: &cancellables)
        store.add(traceLocation)
        store.add(traceLocation)
        wait(for: [exp], timeout: 1)
    }
}
