import Combine
import Uploads
import XCTest

final class UploadTests: XCTestCase {
    private var cancellables = Set<AnyCancellable>()

    func testUploadFinishes() {
        let upload = Future<Void, Never> { promise in promise(.success(())) }
        let finished = expectation(description: "finished")
        upload.sink { completion in
            if case .finished = completion { finished.fulfill() }
        }.store(in: &cancellables)
        wait(for: [finished], timeout: 1)
    }
}
