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
        waitForExpectations(timeout: 0.5) { error in
            XCTAssertNil(error)
        }
    }
}

runTests([test("testResolvesThenSends", SilentWalletTests.testResolvesThenSends)])
