// validation: runnable
// Two subscriptions waited for together, passing before and after: both lists arrive after
// the action, within the one timeout. The same `passed:` line prints on both sides.
import Combine
import Foundation
import XCTest

final class JointWaitTests: XCTestCase {
    @MainActor
    func testLoadPublishesBothLists() async throws {
        let store = ChainStore()
        let values = store.$allChains
            .dropFirst()
            .testValues()
        let values2 = store.$customChains
            .dropFirst()
            .testValues()
        store.load()
        let deadline = Date().addingTimeInterval(2)
        let allChains = try await values.next(timeout: deadline.timeIntervalSinceNow)
        XCTAssertEqual(allChains.count, 3)
        let customChains = try await values2.next(timeout: deadline.timeIntervalSinceNow)
        XCTAssertEqual(customChains, ["custom"])
        try values.checkNothingMore()
        try values2.checkNothingMore()
    }
}

runTests([test("testLoadPublishesBothLists", JointWaitTests.testLoadPublishesBothLists)])
