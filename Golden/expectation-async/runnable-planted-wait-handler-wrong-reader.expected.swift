// validation: runnable fails
// A planted bug in the code under test: the storage publishes another reader than the one
// it was given. The wait's handler checks what the closure stored, before and after (where
// its check follows the await): the test fails on both sides with the same `failed:` line.
import Combine
import Foundation
import XCTest

/// The code under test, with its bug: it publishes a reader it was not given.
final class RememberingStorage {
    let knownReader = CurrentValueSubject<String?, Never>(nil)
    func remember(_ id: String) { DispatchQueue.main.async { self.knownReader.send(id + "-old") } }
}

final class WaitHandlerWrongReaderTests: XCTestCase {
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

runTests([test("testRememberedReaderIsPublished", WaitHandlerWrongReaderTests.testRememberedReaderIsPublished)])
