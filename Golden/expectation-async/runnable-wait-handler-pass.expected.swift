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
    func testRememberedReaderIsPublished() async throws {
        let storage = RememberingStorage()
        var receivedValue: String?
        let values = storage.knownReader.dropFirst().testValues()
        storage.remember("reader")
        let value = try await values.next(timeout: 2)
        receivedValue = value
        XCTAssertEqual(receivedValue, "reader")
        try values.checkNothingMore()
    }
}

runTests([test("testRememberedReaderIsPublished", WaitHandlerTests.testRememberedReaderIsPublished)])
