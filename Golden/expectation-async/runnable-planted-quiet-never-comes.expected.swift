// validation: runnable fails
// A planted bug in the code under test: checking out never locks the cart. No value comes:
// the wait times out before, the await of the first value throws after its timeout — the
// test fails, and does not hang, with the same `failed:` line on both sides.
import Combine
import Foundation
import XCTest

/// The code under test, with its bug: `checkOut()` forgets the lock.
final class Cart {
    @Published var isLocked = false

    func checkOut() {}
}

final class QuietNeverTests: XCTestCase {
    @MainActor func testCheckoutLocks() async throws {
        let cart = Cart()
        var seen: [Bool] = []
        let values = cart.$isLocked
            .dropFirst()
            .testValues()
        cart.checkOut()
        for value in try await values.nextAndArrived(timeout: 0.5) {
            seen.append(value)
            XCTAssertTrue(value)
        }
        XCTAssertEqual(seen, [true])
    }
}

runTests([test("testCheckoutLocks", QuietNeverTests.testCheckoutLocks)])
