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
        self.cancellable = counter.changes
            .receive(on: DispatchQueue.main)
            .sink { change in
                XCTAssertEqual(change, 1)
                exp.fulfill()
            }
        counter.increment()
        wait(for: [exp], timeout: 1)
    }
}

runTests([
    test("testCountChanges", PlantedPropertyHeldTests.testCountChanges),
    test("testChangeIsSent", PlantedPropertyHeldTests.testChangeIsSent),
])
