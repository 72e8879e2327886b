// validation: runnable
// Tests with an expectation a callback fulfils beside the one a `sink` fulfils, passing
// before and after: waited for alone after a step, and waited for together with it. The
// callback's expectation stays, awaited with `fulfillment(of:timeout:)`; it may be named
// `expectation`, after a step's made by calling `expectation(description:)`. The same `passed:`
// lines print on both sides.
import Combine
import Foundation
import XCTest

/// A wallet that resolves a name to an address, and sends with a callback on the main queue.
final class Wallet {
    @Published var address: String?
    var name = "" {
        didSet { address = name.isEmpty ? nil : "0x" + name }
    }

    func send(_ amount: Int, completion: @escaping (Bool) -> Void) {
        DispatchQueue.main.async { completion(amount > 0) }
    }
}

final class WalletTests: XCTestCase {
    private var cancellables = Set<AnyCancellable>()

    func testResolvesThenSends() {
        let wallet = Wallet()
        let resolved = expectation(description: "resolved")
        wallet.$address
            .dropFirst()
            .sink { address in
                defer { resolved.fulfill() }
                XCTAssertEqual(address, "0xabc")
            }
            .store(in: &cancellables)
        wallet.name = "abc"
        wait(for: [resolved], timeout: 1)

        let sent = expectation(description: "sent")
        wallet.send(3) { success in
            defer { sent.fulfill() }
            XCTAssertTrue(success)
        }
        waitForExpectations(timeout: 1) { error in
            XCTAssertNil(error)
        }
    }

    func testResolvesWhileSending() {
        let wallet = Wallet()
        let resolved = expectation(description: "resolved")
        let sent = expectation(description: "sent")
        wallet.$address
            .dropFirst()
            .sink { address in
                XCTAssertEqual(address, "0xdef")
                resolved.fulfill()
            }
            .store(in: &cancellables)
        wallet.send(1) { success in
            XCTAssertTrue(success)
            sent.fulfill()
        }
        wallet.name = "def"
        wait(for: [resolved, sent], timeout: 1)
    }

    /// The callback's expectation is named `expectation`, declared after the step's, which
    /// called the test case's `expectation(description:)` (corona-warn-app's test service tests
    /// count badge values so): a name used before its declaration is not the local's.
    func testCountsWhileSending() {
        let wallet = Wallet()
        let expectedAddresses: [String?] = [nil, "0xghi"]
        let countExpectation = expectation(description: "Count updated")
        countExpectation.expectedFulfillmentCount = 2
        var received = [String?]()
        let countSubscription = wallet.$address
            .sink { address in
                received.append(address)
                countExpectation.fulfill()
            }
        let expectation = self.expectation(description: "Expect to receive a result.")
        wallet.send(2) { success in
            expectation.fulfill()
            XCTAssertTrue(success)
        }
        wallet.name = "ghi"
        waitForExpectations(timeout: 1)
        countSubscription.cancel()
        XCTAssertEqual(received, expectedAddresses)
    }
}

runTests([
    test("testResolvesThenSends", WalletTests.testResolvesThenSends),
    test("testResolvesWhileSending", WalletTests.testResolvesWhileSending),
    test("testCountsWhileSending", WalletTests.testCountsWhileSending),
])
