// A value closure that declares a name of the test's other code (corona-warn-app's
// EventStoreTests: `let traceLocation = traceLocations[0]` in the closure, beside the test's
// own `traceLocation`). Moved after the await, its code is in the test's scope: declared
// twice, it would not compile, so the test stays. With a name of its own it migrates; in a
// loop over the values (counted), each value's code has a scope of its own, and it migrates.
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
