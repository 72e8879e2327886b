// validation: runnable fails
// A planted bug in the code under test: the name resolves to the wrong address, in a test
// that waits for it together with a callback's expectation, and in one that counts the
// addresses while the callback's expectation (named `expectation`) is waited for. The
// closure's assert fails before, the assert after the await fails after; the addresses
// counted are the wrong ones on both sides: the same `failed:` lines on both sides.
import Combine
import Foundation
import XCTest

/// The code under test, with its bug: the address loses its prefix.
final class Wallet {
    @Published var address: String?
    var name = "" {
        didSet { address = name }
    }

    func send(_ amount: Int, completion: @escaping (Bool) -> Void) {
        DispatchQueue.main.async { completion(amount > 0) }
    }
}

final class WrongAddressTests: XCTestCase {
    private var cancellables = Set<AnyCancellable>()

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
    test("testResolvesWhileSending", WrongAddressTests.testResolvesWhileSending),
    test("testCountsWhileSending", WrongAddressTests.testCountsWhileSending),
])
