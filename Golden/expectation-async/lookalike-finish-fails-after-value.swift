import Combine
import XCTest

final class LiveUpdatesTests: XCTestCase {
    private var cancellables = Set<AnyCancellable>()

    /// A finish fails the test, even after the value: awaiting the value would not see it.
    func testUpdatesNeverFinish() {
        let service = SyncService()
        let exp = expectation(description: "progress")
        service.progress
            .sink(receiveCompletion: { completion in
                switch completion {
                case .finished:
                    XCTFail("live updates must not finish")
                case .failure:
                    break
                }
            }, receiveValue: { progress in
                XCTAssertEqual(progress, 50)
                exp.fulfill()
            })
            .store(in: &cancellables)
        service.sync {}
        wait(for: [exp], timeout: 1)
    }
}
