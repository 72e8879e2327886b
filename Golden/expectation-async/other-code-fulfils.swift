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
    private var cancellables = Set<AnyCancellable>()

    func testResolvesThenSends() {
        let store = TransferStore()
        let resolved = expectation(description: "resolved")
        store.$resolvedAddress
            .dropFirst()
            .sink { address in
                defer { resolved.fulfill() }
                XCTAssertEqual(address, "0xabc")
            }.store(in: &cancellables)
        store.recipient = "alice.eth"
        // wait for the address to resolve
        wait(for: [resolved], timeout: 1)

        let sent = expectation(description: "sent")
        store.send(amount: "0.01") { success in
            defer { sent.fulfill() }
            XCTAssertTrue(success)
        }
        waitForExpectations(timeout: 3) { error in
            XCTAssertNil(error)
        }
    }

    @MainActor
    func testPauseIsPublished() async {
        let store = TransferStore()
        let received = XCTestExpectation(description: "received the update")
        let published = XCTestExpectation(description: "published")
        store.$isPaused
            .dropFirst()
            .sink { isPaused in
                XCTAssertTrue(isPaused)
                received.fulfill()
            }
            .store(in: &cancellables)

        Task {
            store.pause()
            published.fulfill()
        }

        await self.fulfillment(of: [published, received], timeout: 5.0)
    }
}
