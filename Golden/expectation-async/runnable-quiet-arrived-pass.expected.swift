// validation: runnable
// Tests whose `XCTestExpectation(description:)` (which a second fulfilment does not fail) a
// value closure fulfils after its asserts, passing before and after: every value that came
// before the wait returned ran the asserts (two sent at once, one sent later on the main
// queue). The same `passed:` lines print on both sides.
import Combine
import Foundation
import XCTest

/// A cart that locks editing while it checks out, publishing the lock again when it refreshes.
final class Cart {
    @Published var isLocked = false
    @Published var total = 0

    func checkOut() {
        isLocked = true
        isLocked = true
    }

    func addLater(_ amount: Int) {
        DispatchQueue.main.async { self.total += amount }
    }
}

final class QuietTests: XCTestCase {
    @MainActor func testCheckoutLocks() async throws {
        let cart = Cart()
        var locks = 0
        let values = cart.$isLocked
            .dropFirst()
            .testValues()
        cart.checkOut()
        for value in try await values.nextAndArrived(timeout: 1.0) {
            XCTAssertTrue(value)
            locks += 1
        }
        XCTAssertEqual(locks, 2)
    }

    @MainActor func testTotalComesLater() async throws {
        let cart = Cart()
        let values = cart.$total
            .dropFirst()
            .testValues()
        cart.addLater(5)
        for total in try await values.nextAndArrived(timeout: 1.0) {
            XCTAssertEqual(total, 5)
        }
    }
}

runTests([
    test("testCheckoutLocks", QuietTests.testCheckoutLocks),
    test("testTotalComesLater", QuietTests.testTotalComesLater),
])
