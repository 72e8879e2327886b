import Combine
import XCTest

final class PairingClient {
    let proposals = PassthroughSubject<String, Never>()
    let settlements = PassthroughSubject<String, Never>()
    let deletions = PassthroughSubject<String, Never>()

    func approve(_ proposal: String) async throws {}
    func connect() async throws -> String { "uri" }
    func pair(_ uri: String) async throws {}
}

// `sink`s that name no expectation — one answering each proposal, one recording what comes —
// stay as they are, subscribed where they were; the ones that fulfil an expectation are
// migrated beside them.
final class PairingTests: XCTestCase {
    private var subscriptions = Set<AnyCancellable>()
    private let dapp = PairingClient()
    private let wallet = PairingClient()

    func testProposalSettlesOnBothSides() async throws {
        let dappSettled = expectation(description: "dapp settles")
        let walletSettled = expectation(description: "wallet settles")
        wallet.proposals.sink { [unowned self] proposal in
            Task(priority: .high) {
                do {
                    try await wallet.approve(proposal)
                } catch {
                    XCTFail("\(error)")
                }
            }
        }.store(in: &subscriptions)
        dapp.settlements.sink { _ in
            dappSettled.fulfill()
        }.store(in: &subscriptions)
        wallet.settlements.sink { _ in
            walletSettled.fulfill()
        }.store(in: &subscriptions)

        let uri = try await dapp.connect()
        try await wallet.pair(uri)
        await fulfillment(of: [dappSettled, walletSettled], timeout: 5)
    }

    func testDeletionIsSeen() {
        let deleted = expectation(description: "deleted")
        var subscriptions = Set<AnyCancellable>()
        var proposals: [String] = []
        wallet.proposals.sink { proposal in
            proposals.append(proposal)
        }.store(in: &subscriptions)
        wallet.deletions.sink { topic in
            XCTAssertEqual(topic, "t1")
            deleted.fulfill()
        }.store(in: &subscriptions)
        wallet.proposals.send("p1")
        wallet.deletions.send("t1")
        wait(for: [deleted], timeout: 1)
        XCTAssertEqual(proposals, ["p1"])
    }
}
