// validation: runnable fails
// A planted bug in the code under test, in a test taken in steps whose first subscription
// `cancellables.removeAll()` ends: `update()` sets the token a second time, to another. Before,
// the second value runs the first step's closure, whose assertion fails (and on Apple platforms
// fulfils its `expectation(description:)` again, an API violation); after, the first step's
// values hold one more than was taken where the removal was, which `checkNothingMore()` throws. The test fails on both sides (exit status 1,
// the same `failed:` line), and does not hang.
import Combine
import Foundation
import XCTest

/// The code under test, with its bug: `update()` publishes a second token.
@MainActor
final class SendStore: ObservableObject {
    @Published var selectedToken: String?
    @Published var resolvedAddress: String?

    func update() {
        selectedToken = "ETH"
        selectedToken = "SOL"
    }

    func resolve(_ name: String) {
        DispatchQueue.main.async { self.resolvedAddress = "0x" + name }
    }
}

final class PlantedStepsEndedByRemoveAllTests: XCTestCase {
    private var cancellables = Set<AnyCancellable>()

    @MainActor
    func testResolvesAfterTheTokenIsSet() {
        let store = SendStore()
        let tokenExpectation = expectation(description: "token")
        store.$selectedToken
            .dropFirst()
            .sink { token in
                XCTAssertEqual(token, "ETH")
                tokenExpectation.fulfill()
            }
            .store(in: &cancellables)
        store.update()
        wait(for: [tokenExpectation], timeout: 1)
        cancellables.removeAll()

        let addressExpectation = expectation(description: "address")
        store.$resolvedAddress
            .dropFirst()
            .sink { address in
                XCTAssertEqual(address, "0xbrave")
                addressExpectation.fulfill()
            }
            .store(in: &cancellables)
        store.resolve("brave")
        wait(for: [addressExpectation], timeout: 1)
    }
}

runTests([
    test("testResolvesAfterTheTokenIsSet", PlantedStepsEndedByRemoveAllTests.testResolvesAfterTheTokenIsSet),
])
