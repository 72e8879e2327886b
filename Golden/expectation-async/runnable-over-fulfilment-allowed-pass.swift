// validation: runnable
// An expectation told `assertForOverFulfill = false`, counted by a local constant plus one,
// its closure checking each balance: more balances than counted come, which the original
// allowed and the rewrite takes with those that came by then. Passing before and after.
import Combine
import Foundation
import XCTest

/// The code under test: publishes balances on the main queue, one more than asked for.
final class GenerousPipeline {
    let balances = PassthroughSubject<Int, Never>()
    func update(_ count: Int) {
        DispatchQueue.main.async { for value in 0...count { self.balances.send(value) } }
    }
}

final class OverFulfilmentTests: XCTestCase {
    @MainActor
    func testEachBalanceIsChecked() {
        var cancellables = Set<AnyCancellable>()
        let pipeline = GenerousPipeline()
        let callbackCount = 3
        let updated = expectation(description: "balance updated")
        updated.expectedFulfillmentCount = callbackCount + 1
        updated.assertForOverFulfill = false
        pipeline.balances.sink { value in
            XCTAssertLessThan(value, 10)
            updated.fulfill()
        }.store(in: &cancellables)
        pipeline.update(callbackCount + 1)
        wait(for: [updated], timeout: 2)
    }
}

runTests([test("testEachBalanceIsChecked", OverFulfilmentTests.testEachBalanceIsChecked)])
