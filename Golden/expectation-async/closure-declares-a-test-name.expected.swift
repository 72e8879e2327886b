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

    @MainActor func testAddedLocationIsPublished() async throws {
        let store = EventStore()
        let traceLocation = TraceLocation(id: "1")
        let values = store.traceLocations.dropFirst().testValues()
        store.add(traceLocation)
        let traceLocations = try await values.next(timeout: 1)
        XCTAssertEqual(traceLocations.count, 1)
        let traceLocation2 = traceLocations[0]
        XCTAssertEqual(traceLocation2.id, "1")
        try values.checkNothingMore()
    }

    @MainActor func testAddedLocationIsPublishedUnderANameOfItsOwn() async throws {
        let store = EventStore()
        let traceLocation = TraceLocation(id: "1")
        let values = store.traceLocations.dropFirst().testValues()
        store.add(traceLocation)
        let traceLocations = try await values.next(timeout: 1)
        XCTAssertEqual(traceLocations.count, 1)
        let published = traceLocations[0]
        XCTAssertEqual(published.id, "1")
        try values.checkNothingMore()
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

    @MainActor func testTwoStepsDeclareTheSameName() async throws {
        let store = EventStore()
        let values = store.traceLocations.dropFirst().first().testValues()
        store.add(TraceLocation(id: "1"))
        let traceLocations = try await values.next(timeout: 1)
        let location = traceLocations[0]
        XCTAssertEqual(location.id, "1")
        let values2 = store.traceLocations.dropFirst().testValues()
        store.add(TraceLocation(id: "2"))
        let traceLocations2 = try await values2.next(timeout: 1)
        let location2 = traceLocations2[1]
        XCTAssertEqual(location2.id, "2")
        try values.checkNothingMore()
        try values2.checkNothingMore()
    }

    @MainActor func testEachAddedLocationIsPublished() async throws {
        let store = EventStore()
        let traceLocation = TraceLocation(id: "1")
        let values = store.traceLocations.dropFirst().testValues()
        store.add(traceLocation)
        store.add(traceLocation)
        for traceLocations in try await values.next(2, timeout: 1) {
            let traceLocation = traceLocations[traceLocations.count - 1]
            XCTAssertEqual(traceLocation.id, "1")
        }
        try values.checkNothingMore()
    }
}
