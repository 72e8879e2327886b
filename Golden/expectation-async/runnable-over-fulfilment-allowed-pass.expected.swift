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
    func testEachBalanceIsChecked() async throws {
        let pipeline = GenerousPipeline()
        let callbackCount = 3
        let values = pipeline.balances.testValues()
        pipeline.update(callbackCount + 1)
        for value in try await values.nextAndArrived(callbackCount + 1, timeout: 2) {
            XCTAssertLessThan(value, 10)
        }
    }
}

runTests([test("testEachBalanceIsChecked", OverFulfilmentTests.testEachBalanceIsChecked)])
