// validation: runnable fails
// A planted bug in the code under test: it publishes two balances fewer than asked for, so
// the count (a local constant plus one) is never reached: the wait times out before, the
// await after, within the same timeout and with the same `failed:` line.
import Combine
import Foundation
import XCTest

/// The code under test, with its bug: it publishes fewer balances than asked for.
final class GenerousPipeline {
    let balances = PassthroughSubject<Int, Never>()
    func update(_ count: Int) {
        DispatchQueue.main.async { for value in 0..<(count - 2) { self.balances.send(value) } }
    }
}

final class OverFulfilmentShortTests: XCTestCase {
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

runTests([test("testEachBalanceIsChecked", OverFulfilmentShortTests.testEachBalanceIsChecked)])
