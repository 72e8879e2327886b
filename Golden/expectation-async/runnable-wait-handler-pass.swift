// validation: runnable
// A wait whose handler checks what the closure stored once the wait returned, and a
// subscription held by a local variable declared before it: passing before and after (the
// handler's check follows the await). The same `passed:` line prints on both sides.
import Combine
import Foundation
import XCTest

/// The code under test: remembers a reader, publishing it on the main queue.
final class RememberingStorage {
    let knownReader = CurrentValueSubject<String?, Never>(nil)
    func remember(_ id: String) { DispatchQueue.main.async { self.knownReader.send(id) } }
}

final class WaitHandlerTests: XCTestCase {
    @MainActor
    func testRememberedReaderIsPublished() {
        let storage = RememberingStorage()
        var receivedValue: String?
        let expectation = self.expectation(description: "remembered")
        var cancellable: AnyCancellable?
        cancellable = storage.knownReader.dropFirst().sink { value in
            receivedValue = value
            expectation.fulfill()
        }
        storage.remember("reader")
        waitForExpectations(timeout: 2) { error in
            XCTAssertNil(error, "The reader was not published in time.")
            XCTAssertEqual(receivedValue, "reader")
        }
        cancellable?.cancel()
    }
}

runTests([test("testRememberedReaderIsPublished", WaitHandlerTests.testRememberedReaderIsPublished)])
