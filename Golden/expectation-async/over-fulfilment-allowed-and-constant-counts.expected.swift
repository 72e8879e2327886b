// AlphaWallet's TokenBalanceTests: an `expectation(description:)` told
// `assertForOverFulfill = false` (so a value more is no failure, as with an
// `XCTestExpectation(description:)`), counted with `expectedFulfillmentCount = callbackCount
// + 1` of a local `let callbackCount = 10`, its subscription held by a `var` cancelled after
// the wait. The statement goes; the closure runs for each value that came by the time the
// wait returned (`nextAndArrived`), or the count is awaited (`next(n)`), its code kept as
// written. Look-alikes that stay: `assertForOverFulfill = true`, a count a `var` holds, and
// one a function returns.
import Combine
import XCTest

final class BalancePipeline {
    let balances = PassthroughSubject<Int, Never>()
    func update(_ count: Int) { for value in 0..<count { balances.send(value) } }
}

final class BalancePipelineTests: XCTestCase {
    private var cancellables = Set<AnyCancellable>()

    @MainActor func testEveryBalanceIsPublished() async throws {
        let pipeline = BalancePipeline()
        let callbackCount = 10
        let values = pipeline.balances.testValues()
        pipeline.update(callbackCount + 1)
        _ = try await values.next(callbackCount + 1, timeout: 1)
    }

    @MainActor func testEachBalanceIsChecked() async throws {
        let pipeline = BalancePipeline()
        let callbackCount = 3
        let values = pipeline.balances.testValues()
        pipeline.update(callbackCount)
        for value in try await values.nextAndArrived(callbackCount, timeout: 1) {
            XCTAssertGreaterThanOrEqual(value, 0)
        }
    }

    func testStrictOverFulfilmentStays() {
        let pipeline = BalancePipeline()
        let updated = expectation(description: "balance updated")
        updated.assertForOverFulfill = true
        pipeline.balances.sink { _ in updated.fulfill() }.store(in: &cancellables)
        pipeline.update(1)
        wait(for: [updated], timeout: 1)
    }

    func testCountInAVariableStays() {
        let pipeline = BalancePipeline()
        var callbackCount = 2
        callbackCount += 1
        let updated = expectation(description: "balance updated")
        updated.expectedFulfillmentCount = callbackCount
        pipeline.balances.sink { _ in updated.fulfill() }.store(in: &cancellables)
        pipeline.update(callbackCount)
        wait(for: [updated], timeout: 1)
    }

    func testCountAFunctionReturnsStays() {
        let pipeline = BalancePipeline()
        let updated = expectation(description: "balance updated")
        updated.expectedFulfillmentCount = expectedUpdates()
        pipeline.balances.sink { _ in updated.fulfill() }.store(in: &cancellables)
        pipeline.update(expectedUpdates())
        wait(for: [updated], timeout: 1)
    }

    private func expectedUpdates() -> Int { 2 }
}
