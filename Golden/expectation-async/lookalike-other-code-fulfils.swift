import Combine
import XCTest

final class TransferStore {
    @Published var resolvedAddress: String?

    func send(amount: String, completion: @escaping (Bool) -> Void) {
        DispatchQueue.main.async { completion(!amount.isEmpty) }
    }
}

// Look-alikes of a test with an expectation other code fulfils: those that stay, and one
// that migrates.
final class TransferStoreLookalikeTests: XCTestCase {
    private var cancellables = Set<AnyCancellable>()

    // The other expectation is counted: it stays an expectation, its count set as it was,
    // awaited with `fulfillment(of:timeout:)`, which honours it; the test migrates.
    func testSendsTwice() {
        let store = TransferStore()
        let resolved = expectation(description: "resolved")
        store.$resolvedAddress.sink { _ in resolved.fulfill() }.store(in: &cancellables)
        wait(for: [resolved], timeout: 1)
        let sent = expectation(description: "sent")
        sent.expectedFulfillmentCount = 2
        store.send(amount: "1") { _ in sent.fulfill() }
        store.send(amount: "2") { _ in sent.fulfill() }
        wait(for: [sent], timeout: 1)
    }

    // The other expectation is fulfilled by the test's own code, not in a closure.
    func testFulfilledInPlace() {
        let store = TransferStore()
        let resolved = expectation(description: "resolved")
        let ready = expectation(description: "ready")
        store.$resolvedAddress.sink { _ in resolved.fulfill() }.store(in: &cancellables)
        ready.fulfill()
        wait(for: [resolved, ready], timeout: 1)
    }

    // `waitForExpectations` before the step's wait: it waited for the step's expectation too.
    func testWaitedForAllFirst() {
        let store = TransferStore()
        let resolved = expectation(description: "resolved")
        store.$resolvedAddress.sink { _ in resolved.fulfill() }.store(in: &cancellables)
        let sent = expectation(description: "sent")
        store.send(amount: "1") { _ in sent.fulfill() }
        waitForExpectations(timeout: 1)
        wait(for: [resolved], timeout: 1)
    }
}
