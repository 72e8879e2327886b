// validation: runnable fails
// A planted bug in the code under test: the name resolves to the wrong address, in a test
// that waits for it together with a callback's expectation. The closure's assert fails
// before, the assert after the await fails after: the same `failed:` line on both sides.
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
}

runTests([test("testResolvesWhileSending", WrongAddressTests.testResolvesWhileSending)])
