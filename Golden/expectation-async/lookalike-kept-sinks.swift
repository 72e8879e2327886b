import Combine
import XCTest

final class PairingClient {
    let proposals = PassthroughSubject<String, Never>()
    let deletions = PassthroughSubject<String, Never>()
}

// Look-alikes of a test with `sink`s that name no expectation: those that stay.
final class PairingLookalikeTests: XCTestCase {
    private var subscriptions = Set<AnyCancellable>()
    private let wallet = PairingClient()

    // The other `sink` changes what the closure reads: after the await it may have changed.
    func testDeletionAfterProposal() {
        let deleted = expectation(description: "deleted")
        var lastProposal = ""
        wallet.proposals.sink { proposal in
            lastProposal = proposal
        }.store(in: &subscriptions)
        wallet.deletions.sink { topic in
            XCTAssertEqual(topic, lastProposal)
            deleted.fulfill()
        }.store(in: &subscriptions)
        wallet.proposals.send("p1")
        wallet.deletions.send("p1")
        wait(for: [deleted], timeout: 1)
    }

    // Two `sink`s fulfil the one expectation.
    func testEitherFulfils() {
        let seen = expectation(description: "seen")
        seen.expectedFulfillmentCount = 2
        wallet.proposals.sink { _ in seen.fulfill() }.store(in: &subscriptions)
        wallet.deletions.sink { _ in seen.fulfill() }.store(in: &subscriptions)
        wallet.proposals.send("p1")
        wallet.deletions.send("p1")
        wait(for: [seen], timeout: 1)
    }

    // The expectation is fulfilled by a task, the `sink` only records.
    func testTaskFulfils() {
        let done = expectation(description: "done")
        var proposals: [String] = []
        wallet.proposals.sink { proposals.append($0) }.store(in: &subscriptions)
        Task {
            done.fulfill()
        }
        wait(for: [done], timeout: 1)
        XCTAssertTrue(proposals.isEmpty)
    }
}
