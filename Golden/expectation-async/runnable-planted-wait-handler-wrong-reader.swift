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

    /// The closure only keeps the value, a `String`, in an optional the test declared: the
    /// await assigns it there (`received = try await values.next(timeout: 2)`), which wraps it
    /// as the closure's assignment did.
    @MainActor
    func testNameIsKept() {
        let storage = RememberingStorage()
        var received: String?
        let expectation = self.expectation(description: "renamed")
        let cancellable = storage.names.sink { name in
            received = name
            expectation.fulfill()
        }
        storage.rename("reader")
        waitForExpectations(timeout: 2)
        XCTAssertEqual(received, "reader")
        cancellable.cancel()
    }
}

runTests([
    test("testRememberedReaderIsPublished", WaitHandlerWrongReaderTests.testRememberedReaderIsPublished),
    test("testNameIsKept", WaitHandlerWrongReaderTests.testNameIsKept),
])
