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
    private var cancellables = Set<AnyCancellable>()

    func testCheckoutLocks() {
        let cart = Cart()
        let expectation = XCTestExpectation(description: "locked")
        var locks = 0
        cart.$isLocked
            .dropFirst()
            .sink { value in
                XCTAssertTrue(value)
                locks += 1
                expectation.fulfill()
            }
            .store(in: &cancellables)
        cart.checkOut()
        wait(for: [expectation], timeout: 1.0)
        XCTAssertEqual(locks, 2)
    }

    func testTotalComesLater() {
        let cart = Cart()
        let expectation = XCTestExpectation(description: "total")
        cart.$total
            .dropFirst()
            .sink { total in
                XCTAssertEqual(total, 5)
                expectation.fulfill()
            }
            .store(in: &cancellables)
        cart.addLater(5)
        wait(for: [expectation], timeout: 1.0)
    }
}

runTests([
    test("testCheckoutLocks", QuietTests.testCheckoutLocks),
    test("testTotalComesLater", QuietTests.testTotalComesLater),
])
