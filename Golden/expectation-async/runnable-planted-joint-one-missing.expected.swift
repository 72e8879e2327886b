// validation: runnable fails
// A planted bug in the code under test: the store never publishes its custom chains, so one
// of the two expectations waited for together is never fulfilled. The test fails before (the
// wait times out) and after (the second await runs out of the shared deadline) within the
// one timeout, with the same `failed:` line — it does not hang.
import Combine
import Foundation
import XCTest

/// The code under test, with its bug: `load()` forgets the custom chains.
@MainActor
final class ForgetfulChainStore: ObservableObject {
    @Published var allChains: [String] = []
    @Published var customChains: [String] = []

    func load() {
        allChains = ["mainnet", "testnet", "custom"]
    }
}

final class JointWaitMissingTests: XCTestCase {
    @MainActor
    func testLoadPublishesBothLists() async throws {
        let store = ForgetfulChainStore()
        let values = store.$allChains
            .dropFirst()
            .testValues()
        let values2 = store.$customChains
            .dropFirst()
            .testValues()
        store.load()
        let deadline = Date().addingTimeInterval(0.5)
        let allChains = try await values.next(timeout: deadline.timeIntervalSinceNow)
        XCTAssertEqual(allChains.count, 3)
        let customChains = try await values2.next(timeout: deadline.timeIntervalSinceNow)
        XCTAssertEqual(customChains, ["custom"])
        try values.checkNothingMore()
        try values2.checkNothingMore()
    }
}

runTests([test("testLoadPublishesBothLists", JointWaitMissingTests.testLoadPublishesBothLists)])
