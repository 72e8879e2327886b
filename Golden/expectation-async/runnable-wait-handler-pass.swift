// validation: runnable
// A wait whose handler checks what the closure stored once the wait returned, and a
// subscription held by a local variable declared before it: passing before and after (the
// handler's check follows the await). A closure that only keeps the value in a variable
// becomes the await's assignment to it. The same `passed:` lines print on both sides.
import Combine
import Foundation
import XCTest

/// The code under test: remembers a reader, publishing it on the main queue, and names.
final class RememberingStorage {
    let knownReader = CurrentValueSubject<String?, Never>(nil)
    func remember(_ id: String) { DispatchQueue.main.async { self.knownReader.send(id) } }
    let names = PassthroughSubject<String, Never>()
    func rename(_ name: String) { DispatchQueue.main.async { self.names.send(name) } }
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
    test("testRememberedReaderIsPublished", WaitHandlerTests.testRememberedReaderIsPublished),
    test("testNameIsKept", WaitHandlerTests.testNameIsKept),
])
