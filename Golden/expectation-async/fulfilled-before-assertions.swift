// A value closure that fulfils its expectation before its last statements (corona-warn-app's
// EventStoreTests: `sinkExpectation.fulfill()` first, then the assertions; DuckDuckGo's
// DownloadListCoordinatorTests: after an `if case … else { XCTFail }`, before the checks).
// The value counted once the closure reached the fulfilment, and the statements after it ran
// with the value (before the wait returned, where it came on the main thread): the
// fulfilment goes, and the statements around it follow the await in their order. Look-alikes
// that stay: a `return` before the fulfilment (that value did not count), and one after it
// that does not follow an `XCTFail` (moved after the await, it would end the test early).
import Combine
import XCTest

enum Update: Equatable {
    case added(Int), removed(Int)
}

final class Downloads {
    let updates = PassthroughSubject<Update, Never>()
    func remove(_ id: Int) { updates.send(.removed(id)) }
}

final class DownloadsTests: XCTestCase {
    private var cancellables = Set<AnyCancellable>()

    func testFulfilledFirst() {
        let downloads = Downloads()
        let exp = expectation(description: "removed")
        downloads.updates.sink { update in
            exp.fulfill()
            XCTAssertEqual(update, .removed(1))
        }.store(in: &cancellables)
        downloads.remove(1)
        wait(for: [exp], timeout: 1)
    }

    func testFulfilledBetweenChecks() {
        let downloads = Downloads()
        let exp = expectation(description: "removed")
        let c = downloads.updates.sink { update in
            if case .removed = update { } else {
                XCTFail("\(update) is not .removed")
            }
            exp.fulfill()

            XCTAssertEqual(update, .removed(2))
        }
        downloads.remove(2)
        withExtendedLifetime(c) {
            waitForExpectations(timeout: 1)
        }
    }

    func testReturnBeforeTheFulfilmentStays() {
        let downloads = Downloads()
        let exp = expectation(description: "removed")
        downloads.updates.sink { update in
            guard case .removed(let id) = update else { return }
            exp.fulfill()
            XCTAssertEqual(id, 3)
        }.store(in: &cancellables)
        downloads.remove(3)
        wait(for: [exp], timeout: 1)
    }

    func testReturnAfterTheFulfilmentStays() {
        let downloads = Downloads()
        let exp = expectation(description: "removed")
        downloads.updates.sink { update in
            exp.fulfill()
            guard case .removed(let id) = update else { return }
            XCTAssertEqual(id, 4)
        }.store(in: &cancellables)
        downloads.remove(4)
        wait(for: [exp], timeout: 1)
        XCTAssertTrue(true)
    }
}
