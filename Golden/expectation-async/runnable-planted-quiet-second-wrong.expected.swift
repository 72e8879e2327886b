// validation: runnable fails
// A planted bug in the code under test: checking out locks the cart, then unlocks it at
// once. The second value (false) ran the closure's assert before the wait returned, and
// fails the test before; after the rewrite it came with the first and fails the loop's
// assert: exit status 1 and the same `failed:` line on both sides.
import Combine
import Foundation
import XCTest

/// The code under test, with its bug: `checkOut()` unlocks right after locking.
final class Cart {
    @Published var isLocked = false

    func checkOut() {
        isLocked = true
        isLocked = false
    }
}

final class QuietSecondTests: XCTestCase {
    @MainActor func testCheckoutLocks() async throws {
        let cart = Cart()
        let values = cart.$isLocked
            .dropFirst()
            .testValues()
        cart.checkOut()
        for value in try await values.nextAndArrived(timeout: 1.0) {
            XCTAssertTrue(value)
        }
    }
}

runTests([test("testCheckoutLocks", QuietSecondTests.testCheckoutLocks)])
