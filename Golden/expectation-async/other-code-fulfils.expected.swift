import Combine
import XCTest

final class TransferStore {
    @Published var resolvedAddress: String?
    @Published var isPaused = false
    var recipient = "" {
        didSet { resolvedAddress = "0xabc" }
    }

    func send(amount: String, completion: @escaping (Bool) -> Void) {
        DispatchQueue.main.async { completion(!amount.isEmpty) }
    }

    func pause() {
        isPaused = true
    }
}

// Expectations no `sink` names, fulfilled by other code (a callback, a task), stay: the test
// awaits them with `fulfillment(of:timeout:)` where it waited for them — alone, or first in
// the wait it shared with the values (within what is left of its timeout).
final class TransferStoreTests: XCTestCase {
    @MainActor func testResolvesThenSends() async throws {
        let store = TransferStore()
        let values = store.$resolvedAddress
            .dropFirst()
            .testValues()
        store.recipient = "alice.eth"
        // wait for the address to resolve
        let address = try await values.next(timeout: 1)
        XCTAssertEqual(address, "0xabc")

        let sent = expectation(description: "sent")
        store.send(amount: "0.01") { success in
            defer { sent.fulfill() }
            XCTAssertTrue(success)
        }
        await fulfillment(of: [sent], timeout: 3)
        try values.checkNothingMore()
    }

    @MainActor
    func testPauseIsPublished() async throws {
        let store = TransferStore()
        let published = XCTestExpectation(description: "published")
        let values = store.$isPaused
            .dropFirst()
            .testValues()

        Task {
            store.pause()
            published.fulfill()
        }

        let deadline = Date().addingTimeInterval(5.0)
        await fulfillment(of: [published], timeout: max(deadline.timeIntervalSinceNow, 0))
        for isPaused in try await values.nextAndArrived(timeout: deadline.timeIntervalSinceNow) {
            XCTAssertTrue(isPaused)
        }
    }
}
