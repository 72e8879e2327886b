// An expectation counted by the values the test expects: `expectedFulfillmentCount =
// expected.count` of a local array literal (corona-warn-app's tests), whose count nothing can
// change. The look-alikes stay: a `var` array, a constant that a function makes, and a
// literal whose `<` may open a generic argument list, whose commas would not be the literal's.
import Combine
import XCTest

final class Counter {
    @Published var count = 0
    func increment() { count += 1 }
}

struct Pair<A, B> {
    var first: A
    var second: B
    init(_ first: A, _ second: B) {
        self.first = first
        self.second = second
    }
}

final class CounterTests: XCTestCase {
    private var cancellables = Set<AnyCancellable>()

    @MainActor func testCountsUp() async throws {
        let counter = Counter()
        let expectedValues = [
            0,
            1,
            2,
        ]

        var receivedValues = [Int]()
        let values = counter.$count.testValues()
        counter.increment()
        counter.increment()

        for value in try await values.next(expectedValues.count, timeout: 1) {
            receivedValues.append(value)
        }
        try values.checkNothingMore()
        XCTAssertEqual(receivedValues, expectedValues)
    }

    func testCountsUpWithAVariable() {
        let counter = Counter()
        var expectedValues = [0, 1]
        let exp = expectation(description: "counted")
        exp.expectedFulfillmentCount = expectedValues.count
        expectedValues.append(2)

        counter.$count.sink { _ in
            exp.fulfill()
        }.store(in: &cancellables)
        counter.increment()

        wait(for: [exp], timeout: 1)
        XCTAssertEqual(expectedValues.count, 3)
    }

    func testCountsUpToWhatAFunctionSays() {
        let counter = Counter()
        let expectedValues = makeExpectedValues()
        let exp = expectation(description: "counted")
        exp.expectedFulfillmentCount = expectedValues.count

        counter.$count.sink { _ in
            exp.fulfill()
        }.store(in: &cancellables)
        counter.increment()

        wait(for: [exp], timeout: 1)
    }

    func testCountsUpToGenericValues() {
        let counter = Counter()
        let expectedValues = [Pair<Int, Int>(0, 1)]
        let exp = expectation(description: "counted")
        exp.expectedFulfillmentCount = expectedValues.count

        counter.$count.sink { _ in
            exp.fulfill()
        }.store(in: &cancellables)
        counter.increment()

        wait(for: [exp], timeout: 1)
    }

    private func makeExpectedValues() -> [Int] { [0, 1] }
}
