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
    @MainActor func testResolvesThenSends() async throws {
        let wallet = Wallet()
        let values = wallet.$address
            .dropFirst()
            .testValues()
        wallet.name = "abc"
        let address = try await values.next(timeout: 1)
        XCTAssertEqual(address, "0xabc")

        let sent = expectation(description: "sent")
        wallet.send(3) { success in
            defer { sent.fulfill() }
            XCTAssertTrue(success)
        }
        await fulfillment(of: [sent], timeout: 1)
        try values.checkNothingMore()
    }

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
    test("testResolvesThenSends", WalletTests.testResolvesThenSends),
    test("testResolvesWhileSending", WalletTests.testResolvesWhileSending),
    test("testCountsWhileSending", WalletTests.testCountsWhileSending),
])
