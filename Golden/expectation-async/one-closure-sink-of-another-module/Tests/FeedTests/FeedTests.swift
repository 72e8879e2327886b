import Combine
import XCTest

final class FeedTests: XCTestCase {
    private var cancellables = Set<AnyCancellable>()

    func testRefreshSendsItsValue() {
        let refresh = Future<Void, Never> { promise in promise(.success(())) }
        let refreshed = expectation(description: "refreshed")
        refresh.sink { _ in
            refreshed.fulfill()
        }.store(in: &cancellables)
        wait(for: [refreshed], timeout: 1)
    }
}
