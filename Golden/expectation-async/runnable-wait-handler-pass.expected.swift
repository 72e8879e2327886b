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
    test("testRememberedReaderIsPublished", WaitHandlerTests.testRememberedReaderIsPublished),
    test("testNameIsKept", WaitHandlerTests.testNameIsKept),
])
