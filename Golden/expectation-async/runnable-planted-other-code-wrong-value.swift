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
}

runTests([test("testResolvesWhileSending", WrongAddressTests.testResolvesWhileSending)])
