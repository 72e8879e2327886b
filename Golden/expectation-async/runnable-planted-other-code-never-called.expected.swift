// validation: runnable fails
// A planted bug in the code under test: sending never calls its completion. The step's
// value comes, the callback's expectation is never fulfilled: the wait times out before, the
// `fulfillment(of:timeout:)` after — the test fails, and does not hang, with the same
// `failed:` line on both sides.
import Combine
import Foundation
import XCTest

/// The code under test, with its bug: `send` forgets its completion.
final class Wallet {
    @Published var address: String?
    var name = "" {
        didSet { address = name.isEmpty ? nil : "0x" + name }
    }

    func send(_ amount: Int, completion: @escaping (Bool) -> Void) {}
}

final class SilentWalletTests: XCTestCase {
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
        await fulfillment(of: [sent], timeout: 0.5)
        try values.checkNothingMore()
    }
}

runTests([test("testResolvesThenSends", SilentWalletTests.testResolvesThenSends)])
