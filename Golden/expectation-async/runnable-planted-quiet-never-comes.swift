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
    private var cancellables = Set<AnyCancellable>()

    func testCheckoutLocks() {
        let cart = Cart()
        let expectation = XCTestExpectation(description: "locked")
        var seen: [Bool] = []
        cart.$isLocked
            .dropFirst()
            .sink { value in
                seen.append(value)
                XCTAssertTrue(value)
                expectation.fulfill()
            }
            .store(in: &cancellables)
        cart.checkOut()
        wait(for: [expectation], timeout: 0.5)
        XCTAssertEqual(seen, [true])
    }
}

runTests([test("testCheckoutLocks", QuietNeverTests.testCheckoutLocks)])
