// validation: runnable fails
// A planted bug in the code under test, in tests that hold their subscription in a property
// (`cancellable = p.sink { … }`): the counter counts by two. The tests fail before (the
// `XCTAssertEqual` in the value closure) and after (the same assertion, after the await), with
// exit status 1 and the same `failed:` lines.
import Combine
import Foundation
import XCTest

/// The code under test, with its bug: `increment()` adds two.
@MainActor
final class Counter: ObservableObject {
    @Published var count = 0
    let changes = PassthroughSubject<Int, Never>()

    func increment() {
        count += 2
        changes.send(count)
    }
}

final class PlantedPropertyHeldTests: XCTestCase {
    var cancellable: AnyCancellable?

    override func tearDown() {
        cancellable?.cancel()
        super.tearDown()
    }

    @MainActor
    func testCountChanges() async throws {
        let counter = Counter()
        let values = counter.$count.dropFirst().testValues()
        counter.increment()
        for count in try await values.nextAndArrived(timeout: 1) {
            XCTAssertEqual(count, 1)
        }
    }

    @MainActor
    func testChangeIsSent() async throws {
        let counter = Counter()
        let values = counter.changes
            .receive(on: DispatchQueue.main)
            .testValues()
        counter.increment()
        let change = try await values.next(timeout: 1)
        XCTAssertEqual(change, 1)
        try values.checkNothingMore()
    }
}

runTests([
    test("testCountChanges", PlantedPropertyHeldTests.testCountChanges),
    test("testChangeIsSent", PlantedPropertyHeldTests.testChangeIsSent),
])
