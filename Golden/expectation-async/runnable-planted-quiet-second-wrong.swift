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
    private var cancellables = Set<AnyCancellable>()

    func testCheckoutLocks() {
        let cart = Cart()
        let expectation = XCTestExpectation(description: "locked")
        cart.$isLocked
            .dropFirst()
            .sink { value in
                XCTAssertTrue(value)
                expectation.fulfill()
            }
            .store(in: &cancellables)
        cart.checkOut()
        wait(for: [expectation], timeout: 1.0)
    }
}

runTests([test("testCheckoutLocks", QuietSecondTests.testCheckoutLocks)])
