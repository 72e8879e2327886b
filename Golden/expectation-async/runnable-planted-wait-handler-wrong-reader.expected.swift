// validation: runnable fails
// A planted bug in the code under test: the storage publishes another reader (and another
// name) than the one it was given. The wait's handler checks what the closure stored, before and after (where
// its check follows the await): the test fails on both sides with the same `failed:` line.
import Combine
import Foundation
import XCTest

/// The code under test, with its bug: it publishes a reader and a name it was not given.
final class RememberingStorage {
    let knownReader = CurrentValueSubject<String?, Never>(nil)
    func remember(_ id: String) { DispatchQueue.main.async { self.knownReader.send(id + "-old") } }
    let names = PassthroughSubject<String, Never>()
    func rename(_ name: String) { DispatchQueue.main.async { self.names.send(name + "-old") } }
}

final class WaitHandlerWrongReaderTests: XCTestCase {
    @MainActor
    func testRememberedReaderIsPublished() async throws {
        let storage = RememberingStorage()
        var receivedValue: String?
        let values = storage.knownReader.dropFirst().testValues()
        storage.remember("reader")
        receivedValue = try await values.next(timeout: 2)
        XCTAssertEqual(receivedValue, "reader")
        try values.checkNothingMore()
    }

    /// The closure only keeps the value, a `String`, in an optional the test declared: the
    /// await assigns it there (`received = try await values.next(timeout: 2)`), which wraps it
    /// as the closure's assignment did.
    @MainActor
    func testNameIsKept() async throws {
        let storage = RememberingStorage()
        var received: String?
        let values = storage.names.testValues()
        storage.rename("reader")
        received = try await values.next(timeout: 2)
        try values.checkNothingMore()
        XCTAssertEqual(received, "reader")
    }
}

runTests([
    test("testRememberedReaderIsPublished", WaitHandlerWrongReaderTests.testRememberedReaderIsPublished),
    test("testNameIsKept", WaitHandlerWrongReaderTests.testNameIsKept),
])
