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
    @MainActor func testResolvesWhileSending() async throws {
        let wallet = Wallet()
        let sent = expectation(description: "sent")
        let values = wallet.$address
            .dropFirst()
            .testValues()
        wallet.send(1) { success in
            XCTAssertTrue(success)
            sent.fulfill()
        }
        wallet.name = "def"
        let deadline = Date().addingTimeInterval(1)
        await fulfillment(of: [sent], timeout: max(deadline.timeIntervalSinceNow, 0))
        let address = try await values.next(timeout: deadline.timeIntervalSinceNow)
        XCTAssertEqual(address, "0xdef")
        try values.checkNothingMore()
    }

    /// The callback's expectation is named `expectation`, declared after the step's, which
    /// called the test case's `expectation(description:)` (corona-warn-app's test service tests
    /// count badge values so): a name used before its declaration is not the local's.
    @MainActor func testCountsWhileSending() async throws {
        let wallet = Wallet()
        let expectedAddresses: [String?] = [nil, "0xghi"]
        var received = [String?]()
        let values = wallet.$address.testValues()
        let expectation = self.expectation(description: "Expect to receive a result.")
        wallet.send(2) { success in
            expectation.fulfill()
            XCTAssertTrue(success)
        }
        wallet.name = "ghi"
        let deadline = Date().addingTimeInterval(1)
        await fulfillment(of: [expectation], timeout: max(deadline.timeIntervalSinceNow, 0))
        for address in try await values.next(2, timeout: deadline.timeIntervalSinceNow) {
            received.append(address)
        }
        try values.checkNothingMore()
        XCTAssertEqual(received, expectedAddresses)
    }
}

runTests([
    test("testResolvesWhileSending", WrongAddressTests.testResolvesWhileSending),
    test("testCountsWhileSending", WrongAddressTests.testCountsWhileSending),
])
