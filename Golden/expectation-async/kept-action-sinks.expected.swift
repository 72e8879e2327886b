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
        wallet.proposals.sink { [unowned self] proposal in
            Task(priority: .high) {
                do {
                    try await wallet.approve(proposal)
                } catch {
                    XCTFail("\(error)")
                }
            }
        }.store(in: &subscriptions)
        let values = dapp.settlements.testValues()
        let values2 = wallet.settlements.testValues()

        let uri = try await dapp.connect()
        try await wallet.pair(uri)
        let deadline = Date().addingTimeInterval(5)
        _ = try await values.next(timeout: deadline.timeIntervalSinceNow)
        _ = try await values2.next(timeout: deadline.timeIntervalSinceNow)
        try values.checkNothingMore()
        try values2.checkNothingMore()
    }

    @MainActor func testDeletionIsSeen() async throws {
        var subscriptions = Set<AnyCancellable>()
        var proposals: [String] = []
        wallet.proposals.sink { proposal in
            proposals.append(proposal)
        }.store(in: &subscriptions)
        let values = wallet.deletions.testValues()
        wallet.proposals.send("p1")
        wallet.deletions.send("t1")
        let topic = try await values.next(timeout: 1)
        XCTAssertEqual(topic, "t1")
        try values.checkNothingMore()
        XCTAssertEqual(proposals, ["p1"])
    }
}
